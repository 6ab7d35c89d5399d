import { siteReport } from '@chardham/platform/reports';
import { reportHandler } from '@chardham/shared/testing';
import { mockServer } from '@chardham/shared/testing/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureBeacons } from '../../testing/reports';

// The page as the server composed it: info served from its per-release folder, the others from the
// plain layout (their release is their manifest's build id, once the registry has read it).
const inline = document.createElement('script');
inline.id = 'remotes-document';
inline.type = 'application/json';
inline.textContent = JSON.stringify({
  remotes: {
    marketing: { entry: '/remotes/marketing/remoteEntry.js' },
    packages: { entry: '/remotes/packages/remoteEntry.js' },
    enquiry: { entry: '/remotes/enquiry/remoteEntry.js' },
    info: { entry: '/releases/info/v2/remoteEntry.js' },
  },
});
document.body.append(inline);

const { reportFailure, reportContext, sendReport } = await import('./report');
const { noteManifest } = await import('./releases');
noteManifest('packages', { buildInfo: { buildId: '20260511T0930-b41' } });

const releases = { marketing: 'unknown', packages: '20260511T0930-b41', enquiry: 'unknown', info: 'v2' };

let capture: ReturnType<typeof captureBeacons>;

beforeEach(() => {
  capture = captureBeacons();
  vi.useFakeTimers();
  history.replaceState(null, '', '/');
});

afterEach(() => {
  // Nothing is left queued for the next test.
  dispatchEvent(new Event('pagehide'));
  vi.useRealTimers();
  capture.restore();
});

describe('reportFailure', () => {
  it('sends the failures met within a second as one JSON beacon to /report, counted by route pattern', async () => {
    history.replaceState(null, '', '/package/char-dham-yatra?from=home');
    reportFailure({ slice: 'info', kind: 'entry-error' });
    reportFailure({ slice: 'info', kind: 'fallback', reason: 'load' });
    await vi.advanceTimersByTimeAsync(999);
    expect(await capture.beacons()).toEqual([]);

    await vi.advanceTimersByTimeAsync(1);
    const [beacon, ...more] = await capture.beacons();
    expect(more).toEqual([]);
    expect(beacon?.url).toBe(`${location.origin}/report`);
    expect(beacon?.type).toBe('application/json');
    expect(beacon?.report).toEqual({
      route: '/package/:id',
      lang: 'en',
      releases,
      failures: [
        { slice: 'info', release: 'v2', kind: 'entry-error' },
        { slice: 'info', release: 'v2', kind: 'fallback', reason: 'load' },
      ],
      vitals: [],
    });
  });

  it('names Hindi pages and unknown paths by their label, one report per route', async () => {
    history.replaceState(null, '', '/hi/packages');
    reportFailure({ slice: 'packages', kind: 'chunk-error' });
    // An in-app navigation: the next failure is counted where the visitor is now.
    history.replaceState(null, '', '/no-such-page');
    reportFailure({ slice: 'shell', kind: 'render-error' });

    expect(await capture.leave()).toEqual([
      {
        route: '/hi/packages',
        lang: 'hi',
        releases,
        failures: [{ slice: 'packages', release: '20260511T0930-b41', kind: 'chunk-error' }],
        vitals: [],
      },
      {
        route: 'not-found',
        lang: 'en',
        releases,
        failures: [{ slice: 'shell', release: 'unknown', kind: 'render-error' }],
        vitals: [],
      },
    ]);
  });

  it('sends what it holds when the page is hidden, without waiting for the batch', async () => {
    reportFailure({ slice: 'enquiry', kind: 'hydration-error' });
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    visibility.mockRestore();
    expect((await capture.beacons()).map((b) => b.report.failures)).toEqual([
      [{ slice: 'enquiry', release: 'unknown', kind: 'hydration-error' }],
    ]);
  });

  it('never puts more than 20 failures in a report (the server refuses more)', async () => {
    for (let i = 0; i < 25; i++) reportFailure({ slice: 'marketing', kind: 'retry-failed' });
    expect((await capture.beacons()).map((b) => b.report.failures.length)).toEqual([20]);
    await vi.advanceTimersByTimeAsync(1000);
    expect((await capture.beacons()).map((b) => b.report.failures.length)).toEqual([20, 5]);
  });

  it('posts with fetch (keepalive) where the browser has no sendBeacon, and never throws', async () => {
    capture.restore();
    const received: unknown[] = [];
    mockServer.use(reportHandler(received));
    reportFailure({ slice: 'packages', kind: 'timeout' });
    dispatchEvent(new Event('pagehide'));
    await vi.waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]).toEqual({
      route: '/',
      lang: 'en',
      releases,
      failures: [{ slice: 'packages', release: '20260511T0930-b41', kind: 'timeout' }],
      vitals: [],
    });

    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: () => {
        throw new TypeError('Beacons are switched off');
      },
    });
    expect(() => {
      reportFailure({ slice: 'packages', kind: 'timeout' });
      dispatchEvent(new Event('pagehide'));
    }).not.toThrow();
  });

  it('sends what the server’s schema takes, failures and vitals alike', async () => {
    history.replaceState(null, '', '/hi/');
    reportFailure({ slice: 'marketing', kind: 'fallback', reason: 'skew' });
    reportFailure({ slice: 'shell', kind: 'hydration-error' });
    sendReport(reportContext('/customer-support'), [], [{ name: 'CLS', value: 0.1 }]);
    const reports = await capture.leave();
    expect(reports.map((report) => [report.route, siteReport.safeParse(report).success])).toEqual([
      ['/customer-support', true],
      ['/hi/', true],
    ]);
  });
});
