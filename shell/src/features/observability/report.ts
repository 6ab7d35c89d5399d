/**
 * What visitors' browsers meet, sent to the server's /report (docs/observability.md): failures
 * as they happen, batched, and the field vitals once per page view (field-vitals.ts). It is in every
 * page's first load, so it holds only this; and it never throws: a lost report costs the visitor
 * nothing.
 */
import { localeOfPath } from '@chardham/shared/i18n';
import type { failureKinds, fallbackReasons, vitalNames } from '@chardham/shared/observability/reports';
import {
  MAX_FAILURES,
  REPORT_PATH,
  routeLabel,
  VIEW_TOKEN_TIMING,
} from '@chardham/shared/observability/reports';
import { routeList, type SliceName } from '@chardham/shared/routes';
import { pageReleases, releaseOf } from './releases';

export type FailureKind = (typeof failureKinds)[number];
export type FallbackReason = (typeof fallbackReasons)[number];

interface Failure {
  slice: SliceName | 'shell';
  kind: FailureKind;
  /** Why a fallback was shown; for `fallback` only. */
  reason?: FallbackReason;
}

/** Failures met together (a slice down, then its fallback) go in one report. */
const BATCH_MS = 1000;

const patterns = routeList.map((route) => route.path);

/** The route and language a report is counted under: a route's pattern, never the visitor's path. */
export function reportContext(pathname: string) {
  return { route: routeLabel(patterns, pathname), lang: localeOfPath(pathname) };
}

/**
 * The token the server gave this page view while a canary runs (in its Server-Timing, which only
 * this page reads): what lets this page's reports count toward the canary's decision.
 */
function viewToken(): string | undefined {
  try {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return (
      navigation?.serverTiming?.find((entry) => entry.name === VIEW_TOKEN_TIMING)?.description || undefined
    );
  } catch {
    return undefined;
  }
}

/** Sends one report; the browser keeps it going while the page unloads. */
export function sendReport(
  context: ReturnType<typeof reportContext>,
  failures: (Failure & { release: string })[],
  vitals: { name: (typeof vitalNames)[number]; value: number }[],
): void {
  try {
    const url = new URL(REPORT_PATH, location.href);
    const body = JSON.stringify({
      ...context,
      releases: pageReleases(),
      view: viewToken(),
      failures,
      vitals,
    });
    if (navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' }))) return;
    fetch(url, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
      keepalive: true,
    }).catch(() => {});
  } catch {
    // No report then: what the visitor is doing matters more.
  }
}

const queue: (Failure & { release: string })[] = [];
let queued: ReturnType<typeof reportContext> | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;

function flush(): void {
  clearTimeout(timer);
  timer = undefined;
  if (queued && queue.length) sendReport(queued, queue.splice(0), []);
}

/**
 * Reports what went wrong for a slice where the visitor is now (a navigation in the app changes the
 * route, not the page view). Every failure is sent: they are few, and each is an operator's signal.
 */
export function reportFailure({ slice, kind, reason }: Failure): void {
  try {
    const context = reportContext(location.pathname);
    // One report names one route: a failure on another page starts a batch of its own.
    if (queued && (queued.route !== context.route || queued.lang !== context.lang)) flush();
    queued = context;
    const release = releaseOf(slice);
    queue.push(reason ? { slice, release, kind, reason } : { slice, release, kind });
    if (queue.length >= MAX_FAILURES) flush();
    else timer ??= setTimeout(flush, BATCH_MS);
  } catch {
    // Reporting must never break the page it reports on.
  }
}

// A page that is being left (or hidden, which may be the last chance on a phone) sends what it holds.
// Not in the build's server render of the frames, which imports this module too.
if (typeof document !== 'undefined') {
  addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
}
