import { href } from '@chardham/shared/routes';
import { expect, test } from '../support/fixtures';
import { tagOfPath } from '../support/site';

/**
 * A page is laid out once before its first paint, even when its stylesheets arrive after its HTML
 * (a slow connection). Parsed before them, a page with form fields was laid out unstyled at the
 * wrong width (the browser's autofill measures fields as the document finishes) and again once
 * styled: two full layouts, 100-250 ms each on a slow phone, before anything showed
 * (docs/decisions/089-one-layout-before-the-first-paint.md).
 */
const paths = [href.home(), '/hi/packages', href.packageDetail('complete-chardham'), href.customerSupport()];

type TraceEvent = {
  name: string;
  ts: number;
  args?: { beginData?: { dirtyObjects?: number; totalObjects?: number } };
};

for (const path of paths) {
  test(`${path}: one full layout before the first paint when the stylesheets are slow`, {
    tag: tagOfPath(path),
  }, async ({ browser, page }) => {
    await page.route('**/*.css', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await browser.startTracing(page, { categories: ['devtools.timeline', 'loading'] });
    await page.goto(path);
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: TraceEvent[];
    };
    const painted = traceEvents.find((e) => e.name === 'firstContentfulPaint')?.ts;
    expect(painted, 'the trace has the first paint').toBeDefined();
    // A full layout: most of the page's boxes laid out (an SVG picture's own document has a few).
    const full = traceEvents.filter((e) => {
      const data = e.args?.beginData;
      return (
        e.name === 'Layout' &&
        e.ts < (painted ?? 0) &&
        (data?.totalObjects ?? 0) >= 100 &&
        (data?.dirtyObjects ?? 0) >= (data?.totalObjects ?? 0) / 2
      );
    });
    expect(full.length, 'full layouts before the first paint').toBeLessThanOrEqual(1);
  });
}
