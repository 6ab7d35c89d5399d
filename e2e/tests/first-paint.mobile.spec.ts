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
  args?: {
    frame?: string;
    beginData?: { dirtyObjects?: number; totalObjects?: number; frame?: string };
    data?: { frame?: string };
  };
};

/**
 * The page's full layouts before its first paint, in its own frame: the browser traces every
 * renderer, including pages of earlier tests still closing. A full layout lays out most of the
 * page's boxes (at least 100: the empty document the frame starts with has one, an SVG picture's
 * own document a few). The first paint is the frame's first after the page was laid out. The
 * trace's `firstContentfulPaint` event names the frame but is no measure of the time: it is
 * written when the frame is presented, 250-450 ms later on this machine's software compositor,
 * after layouts that followed the paint (a web font's arrival) and are none of this test's business.
 */
function fullLayoutsBeforeFirstPaint(events: TraceEvent[]) {
  const frame = events.find((e) => e.name === 'firstContentfulPaint')?.args?.frame;
  expect(frame, 'the trace has the first contentful paint').toBeDefined();
  const layouts = events.filter(
    (e) =>
      e.name === 'Layout' &&
      e.args?.beginData?.frame === frame &&
      (e.args?.beginData?.totalObjects ?? 0) >= 100,
  );
  const laidOut = Math.min(...layouts.map((e) => e.ts));
  const painted = Math.min(
    ...events
      .filter((e) => e.name === 'Paint' && e.args?.data?.frame === frame && e.ts > laidOut)
      .map((e) => e.ts),
  );
  expect(painted, 'the page was painted').toBeLessThan(Number.POSITIVE_INFINITY);
  return layouts.filter((e) => {
    const data = e.args?.beginData;
    return e.ts < painted && (data?.dirtyObjects ?? 0) >= (data?.totalObjects ?? 0) / 2;
  }).length;
}

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
    expect(fullLayoutsBeforeFirstPaint(traceEvents), 'full layouts before the first paint').toBe(1);
  });
}
