// The fleet's one judge (`pnpm releases judge <root> --prometheus <URL>`, on the publisher): every
// two seconds it reads the running canary's counts from Prometheus and aborts, steps or promotes it
// at the published root; the servers follow within a second (docs/decisions/096-canary-judge.md).
import { join } from 'node:path';
import { DEFAULT_JUDGE, judge } from '../canary/judge.mjs';
import { abortCanary } from '../canary/lifecycle.mjs';
import { canaryAnalysis, stepCanary } from '../canary/steps.mjs';
import { readJsonFile } from '../common/json.mjs';
import { CANARY_FILE } from '../releases/layout.mjs';
import { publishComposition, readPublished } from '../releases/publish.mjs';
import { fleetCounts } from './prometheus.mjs';

/**
 * One look of the fleet's judge at the running canary (`pnpm releases judge`, on the published
 * root). The judge (canary/judge.mjs) weighs each kind of server on its own: the reference
 * servers' counts see the failures browsers report, nginx's only its fragments', and summing them
 * would let nginx's page views dilute the browsers' failures. Either judged worse aborts the
 * canary; a step that has been held its time is passed or held on the fleet's total (stepCanary).
 * The servers follow the published change within seconds. Returns what it did, or null when no
 * canary runs.
 */
export async function judgeFleet(
  root,
  { prometheus, judge: settings = DEFAULT_JUDGE, stepViews, now = Date.now() },
) {
  const canary = readJsonFile(join(root, CANARY_FILE));
  if (!canary) return null;
  const { total, byJob } = await fleetCounts(prometheus, canary);
  for (const [job, counts] of Object.entries(byJob).sort()) {
    const verdict = judge(counts, settings);
    if (!verdict.abort) continue;
    const reason = `canary ${canary.slice}/${canary.release} on ${job}: ${verdict.reason}`;
    const aborted = abortCanary(root, { id: canary.id, reason, counts: total, by: 'fleet judge' });
    return aborted ? { action: 'aborted', canary, counts: total, byJob, reason } : null;
  }
  if (canary.steps) {
    const stepped = stepCanary(root, { now, judge: settings, stepViews, by: 'fleet judge', counts: total });
    if (stepped) return { ...stepped, counts: total, byJob, reason: stepped.analysis.reason };
  }
  return {
    action: 'watching',
    canary,
    counts: total,
    byJob,
    reason: canaryAnalysis(total, { judge: settings, stepViews }).reason,
  };
}

/**
 * Signs the published composition again once half its validity has passed, so the fleet never
 * reaches its expiry while the judge runs (decision 107). Returns the new document, or null.
 */
export function refreshPublished(root, now = Date.now()) {
  const published = readPublished(root);
  if (!published?.expires) return null;
  const from = Date.parse(published.published);
  const to = Date.parse(published.expires);
  if (now < from + (to - from) / 2) return null;
  return publishComposition(root, { now });
}

/**
 * The judge's loop: `judgeFleet` every `everyMs`, each decision logged once (a change of what it
 * sees at info, an abort, a step or a promotion at warn). Runs until the process ends.
 */
export async function judgeForever(root, { prometheus, logger, settings, everyMs = 2000 }) {
  let said = null;
  for (;;) {
    try {
      const signed = refreshPublished(root);
      if (signed)
        logger.info(
          { serial: signed.serial },
          `composition.json signed again: it expires at ${signed.expires}`,
        );
    } catch (error) {
      logger.error({}, `composition.json cannot be signed again: ${error.message}`);
    }
    try {
      const done = await judgeFleet(root, { prometheus, ...settings });
      const line =
        done &&
        `${done.action}: ${done.canary.slice}/${done.canary.release} at ${done.canary.percent}%, ${done.reason}`;
      if (done && done.action !== 'watching' && done.action !== 'waiting')
        logger.warn({ counts: done.counts, byJob: done.byJob }, line);
      else if (line && line !== said) logger.info({ counts: done.counts, byJob: done.byJob }, line);
      said = line;
    } catch (error) {
      // No counts, no decision: the canary holds its share until Prometheus answers again.
      if (error.message !== said)
        logger.error({ prometheus }, `the fleet's counts cannot be read: ${error.message}`);
      said = error.message;
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
