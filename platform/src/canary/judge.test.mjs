// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { binomialUpperTail, judge } from './judge.mjs';

/** P(X ≥ k), term by term from the definition: what the judge's sum must agree with. */
function bruteTail(k, n, p) {
  let choose = 1;
  let sum = 0;
  for (let i = 0; i <= n; i++) {
    if (i > 0) choose = (choose * (n - i + 1)) / i;
    if (i >= k) sum += choose * p ** i * (1 - p) ** (n - i);
  }
  return sum;
}

const counts = (canary, live) => ({
  canary: { failures: canary[0], views: canary[1] },
  live: { failures: live[0], views: live[1] },
});

describe('the binomial tail', () => {
  it('agrees with the definition', () => {
    for (const [k, n, p] of [
      [1, 1, 0.5],
      [3, 10, 0.05],
      [0, 7, 0.3],
      [8, 7, 0.3],
      [12, 100, 0.05],
      [40, 120, 0.25],
      [2, 60, 0.001],
    ])
      expect(binomialUpperTail(k, n, p)).toBeCloseTo(bruteTail(k, n, p), 12);
    expect(binomialUpperTail(3, 10, 0.05)).toBeCloseTo(0.0115, 5);
  });

  it('stays finite where the terms alone would overflow', () => {
    const p = binomialUpperTail(1500, 20_000, 0.05);
    expect(p).toBeGreaterThan(0);
    expect(p).toBeLessThan(1e-10);
  });
});

describe('the canary judge', () => {
  it('does not abort on one failure in 20 canary page views with no live page views', () => {
    // The old fixed rule did: "failed on 1 of 20 page views (5.0 %), live on 0 of 0".
    expect(judge(counts([1, 20], [0, 0])).abort).toBe(false);
  });

  it('aborts a canary failing on every page from its fifth page view, whatever live does', () => {
    expect(judge(counts([4, 4], [0, 0])).abort).toBe(false);
    expect(judge(counts([5, 5], [0, 0]))).toMatchObject({ abort: true, test: 'alone' });
  });

  it('keeps a canary failing as often as live, on small and large windows', () => {
    expect(judge(counts([10, 500], [90, 4500])).abort).toBe(false);
    expect(judge(counts([3, 100], [20, 1000])).abort).toBe(false);
    expect(judge(counts([200, 10_000], [2_000, 100_000])).abort).toBe(false);
  });

  it('aborts a canary failing one page in ten against live at half a percent', () => {
    const verdict = judge(counts([12, 100], [5, 1000]));
    expect(verdict).toMatchObject({ abort: true, test: 'against live' });
    expect(verdict.reason).toMatch(/^failed on 12 of 100 page views \(12\.0%\), live on 5 of 1000 \(0\.5%\)/);
  });

  it('needs both: beyond chance and a point above live', () => {
    // 3 % against 1.5 % on large windows: twice as often and 1.5 points more.
    expect(judge(counts([300, 10_000], [1_500, 100_000]))).toMatchObject({ abort: true });
    // 2 % against 1.5 %: beyond chance on these windows, but half a point is not worth an abort.
    expect(judge(counts([2_000, 100_000], [15_000, 1_000_000])).abort).toBe(false);
  });
});
