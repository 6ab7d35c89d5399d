import { packages } from '@chardham/shared/content/packages';
import { localizedPath } from '@chardham/shared/i18n';
import { href, routeList } from '@chardham/shared/routes';
import { expect, test } from '../support/fixtures';
import { tagOfPath } from '../support/site';

// Every page is hydrated from its server HTML, region by region, with not one mismatch: React reports
// a mismatch as a recoverable error, which the app logs as a warning (main.tsx, remote-region.tsx).
// In both languages: a Hindi page's regions hydrate with their slice's Hindi words.
const englishPaths = [
  ...routeList.filter((r) => !r.path.includes(':')).map((r) => r.path),
  ...packages.map((p) => href.packageDetail(p.id)),
  '/package/no-such-package',
  '/no-such-page',
];
const paths = [...englishPaths, ...englishPaths.map((path) => localizedPath(path, 'hi'))];

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 } });

    for (const path of paths) {
      test(`${path} hydrates without a warning or an error`, { tag: tagOfPath(path) }, async ({ page }) => {
        const warnings: string[] = [];
        page.on('console', (message) => {
          const text = message.text();
          // Playwright's own notice where this project blocks service workers (the scroll below
          // starts the page's offline part, which registers one): not the page's warning.
          const harness = text === 'Service Worker registration blocked by Playwright';
          if (message.type() === 'warning' && !text.startsWith('404: no page at') && !harness) {
            warnings.push(text);
          }
        });
        await page.goto(path);
        // The regions further down hydrate when the visitor gets near them.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        // Every region of the server's HTML has hydrated: the early script holds none any more.
        await expect.poll(() => page.evaluate(() => globalThis.__chardhamEarly?.pending?.size)).toBe(0);
        await page.waitForLoadState('networkidle');
        expect(warnings).toEqual([]);
      });
    }
  });
}
