import { routes } from '@chardham/shared/routes';
import type { Page } from '@playwright/test';
import { expect, expectPageHeading, test } from '../support/fixtures';
import { expectLive, pages, shellMainModule, withoutIdleWork } from '../support/site';

const packagesEntry = /\/remotes\/packages\/remoteEntry\.js(\?|$)/;

function requestsTo(page: Page, pattern: RegExp): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (pattern.test(r.url())) seen.push(r.url());
  });
  return seen;
}

test('hovering a link to /packages fetches its slice; following it then makes no new request', {
  tag: '@shell',
}, async ({ page }) => {
  await withoutIdleWork(page);
  const entries = requestsTo(page, packagesEntry);
  await page.goto(routes.home.path);
  await expectPageHeading(page, pages.home.heading);
  await page.waitForLoadState('networkidle');
  expect(entries, 'nothing fetched before the hover').toEqual([]);

  const link = page.locator(`main a[href="${routes.packages.path}"]`).first();
  await link.hover();
  await expect.poll(() => entries.length).toBe(1);
  await page.waitForLoadState('networkidle');
  // The hover also brought the landing page to life (decision 069). A click before its region has
  // hydrated follows the server's plain link, a full page load that fetches everything again; a CI
  // run on a loaded machine clicked in that moment.
  await expectLive(link);

  await link.click();
  await expectPageHeading(page, pages.packages.heading);
  await page.waitForLoadState('networkidle');
  expect(entries).toHaveLength(1);
});

test('focusing a link with the keyboard preloads its slice too', { tag: '@shell' }, async ({ page }) => {
  await withoutIdleWork(page);
  const entries = requestsTo(page, /\/remotes\/info\/remoteEntry\.js/);
  await page.goto(routes.packages.path);
  await expectPageHeading(page, pages.packages.heading);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).focus();
  await expect.poll(() => entries.length).toBe(1);
});

test('when the browser is idle, the slices behind the page’s links are preloaded', { tag: '@shell' }, async ({
  page,
}) => {
  const entries = requestsTo(page, /\/remotes\/(packages|info)\/remoteEntry\.js/);
  await page.goto(routes.home.path);
  await expectPageHeading(page, pages.home.heading);
  await expect.poll(() => new Set(entries.map((u) => new URL(u).pathname)).size, { timeout: 20_000 }).toBe(2);
});

test('the landing page’s own code is fetched once: its idle load is not prefetched beside it', {
  tag: '@shell',
}, async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (r) => {
    if (/\/remotes\/marketing\/.*\.js$/.test(r.url())) requested.push(new URL(r.url()).pathname);
  });
  await page.goto(routes.home.path);
  await expectPageHeading(page, pages.home.heading);
  // Idle: the page's own code has loaded, and the other slices have been prefetched.
  await expect.poll(() => requested.length, { timeout: 20_000 }).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  expect(requested.filter((path, i) => requested.indexOf(path) !== i)).toEqual([]);
});

test("the current route's slice is requested while the shell is still booting", { tag: '@shell' }, async ({
  page,
}) => {
  // The remote's entry must be asked for in parallel with the shell's own main module (the
  // prerendered page and the early script both list it), not by the shell's code once it has arrived
  // and run. The main module is held for a second, so the order does not depend on how fast
  // localhost answers.
  const order: string[] = [];
  await page.route(shellMainModule, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    order.push('shell main module released');
    await route.continue();
  });
  page.on('request', (r) => {
    if (/\/remotes\/info\/remoteEntry\.js$/.test(r.url())) order.push('remote entry requested');
  });
  await page.goto(routes.privacyPolicy.path);
  await expectPageHeading(page, pages.privacyPolicy.heading);
  await expect.poll(() => order.length).toBeGreaterThanOrEqual(2);
  expect(order.slice(0, 2)).toEqual(['remote entry requested', 'shell main module released']);
});

test('one federation runtime and one React are downloaded, by the shell', { tag: '@shell' }, async ({
  page,
}) => {
  const bodies: Promise<{ url: string; body: string }>[] = [];
  page.on('response', (r) => {
    if (/\.js(\?|$)/.test(r.url()))
      bodies.push(
        r.text().then(
          (body) => ({ url: r.url(), body }),
          () => ({ url: r.url(), body: '' }),
        ),
      );
  });
  await page.goto(routes.packages.path);
  await expectPageHeading(page, pages.packages.heading);
  // A page of two other slices, reached the way a visitor does (no full reload).
  await page.getByRole('contentinfo').getByRole('link', { name: 'Home', exact: true }).click();
  await expectPageHeading(page, pages.home.heading);
  await page.waitForLoadState('networkidle');
  const files = await Promise.all(bodies);
  const fromRemotes = files.filter((f) => /\/remotes\//.test(f.url));
  expect(new Set(fromRemotes.map((f) => new URL(f.url).pathname.split('/')[2])).size).toBeGreaterThanOrEqual(
    3,
  );
  const holding = (text: string) => [
    ...new Set(files.filter((f) => f.body.includes(text)).map((f) => new URL(f.url).pathname)),
  ];
  const runtime = holding('Federation Runtime ]');
  expect(runtime, 'the federation runtime: one file, from the shell').toHaveLength(1);
  expect(runtime[0]).not.toMatch(/^\/remotes\//);
  // React DOM's production build links its error decoder: one copy, from the shell.
  const reactDom = holding('react.dev/errors');
  expect(
    reactDom.filter((path) => path.startsWith('/remotes/')),
    'React copies in remotes',
  ).toEqual([]);
});
