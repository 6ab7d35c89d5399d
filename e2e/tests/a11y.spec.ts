import AxeBuilder from '@axe-core/playwright';
import { localizedPath } from '@chardham/shared/i18n';
import { routeList } from '@chardham/shared/routes';
import { expect, expectPageHeading, test } from '../support/fixtures';
import { pages, tagOfPath } from '../support/site';

// Every WCAG 2.x A and AA rule of axe-core 4.14.
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const targets = [
  ...routeList.map((r) => ({ name: r.path, url: pages[r.id].url, heading: pages[r.id].heading })),
  { name: 'not found', url: '/no-such-page', heading: /^404$/ },
  // The Hindi edition: every route under /hi/, at both widths below (the phone project too).
  ...routeList.map((r) => ({
    name: localizedPath(pages[r.id].url, 'hi'),
    url: localizedPath(pages[r.id].url, 'hi'),
    heading: /./,
  })),
];

for (const target of targets) {
  test(`axe finds no WCAG 2.x A or AA violation on ${target.name}`, { tag: tagOfPath(target.url) }, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(target.url);
    await expectPageHeading(page, target.heading);
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).withTags(tags).analyze();
    const summary = results.violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
    expect(summary).toEqual([]);
  });
}
