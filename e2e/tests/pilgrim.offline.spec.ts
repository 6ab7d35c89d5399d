/**
 * Issue 30: a phone that loses its signal after a visit. The service worker is allowed in this
 * project only (playwright.config.ts); each test starts with a fresh browser context.
 */
import AxeBuilder from '@axe-core/playwright';
import { siteConfig, whatsappHref } from '@chardham/shared/config';
import { packages } from '@chardham/shared/content/packages';
import { localizedPath } from '@chardham/shared/i18n';
import { href, routeList } from '@chardham/shared/routes';
import type { Request } from '@playwright/test';
import { expect, expectPageHeading, test } from '../support/fixtures';
import { cacheSizes, expectSavedOnPhone } from '../support/offline';
import { reachLive } from '../support/site';

const [phone] = siteConfig.contact.phones;

const offlineTitle = { en: 'No signal', hi: 'सिग्नल नहीं है' } as const;

test('pages read with signal come back without it; a page never read answers the offline page in its language', {
  tag: '@shell',
}, async ({ page, context }) => {
  test.setTimeout(120_000);
  const visited = [
    { path: '/', heading: /Chardham/ },
    { path: '/package/complete-chardham', heading: /Chardham/ },
    { path: '/hi/', heading: /चारधाम/ },
  ];
  for (const { path, heading } of visited) {
    await page.goto(path);
    await expectPageHeading(page, heading);
    await expectSavedOnPhone(page, path);
  }

  await context.setOffline(true);
  for (const { path, heading } of visited) {
    await page.goto(path);
    await expectPageHeading(page, heading);
  }
  for (const [path, locale, saved] of [
    ['/terms-conditions', 'en', ['/', '/package/complete-chardham']],
    ['/hi/privacy-policy', 'hi', ['/hi/']],
  ] as const) {
    await page.goto(path);
    await expectPageHeading(page, offlineTitle[locale]);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    const main = page.getByRole('main');
    await expect(main.locator(`a[href="tel:${phone.e164}"]`)).toBeVisible();
    await expect(main.locator(`a[href="${whatsappHref(locale)}"]`)).toBeVisible();
    const listed = await main
      .locator('[data-saved-pages] a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(listed.sort()).toEqual([...saved].sort());
  }
});

for (const [path, lang, start] of [
  ['/packages', 'en-IN', '/'],
  ['/hi/packages', 'hi-IN', '/hi/'],
] as const) {
  test(`${path} links its language's web app manifest once painted, and its icons load`, {
    tag: '@shell',
  }, async ({ page, request }) => {
    await page.goto(path);
    // Not in the HTML: the early script links it at the first paint (decision 080).
    const link = page.locator('head link[rel="manifest"]');
    await expect(link).toHaveCount(1);
    const manifest = await (await request.get((await link.getAttribute('href')) ?? '')).json();
    expect(manifest).toMatchObject({ lang, start_url: start, scope: '/', display: 'standalone' });
    const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
  });
}

for (const locale of ['en', 'hi'] as const) {
  test(`axe finds no WCAG 2.x A or AA violation on the offline page (${locale})`, { tag: '@shell' }, async ({
    page,
    context,
  }) => {
    const home = locale === 'hi' ? '/hi/' : '/';
    await page.goto(home);
    await expectSavedOnPhone(page, home);
    await context.setOffline(true);
    await page.goto(locale === 'hi' ? '/hi/customer-support' : '/customer-support');
    await expectPageHeading(page, offlineTitle[locale]);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' '))}`)).toEqual([]);
  });
}

for (const locale of ['en', 'hi'] as const) {
  test(`a repeat visit of the home page fetches no JavaScript or CSS over the network (${locale})`, {
    tag: '@marketing',
  }, async ({ page, context }) => {
    const home = locale === 'hi' ? '/hi/' : '/';
    await page.goto(home);
    await expectSavedOnPhone(page, home);
    // Leaving the page, the worker keeps what it loaded late (its lazy chunks) and asks whether
    // its slices have a new release: that is done before the visitor comes back.
    let lastWorkerRequest = Date.now();
    context.on('request', (request) => {
      if (request.serviceWorker()) lastWorkerRequest = Date.now();
    });
    // Left as a visitor leaves it. (Playwright's own goto to about:blank, with a worker in the
    // context, returned only 30 s after the blank page had loaded.)
    await Promise.all([
      page.waitForURL('about:blank'),
      page.evaluate(() => window.location.assign('about:blank')),
    ]);
    await expect.poll(() => Date.now() - lastWorkerRequest, { timeout: 20_000 }).toBeGreaterThan(2_000);

    const code = (url: string) => /\.(?:js|css)(?:\?|$)/.test(url);
    const notFromWorker: string[] = [];
    const workerFetches: Request[] = [];
    context.on('request', (request) => {
      if (request.serviceWorker() && code(request.url())) workerFetches.push(request);
    });
    page.on('response', (response) => {
      if (code(response.url()) && !response.fromServiceWorker()) notFromWorker.push(response.url());
    });
    await page.goto(home);
    await reachLive(page);
    // Every script and stylesheet the page asked for, the worker answered.
    expect(notFromWorker).toEqual([]);
    // Nor did the worker fetch any: the page came back as saved, so its slices' entries are the
    // phone's too (the worker asks about new releases as the visitor leaves the page).
    expect(workerFetches.map((request) => request.url())).toEqual([]);
    const bytes = await page.evaluate(() =>
      [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].reduce(
        (sum, entry) => sum + (entry as PerformanceResourceTiming).transferSize,
        0,
      ),
    );
    test
      .info()
      .annotations.push({ type: 'repeat visit: bytes over the network', description: String(bytes) });
  });
}

test('after every page in both languages, the phone keeps them all within the bounds (30 pages, 25 MB)', {
  tag: '@shell',
}, async ({ page }) => {
  test.setTimeout(300_000);
  const ids = packages.map((p) => p.id);
  const paths = routeList.flatMap((route) =>
    route.path.includes(':') ? ids.map((id) => href.packageDetail(id)) : [route.path],
  );
  const all = [...paths, ...paths.map((path) => localizedPath(path, 'hi'))];
  for (const path of all) {
    await page.goto(path);
    await expectSavedOnPhone(page, path);
  }
  const sizes = await cacheSizes(page);
  test.info().annotations.push({ type: 'caches after every page', description: JSON.stringify(sizes) });
  expect(sizes.caches['chardham-pages']?.entries).toBe(Math.min(all.length, 30));
  expect(sizes.usage).toBeLessThanOrEqual(25 * 1024 * 1024);
});
