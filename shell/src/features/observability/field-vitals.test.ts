import { mockServer } from '@chardham/shared/testing/server';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureBeacons } from '../../testing/reports';

// web-vitals as a browser runs it with reportAllChanges off: FCP and TTFB are known at once, LCP,
// CLS and INP are final when the page is hidden (its listeners are on the window, capturing).
const measured = { LCP: 2130.4, INP: 88, CLS: 0.042, FCP: 1210.2, TTFB: 180.6 };
const onHidden: (() => void)[] = [];
/** How many of web-vitals' measurements this page view started. */
let measuring = 0;
vi.mock('web-vitals', () => {
  const final = (name: 'LCP' | 'INP' | 'CLS') => (report: (metric: object) => void) => {
    measuring += 1;
    onHidden.push(() => report({ name, value: measured[name] }));
  };
  const known = (name: 'FCP' | 'TTFB') => (report: (metric: object) => void) => {
    measuring += 1;
    report({ name, value: measured[name] });
  };
  return {
    onLCP: final('LCP'),
    onINP: final('INP'),
    onCLS: final('CLS'),
    onFCP: known('FCP'),
    onTTFB: known('TTFB'),
  };
});
addEventListener(
  'visibilitychange',
  () => {
    if (document.visibilityState === 'hidden') for (const report of onHidden.splice(0)) report();
  },
  true,
);

let visibility: DocumentVisibilityState = 'visible';
/** The visitor switches tabs (or locks the phone): the page is hidden, then maybe shown again. */
const setVisibility = (state: DocumentVisibilityState) => {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
};
let configReads = 0;
const serveSample = (reportSample?: unknown) =>
  mockServer.use(
    http.get('*/runtime-config.json', () => {
      configReads += 1;
      return HttpResponse.json({ supabaseUrl: null, supabaseAnonKey: null, reportSample });
    }),
  );

let capture: ReturnType<typeof captureBeacons>;
const sent = async () => (await capture.beacons()).map((beacon) => beacon.report);

beforeEach(() => {
  // A new page view: its settings read anew, nothing measured yet.
  vi.resetModules();
  measuring = 0;
  configReads = 0;
  onHidden.length = 0;
  capture = captureBeacons();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  history.replaceState(null, '', '/hi/package/kedarnath-trek');
});

afterEach(() => {
  vi.unstubAllGlobals();
  capture.restore();
});

describe('field vitals', () => {
  it('sends the page view’s five vitals in one report, once, when the page is first hidden', async () => {
    serveSample(0.25);
    const { measureIfSampled } = await import('./load-field-vitals');
    await measureIfSampled(() => 0.2);
    setVisibility('visible');
    expect(await sent()).toEqual([]);

    setVisibility('hidden');
    setVisibility('visible');
    setVisibility('hidden');
    dispatchEvent(new Event('pagehide'));
    const reports = await sent();
    expect(reports).toEqual([
      {
        route: '/hi/package/:id',
        lang: 'hi',
        releases: { marketing: 'unknown', packages: 'unknown', enquiry: 'unknown', info: 'unknown' },
        failures: [],
        vitals: expect.any(Array),
      },
    ]);
    expect(reports[0]?.vitals.toSorted((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: 'CLS', value: 0.042 },
      { name: 'FCP', value: 1210.2 },
      { name: 'INP', value: 88 },
      { name: 'LCP', value: 2130.4 },
      { name: 'TTFB', value: 180.6 },
    ]);
  });

  it('waits, on a page being left, for the hidden state that follows pagehide: LCP is final only then', async () => {
    serveSample(1);
    const { measureIfSampled } = await import('./load-field-vitals');
    await measureIfSampled(() => 0);
    // A document being unloaded fires pagehide first, then visibilitychange (HTML, "unload a document").
    dispatchEvent(new Event('pagehide'));
    expect(await sent()).toEqual([]);
    setVisibility('hidden');
    const reports = await sent();
    expect(reports).toHaveLength(1);
    expect(reports[0]?.vitals.map((v: { name: string }) => v.name).sort()).toEqual([
      'CLS',
      'FCP',
      'INP',
      'LCP',
      'TTFB',
    ]);
  });

  it('is counted under the page that was loaded, after the visitor has moved on in the app', async () => {
    serveSample(1);
    const { measureIfSampled } = await import('./load-field-vitals');
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { name: `${location.origin}/packages?duration=9-10` } as PerformanceEntry,
    ]);
    await measureIfSampled(() => 0.5);
    setVisibility('hidden');
    expect((await sent()).map(({ route, lang }) => ({ route, lang }))).toEqual([
      { route: '/packages', lang: 'en' },
    ]);
  });

  it('measures nothing, and sends nothing, for a page view outside the sample', async () => {
    serveSample(0.25);
    const { measureIfSampled } = await import('./load-field-vitals');
    // The draw is as likely as the share: 0.25 is the first value outside a share of 0.25.
    await measureIfSampled(() => 0.25);
    const { forgetRuntimeConfig } = await import('@chardham/shared/supabase/runtime-config');
    forgetRuntimeConfig();
    serveSample(0);
    await measureIfSampled(() => 0);
    setVisibility('hidden');
    dispatchEvent(new Event('pagehide'));
    expect(await sent()).toEqual([]);
    expect(measuring).toBe(0);
  });

  it('samples every page view when the server names no share, and none when it cannot be read', async () => {
    serveSample(undefined);
    const { measureIfSampled } = await import('./load-field-vitals');
    await measureIfSampled(() => 0.999);
    setVisibility('hidden');
    expect(await sent()).toHaveLength(1);

    vi.resetModules();
    setVisibility('visible');
    mockServer.use(http.get('*/runtime-config.json', () => new HttpResponse(null, { status: 503 })));
    const again = await import('./load-field-vitals');
    await expect(again.measureIfSampled(() => 0)).rejects.toThrow(/503/);
    setVisibility('hidden');
    expect(await sent()).toHaveLength(1);
  });

  it('waits for the browser to be idle once the page is live, and measures a page view once', async () => {
    serveSample(1);
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const { loadFieldVitalsWhenIdle } = await import('./load-field-vitals');
    loadFieldVitalsWhenIdle();
    loadFieldVitalsWhenIdle();
    expect(configReads).toBe(0);
    for (const callback of idle.splice(0)) callback();
    await vi.waitFor(() => expect(measuring).toBe(5));
    setVisibility('hidden');
    expect(await sent()).toHaveLength(1);
    expect(configReads).toBe(1);
  });
});
