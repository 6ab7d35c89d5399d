// The fleet's counts of a canary run, from Prometheus: every server's canary_page_views_total and
// canary_failures_total under the run's id (docs/observability.md, decision 108).

import { noCounts } from '../canary/counts.mjs';
import { checkRelease } from '../releases/layout.mjs';

/**
 * The running canary's weighed clients and their failures on each side since it started, from every
 * server Prometheus scrapes (canary_page_views_total, canary_failures_total): `{ total, byJob }`,
 * summed over the fleet and by scrape job. The series carry the run's id, so a re-run of the same
 * release starts from nothing, and each server starts both sides at 0 when it sees the run: the
 * counters' values are the exact counts, with no extrapolation. The reference servers' counts (job
 * `chardham`) include the failures browsers reported with a page view's token; an nginx host's (job
 * `chardham-nginx-logs`, from its access log through mtail) only those of its fragments.
 */
export async function fleetCounts(prometheus, canary) {
  checkRelease(canary.slice, canary.release);
  if (!/^[\w-]+$/.test(canary.id ?? '')) throw new Error(`Not a canary id: ${canary.id}`);
  const total = noCounts();
  const byJob = {};
  for (const [metric, key] of [
    ['canary_page_views_total', 'views'],
    ['canary_failures_total', 'failures'],
  ]) {
    const query = `sum by (job, side) (${metric}{canary="${canary.id}", slice="${canary.slice}", release="${canary.release}"})`;
    const url = new URL('api/v1/query', prometheus.endsWith('/') ? prometheus : `${prometheus}/`);
    url.searchParams.set('query', query);
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    const body = await response.json().catch(() => null);
    if (body?.status !== 'success') throw new Error(`Prometheus answered ${response.status} to ${query}`);
    for (const { metric: labels, value } of body.data.result) {
      if (!total[labels.side]) continue;
      const count = Number(value[1]);
      if (!Number.isSafeInteger(count) || count < 0)
        throw new Error(`Prometheus gave ${metric} a count that is not a whole number: ${value[1]}`);
      byJob[labels.job] ??= noCounts();
      byJob[labels.job][labels.side][key] += count;
      total[labels.side][key] += count;
    }
  }
  return { total, byJob };
}
