// `npm run bench:canary`: the canary judge (@chardham/platform/canary/judge) on simulated canaries.
// Each canary gets 10 % of the page views until it is aborted or has had 2,000 of them; live fails at
// a background rate, a good canary at the same rate, a broken one at 10 % or 50 %. The judge weighs
// each client address once per side (decision 108): a failure is an address of which a page view
// failed. Visitors share addresses as a carrier's CGNAT makes them (`per address`: 1, or 8 visitors
// behind each). It prints how often a good canary is aborted (goal: at most 1 %) and how many
// canary page views a broken one serves before its abort (median and p95). Seeded: the same
// figures on every run.
import { bootstrap } from '../bootstrap.mjs';

bootstrap();
const { DEFAULT_JUDGE, judge } = await import('@chardham/platform/canary/judge');

const CANARIES = Number(process.env.BENCH_CANARIES ?? 1000);
const SHARE = 0.1;
const HORIZON = 2000;
/** The judge looks at every canary failure and every this many page views (the server: every one). */
const LOOK_EVERY = 20;

function mulberry32(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * One canary's run with `perAddress` visitors behind each address: the canary page views it served
 * before its abort, or null if never aborted. The judge sees each address once per side, failed
 * once if any of its page views on that side failed (what a reference server counts).
 */
function run(random, background, canaryRate, perAddress) {
  const counts = { canary: { views: 0, failures: 0 }, live: { views: 0, failures: 0 } };
  const weighed = { canary: new Set(), live: new Set() };
  const failedOnce = { canary: new Set(), live: new Set() };
  let served = 0;
  for (let view = 1; served < HORIZON; view++) {
    // The visitors behind one address come one after another, as a carrier hands its addresses out.
    const address = Math.floor(view / perAddress);
    const side = random() < SHARE ? 'canary' : 'live';
    const failed = random() < (side === 'canary' ? canaryRate : background);
    if (side === 'canary') served += 1;
    if (!weighed[side].has(address)) {
      weighed[side].add(address);
      counts[side].views += 1;
    }
    const counted = failed && !failedOnce[side].has(address);
    if (counted) {
      failedOnce[side].add(address);
      counts[side].failures += 1;
    }
    if ((counted && side === 'canary') || view % LOOK_EVERY === 0) {
      if (judge(counts, DEFAULT_JUDGE).abort) return served;
    }
  }
  return null;
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

const rows = [];
for (const perAddress of [1, 8])
  for (const [label, background, canaryRate] of [
    ['good, background 0.5 %', 0.005, 0.005],
    ['good, background 2 %', 0.02, 0.02],
    ['failing 10 %, background 0.5 %', 0.005, 0.1],
    ['failing 10 %, background 2 %', 0.02, 0.1],
    ['failing 50 %, background 0.5 %', 0.005, 0.5],
  ]) {
    const random = mulberry32(20261128);
    const aborted = [];
    for (let i = 0; i < CANARIES; i++) {
      const at = run(random, background, canaryRate, perAddress);
      if (at !== null) aborted.push(at);
    }
    aborted.sort((a, b) => a - b);
    rows.push({
      label,
      perAddress,
      abortedShare: aborted.length / CANARIES,
      median: aborted.length ? quantile(aborted, 0.5) : null,
      p95: aborted.length ? quantile(aborted, 0.95) : null,
    });
  }

console.log(
  `canary judge: ${CANARIES} simulated canaries per row, ${SHARE * 100} % of page views each, until aborted or ${HORIZON} canary page views; settings ${JSON.stringify(DEFAULT_JUDGE)}\n`,
);
console.log('| canary | visitors per address | aborted | canary page views before the abort: median | p95 |');
console.log('| --- | --- | --- | --- | --- |');
for (const row of rows)
  console.log(
    `| ${row.label} | ${row.perAddress} | ${(row.abortedShare * 100).toFixed(1)} % | ${row.median ?? '-'} | ${row.p95 ?? '-'} |`,
  );
