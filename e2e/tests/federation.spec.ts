import { localizedPath } from '@chardham/shared/i18n';
import { routeList, routes, type SliceName } from '@chardham/shared/routes';
import { expect, expectPageHeading, test } from '../support/fixtures';
import {
  holdSliceCode,
  pages,
  reachLive,
  shellMainModule,
  shellWaitingForSlices,
  sliceFiles,
  tagOfPath,
  withoutIdleWork,
} from '../support/site';

// Routing is shared as the @chardham/shared/router facade (docs/decisions/060-router-facade.md).
const singletons = ['react', 'react-dom', 'react-dom/client', '@chardham/shared/router'];

test('one React, React DOM and router serve the shell and every remote', { tag: '@shell' }, async ({
  page,
}) => {
  const remoteCopies: string[] = [];
  page.on('request', (request) => {
    if (/\/remotes\/.*prebuild__react/.test(request.url())) remoteCopies.push(request.url());
  });
  await page.goto(routes.packages.path);
  await expectPageHeading(page, /^All Packages$/);
  // The package list embeds the enquiry form, which comes to life when the visitor reaches it:
  // two remotes besides the shell are live then.
  await page.getByRole('button', { name: /Send Enquiry/ }).scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          'mfe_enquiry' in
          (globalThis as unknown as { __FEDERATION__: { __SHARE__: object } }).__FEDERATION__.__SHARE__,
      ),
    )
    .toBe(true);

  const providers = await page.evaluate((names) => {
    type Share = Record<string, Record<string, Record<string, Record<string, { from: string }>>>>;
    const share = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Share } }).__FEDERATION__
      .__SHARE__;
    const seen: Record<string, string[]> = {};
    for (const [container, scopes] of Object.entries(share)) {
      for (const name of names) {
        for (const info of Object.values(scopes.default?.[name] ?? {})) {
          seen[container] = [...(seen[container] ?? []), `${name} from ${info.from}`];
        }
      }
    }
    return seen;
  }, singletons);

  // Idle preloading may have started other slices too: each of them must use the shell's copies.
  expect(Object.keys(providers)).toEqual(expect.arrayContaining(['mfe_enquiry', 'mfe_packages', 'shell']));
  for (const list of Object.values(providers)) {
    expect(list).toEqual(singletons.map((name) => `${name} from shell`));
  }
  expect(remoteCopies, 'remotes must not download their own React').toEqual([]);
});

// Each remote's build keeps a fallback copy of the facade, with react-router inside, for a page
// where no one provides it. Under the shell no remote may download its copy, even for the shared
// form parts and head hook, which the federation plugin would keep local (shared-facade-imports.ts).
// The text is one of react-router's own errors, kept in the production build.
const reactRouterCode = 'A history only accepts one active listener';
const routerCopyPages = [
  ...routeList.map((route) => pages[route.id].url),
  ...routeList.map((route) => localizedPath(pages[route.id].url, 'hi')),
];
for (const path of routerCopyPages) {
  test(`${path} runs one copy of react-router, the shell's, once every region is live`, {
    tag: tagOfPath(path),
  }, async ({ page }) => {
    const copies: Promise<string | null>[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith('.js'))
        copies.push(
          response
            .text()
            .then((code) => (code.includes(reactRouterCode) ? url.pathname : null))
            .catch(() => null),
        );
    });
    await page.goto(path);
    await reachLive(page);
    const found = (await Promise.all(copies)).filter((copy) => copy !== null);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(shellMainModule);
  });
}

const sliceRoutes: { slice: SliceName; url: string; footerLink: string; otherHeading: RegExp }[] = [
  {
    slice: 'marketing',
    url: pages.home.url,
    footerLink: 'Customer Support',
    otherHeading: pages.customerSupport.heading,
  },
  {
    slice: 'packages',
    url: pages.packages.url,
    footerLink: 'Become Partner',
    otherHeading: pages.becomePartner.heading,
  },
  { slice: 'info', url: pages.customerSupport.url, footerLink: 'Home', otherHeading: pages.home.heading },
];

for (const { slice, url, footerLink, otherHeading } of sliceRoutes) {
  test(`with the ${slice} slice down, its fallback shows and the rest of the site works`, {
    tag: '@shell',
  }, async ({ page, consoleErrors }) => {
    await page.route(sliceFiles(slice), (route) => route.abort('connectionrefused'));
    await page.goto(url);
    // The landing page asks for its code only when the visitor reaches for it (decision 083).
    if (slice === 'marketing') await page.mouse.wheel(0, 300);
    const fallback = page.locator(`[data-slice-fallback="${slice}"]`);
    await expect(fallback).toBeVisible();
    await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: footerLink, exact: true }).click();
    await expectPageHeading(page, otherHeading);
    await expect(page.locator('[data-slice-fallback]')).toHaveCount(0);
    consoleErrors.length = 0; // the refused requests are logged by the browser
  });
}

