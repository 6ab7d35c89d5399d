// What browsers report to /report, as the shell sends it and the server checks it
// (platform/src/observability/reports.mjs holds the schema; docs/observability.md says what each kind means).

import { localeOfPath, localizedPath, withoutLocale } from '../i18n/index.mjs';
import { findRoute } from '../routes/match.mjs';

export const REPORT_PATH = '/report';
/**
 * The Server-Timing entry that carries a page view's token while a canary runs
 * (platform/src/canary/view-tokens.mjs): the page's reports send it back.
 */
export const VIEW_TOKEN_TIMING = 'canary';
/** A report is a page view's few events: anything larger is refused. */
export const MAX_REPORT_BYTES = 8 * 1024;
/** The most failures one report may carry. */
export const MAX_FAILURES = 20;
/** The largest timing a report may carry (10 minutes, in ms): anything larger is not a page view's. */
export const MAX_VITAL_MS = 600_000;

/** What can go wrong with a slice in a visitor's browser. */
export const failureKinds = /** @type {const} */ ([
  // Its remoteEntry.js (or its manifest) did not load.
  'entry-error',
  // One of its chunks did not load.
  'chunk-error',
  // It did not answer within the shell's budget.
  'timeout',
  // Its build was made against other React or router majors than the shell's: refused.
  'skew',
  // It threw while rendering: its error boundary caught it.
  'render-error',
  // The visitor was shown its fallback (the reason says why).
  'fallback',
  // The visitor pressed Retry, and the slice then rendered, or not.
  'retry-ok',
  'retry-failed',
  // React could not hydrate the server's HTML and rendered the region again (onRecoverableError).
  'hydration-error',
]);

/** Why a fallback was shown: the failure before it. */
export const fallbackReasons = /** @type {const} */ (['load', 'timeout', 'skew', 'render']);

/** The field measurements of a page view (web-vitals), in milliseconds (CLS has no unit). */
export const vitalNames = /** @type {const} */ (['LCP', 'INP', 'CLS', 'FCP', 'TTFB']);

/** The route label of a page that matches no route (the not-found page). */
export const NOT_FOUND_ROUTE = 'not-found';

/**
 * The route a path is counted under: its pattern (`/package/:id`), under `/hi` for a Hindi page
 * (`/hi/package/:id`, `/hi/`), or `not-found`. Never the URL itself: a label names a route, not a
 * visitor's path.
 * @param {readonly string[]} patterns
 * @param {string} pathname
 * @returns {string}
 */
export function routeLabel(patterns, pathname) {
  const found = findRoute(
    patterns.map((path) => ({ path })),
    withoutLocale(pathname),
  );
  return found ? localizedPath(found.route.path, localeOfPath(pathname)) : NOT_FOUND_ROUTE;
}
