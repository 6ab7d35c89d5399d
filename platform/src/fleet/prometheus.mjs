// The fleet's counts of a canary, from Prometheus: every server's canary_page_views_total and
// canary_failures_total over the judge's window (docs/observability.md).

import { noCounts } from '../canary/counts.mjs';
import { checkRelease } from '../releases/layout.mjs';

/** The judge's window when none is set (CANARY_WINDOW_SECONDS). */
export const DEFAULT_JUDGE_WINDOW = 600;

/**
 * The running canary's page views and failures on each side over the judge's window, from every
 * server Prometheus scrapes (canary_page_views_total, canary_failures_total): `{ total, byJob }`,
 * summed over the fleet and by scrape job. The reference servers' counts (job `chardham`) include
 * the failures browsers reported with a page view's token; an nginx host's (job
 * `chardham-nginx-logs`, from its access log through mtail) only those of its fragments. Each
 * server starts both sides' series at 0 when it sees the canary, so increase() misses none.
 */
export async function fleetCounts(prometheus, canary, windowSeconds = DEFAULT_JUDGE_WINDOW) {
  checkRelease(canary.slice, canary.release);
  const total = noCounts();
  const byJob = {};
  for (const [metric, key] of [
    ['canary_page_views_total', 'views'],
    ['canary_failures_total', 'failures'],
  ]) {
    const query = `sum by (job, side) (increase(${metric}{slice="${canary.slice}", release="${canary.release}"}[${windowSeconds}s]))`;
    const url = new URL('api/v1/query', prometheus.endsWith('/') ? prometheus : `${prometheus}/`);
    url.searchParams.set('query', query);
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    const body = await response.json().catch(() => null);
    if (body?.status !== 'success') throw new Error(`Prometheus answered ${response.status} to ${query}`);
    for (const { metric: labels, value } of body.data.result) {
      if (!total[labels.side]) continue;
      // increase() extrapolates to the window's edges: whole page views are what the judge weighs.
      const count = Math.max(0, Math.round(Number(value[1])));
      byJob[labels.job] ??= noCounts();
      byJob[labels.job][labels.side][key] += count;
      total[labels.side][key] += count;
    }
  }
  return { total, byJob };
}
