// The canary's judge: given the page views and failures of both sides over the same window, is the
// canary worse than live beyond chance? Two one-sided exact tests, each at a small error rate, so
// that a canary as good as live is almost never aborted however long it runs, and one plainly
// broken is aborted after a handful of its page views (docs/decisions/096-canary-judge.md; the
// rates are measured by `npm run bench:canary`).

/** The judge's defaults. */
export const DEFAULT_JUDGE = {
  /** The chance of a test saying "worse" of a canary that is not, at one look. */
  alpha: 0.001,
  /** The comparison test: worse means failing on more than this many times live's share of pages… */
  ratio: 1.5,
  /** …and more than this many more (a point above live's rate). */
  margin: 0.01,
  /** The test alone: a failure rate no healthy release comes near, whatever live does. */
  ceiling: 0.05,
  /** No verdict before this many canary page views. */
  minCanaryViews: 5,
};

const lnFactorials = [0];
function lnFactorial(n) {
  for (let i = lnFactorials.length; i <= n; i++) lnFactorials[i] = lnFactorials[i - 1] + Math.log(i);
  return lnFactorials[n];
}

/** P(X ≥ k) for X ~ Binomial(n, p), summed exactly from k up (in logs: no overflow at any n). */
export function binomialUpperTail(k, n, p) {
  if (k <= 0) return 1;
  if (k > n) return 0;
  if (p <= 0) return 0;
  if (p >= 1) return 1;
  const lnP = Math.log(p);
  const lnQ = Math.log1p(-p);
  let sum = 0;
  for (let i = k; i <= n; i++) {
    const term = Math.exp(lnFactorial(n) - lnFactorial(i) - lnFactorial(n - i) + i * lnP + (n - i) * lnQ);
    sum += term;
    // Past the mode the terms only shrink: stop once they no longer add anything.
    if (i > n * p && term < sum * 1e-15) break;
  }
  return Math.min(1, sum);
}

const percent = (x) => `${(x * 100).toFixed(1)}%`;

/**
 * The verdict on a window's counts ({ canary: { views, failures }, live: { views, failures } }):
 * `{ abort: true, reason, test, p }` or `{ abort: false }`.
 *
 * - Against live: of the failures on both sides, the canary's share, if it failed only `ratio`
 *   times as often as live, follows a binomial law whatever the rates (the conditional test of two
 *   binomial rates, as Fisher's exact test). It is worse if that share is improbable (≤ alpha) and
 *   its rate is also `margin` above live's.
 * - Alone: its failures are improbable (≤ alpha) for a release failing at `ceiling`. This decides a
 *   plainly broken canary early, and when live has no page views in the window.
 */
export function judge(counts, settings = DEFAULT_JUDGE) {
  const { alpha, ratio, margin, ceiling, minCanaryViews } = { ...DEFAULT_JUDGE, ...settings };
  const { canary, live } = counts;
  if (canary.views < minCanaryViews || canary.failures === 0) return { abort: false };
  const canaryRate = canary.failures / canary.views;
  const liveRate = live.views ? live.failures / live.views : 0;
  const said = `failed on ${canary.failures} of ${canary.views} page views (${percent(canaryRate)}), live on ${live.failures} of ${live.views} (${percent(liveRate)})`;

  const alone = binomialUpperTail(canary.failures, canary.views, ceiling);
  if (alone <= alpha) {
    return {
      abort: true,
      test: 'alone',
      p: alone,
      reason: `${said}: above ${percent(ceiling)} beyond chance (p = ${alone.toExponential(1)})`,
    };
  }
  if (live.views === 0 || canaryRate - liveRate <= margin) return { abort: false };
  const share = (canary.views * ratio) / (canary.views * ratio + live.views);
  const against = binomialUpperTail(canary.failures, canary.failures + live.failures, share);
  if (against <= alpha) {
    return {
      abort: true,
      test: 'against live',
      p: against,
      reason: `${said}: more than ${ratio}x live's rate beyond chance (p = ${against.toExponential(1)})`,
    };
  }
  return { abort: false };
}
