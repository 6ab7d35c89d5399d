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

/**
 * A busy phone's parser yields part-way through a page, and the browser painted what it had parsed:
 * a header whose menu was not there yet, which the rest of the markup then moved (CI measured a
 * layout shift of 0.094 on a Hindi page). Every page's first paint now waits until its markup is
 * parsed to its end (docs/decisions/106-first-paint-after-the-whole-markup.md). With the CPU slowed
 * six times, first paint came before the end of parsing in 19 of 24 loads without it.
 */
for (const path of ['/hi/customer-support', href.home()]) {
  test(`${path}: nothing is painted before the page's markup is parsed to its end, on a slow phone`, {
    tag: tagOfPath(path),
  }, async ({ page }) => {
    // When the last element of the page's markup (the empty marker after #root) is in the document:
    // a mutation callback runs before the browser may paint again.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.getElementById('page-parsed')) return;
        (window as unknown as { parsedAt: number }).parsedAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.goto(path);
    await page.waitForFunction(() => performance.getEntriesByName('first-paint').length > 0);
    const { painted, parsed } = await page.evaluate(() => ({
      painted: performance.getEntriesByName('first-paint')[0]?.startTime ?? 0,
      parsed: (window as unknown as { parsedAt?: number }).parsedAt ?? Number.POSITIVE_INFINITY,
    }));
    expect(painted, `first paint at ${painted} ms, markup parsed at ${parsed} ms`).toBeGreaterThanOrEqual(
      parsed,
    );
  });
}