test('with the enquiry slice down, the page that embeds it still renders', { tag: '@shell' }, async ({
  page,
  consoleErrors,
}) => {
  await page.route(sliceFiles('enquiry'), (route) => route.abort('connectionrefused'));
  await page.goto(routes.packages.path);
  await expectPageHeading(page, /^All Packages$/);
  // The form at the bottom is loaded when the visitor reaches it: then its fallback takes its place.
  await page.getByRole('button', { name: /Send Enquiry/ }).scrollIntoViewIfNeeded();
  await expect(page.locator('[data-slice-fallback="enquiry"]')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  consoleErrors.length = 0;
});

test('Retry loads a slice that has come back, without a page reload', { tag: '@shell' }, async ({
  page,
  consoleErrors,
}) => {
  // The slice is down until its first Retry has failed, then back. While it is down, its files are
  // refused once `refuse` lets them go: the first Retry's request is held, so its "Retrying…" is
  // seen, and the slice comes back only after that Retry has failed. (Exact names: "Retrying…"
  // contains "Retry", and a click on it would wait for a button the first Retry may have removed.)
  let down = true;
  let refuse = Promise.resolve();
  await page.route(sliceFiles('info'), async (route) => {
    if (!down) return route.fallback();
    await refuse;
    return route.abort('connectionrefused');
  });
  await page.goto(routes.privacyPolicy.path);
  const fallback = page.locator('[data-slice-fallback="info"]');
  const retry = fallback.getByRole('button', { name: 'Retry', exact: true });
  const retrying = fallback.getByRole('button', { name: 'Retrying…', exact: true });
  await expect(fallback).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  let letGo = () => {};
  refuse = new Promise<void>((resolve) => {
    letGo = resolve;
  });
  // Every step has its own budget: a button that never comes back fails here, not at the test's end.
  await retry.click({ timeout: 15_000 });
  await expect(retrying, 'the first Retry says it is retrying, and cannot be pressed twice').toBeDisabled();
  letGo();
  await expect(retry, 'the first Retry, with the slice still down, ends in the fallback').toBeEnabled();
  await expect(fallback).toBeVisible();
  down = false;
  await retry.click({ timeout: 15_000 });
  await expectPageHeading(page, pages.privacyPolicy.heading);
  await expect(fallback).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
  consoleErrors.length = 0;
});

test('a slice that does not answer within a few seconds gets its fallback', { tag: '@shell' }, async ({
  page,
}) => {
  await withoutIdleWork(page);
  await page.goto(routes.home.path);
  await expectPageHeading(page, pages.home.heading);
  // From now on requests to the slice hang; the shell gives up on its own timer.
  await page.route(sliceFiles('info'), () => {});
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms & Conditions' }).click();
  await expect(page.locator('[data-slice-loading="info"]')).toBeVisible();
  await expect(page.locator('[data-slice-fallback="info"]')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test("a server page whose slice's code is late keeps its HTML, and comes to life when the code does", {
  tag: '@packages',
}, async ({ page }) => {
  const release = await holdSliceCode(page, 'packages');
  await page.clock.install();
  // 'commit': the fixture would otherwise wait for the app before handing the page back.
  await page.goto('/package/complete-chardham', { waitUntil: 'commit' });
  const tab = page.getByRole('tab', { name: 'Itinerary' });
  await expect(tab).toBeVisible();
  await shellWaitingForSlices(page);
  // Past the shell's budget for a slice (8 s): the page the visitor is reading stays.
  await page.clock.runFor(10_000);
  await expect(page.locator('[data-slice-fallback]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  release();
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
  await tab.press('Enter');
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Itinerary' })).toBeVisible();
  await expect(page.locator('[data-slice-fallback]')).toHaveCount(0);
});

test('a slice that throws while rendering stays inside its region', { tag: '@shell' }, async ({
  page,
  consoleErrors,
}) => {
  await page.route('**/remotes/info/assets/customer-support-*.js', async (route) => {
    const response = await route.fetch();
    const source = await response.text();
    // Keep the module's shape but make its page component throw.
    const broken = source.replace(
      /export\s*\{/,
      'const __boom = () => { throw new Error("boom"); };\nexport { __boom as default, ',
    );
    await route.fulfill({ response, body: broken.includes('__boom as default') ? broken : source });
  });
  await page.goto(routes.customerSupport.path);
  await expect(page.locator('[data-slice-fallback="info"]')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  consoleErrors.length = 0; // React reports the thrown error
});
