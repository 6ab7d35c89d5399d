// A stepped canary's steps (docs/deploy.md, "Canary"): its analysis, and one pass of its steps at
// the root that publishes it, run by the reference server through canary/control.mjs, by cron on a
// host with nginx alone (`pnpm releases step`), or by the fleet's judge (fleet/judge.mjs).
import { join } from 'node:path';
import { readJsonFile, writeJsonAtomically } from '../common/json.mjs';
import { writeCanaryInclude } from '../nginx/canary-include.mjs';
import { CANARY_FILE } from '../releases/layout.mjs';
import { publishComposition } from '../releases/publish.mjs';
import { canaryCounts } from './counts.mjs';
import { DEFAULT_JUDGE, judge } from './judge.mjs';
import { endCanary, promoteLocked } from './lifecycle.mjs';
import { busy, underLock } from './lock.mjs';

/** Canary page views a step needs before it may pass (CANARY_STEP_MIN_PAGE_VIEWS). */
export const DEFAULT_STEP_VIEWS = 100;

/**
 * The analysis of a canary's counts: `failing` (the judge aborts it), `waiting` (too few canary page
 * views to pass a step) or `passing`; with what it saw, in words.
 */
export function canaryAnalysis(
  counts,
  { judge: settings = DEFAULT_JUDGE, stepViews = DEFAULT_STEP_VIEWS } = {},
) {
  const verdict = judge(counts, settings);
  if (verdict.abort) return { verdict: 'failing', reason: verdict.reason };
  const { canary, live } = counts;
  const seen = `failed on ${canary.failures} of ${canary.views} page views, live on ${live.failures} of ${live.views}`;
  if (canary.views < stepViews)
    return { verdict: 'waiting', reason: `${seen}: a step needs ${stepViews} canary page views` };
  return { verdict: 'passing', reason: `${seen}: not worse than live` };
}

/**
 * One pass of a stepped canary (the reference server runs it every second; a host with nginx alone
 * runs `pnpm releases step` from cron, then reloads nginx). When the step has been held its time:
 * the analysis failing aborts the canary, waiting holds the step longer, passing raises the share
 * to the next step, or promotes the canary after the last. A canary promoted or aborted by hand
 * meanwhile has ended: nothing is done. Returns { action, canary, analysis }, or null when nothing
 * was due (or another pass holds the lock).
 */
export function stepCanary(
  root,
  { now = Date.now(), judge: settings, stepViews, by = 'pnpm releases step', counts: fleetCounts } = {},
) {
  const done = underLock(
    root,
    () => {
      const canary = readJsonFile(join(root, CANARY_FILE));
      if (!Array.isArray(canary?.steps) || !(canary.every > 0)) return null;
      if (now < Date.parse(canary.stepStarted) + canary.every * 1000) return null;
      // The fleet's counts from Prometheus (judgeFleet), else this root's servers' count files.
      const counts = fleetCounts ?? canaryCounts(root, canary.id);
      const analysis = canaryAnalysis(counts, { judge: settings, stepViews });
      const share = `${canary.percent}% (step ${canary.step + 1} of ${canary.steps.length})`;
      if (analysis.verdict === 'failing') {
        endCanary(root, 'aborted', { reason: `at ${share}: ${analysis.reason}`, by, counts });
        return { action: 'aborted', canary, analysis };
      }
      if (analysis.verdict === 'waiting') return { action: 'waiting', canary, analysis };
      const next = canary.step + 1;
      if (next === canary.steps.length) {
        promoteLocked(root, canary, { by, reason: `passed every step: ${analysis.reason}` });
        return { action: 'promoted', canary, analysis };
      }
      const stepped = {
        ...canary,
        step: next,
        percent: canary.steps[next],
        stepStarted: new Date(now).toISOString(),
      };
      writeJsonAtomically(join(root, CANARY_FILE), stepped);
      writeCanaryInclude(root, stepped);
      publishComposition(root);
      return { action: 'stepped', canary: stepped, analysis };
    },
    0,
  );
  return done === busy ? null : done;
}
