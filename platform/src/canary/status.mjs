// What `pnpm releases status` prints: live, the running canary with its share, steps and both
// sides' counts with their analysis, and how the last canary ended.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readJsonFile } from '../common/json.mjs';
import { CANARY_FILE, HISTORY_DIR, liveReleases } from '../releases/layout.mjs';
import { canaryCounts } from './counts.mjs';
import { canaryAnalysis } from './steps.mjs';

const withAnalysis = (counts, settings) => ({ counts, analysis: canaryAnalysis(counts, settings) });

/** Live, the running canary with its share and both sides' counts, and the last canary's end. */
export function canaryStatus(root, analysis = {}) {
  const canary = readJsonFile(join(root, CANARY_FILE));
  const history = join(root, HISTORY_DIR);
  const last = existsSync(history)
    ? readdirSync(history)
        .filter((f) => f.endsWith('.json'))
        .map((f) => readJsonFile(join(history, f)))
        .filter(Boolean)
        .sort((a, b) => String(a.ended).localeCompare(String(b.ended)))
        .at(-1)
    : undefined;
  return {
    live: liveReleases(root),
    canary: canary
      ? {
          slice: canary.slice,
          release: canary.release,
          percent: canary.percent,
          started: canary.started,
          ...(canary.steps
            ? {
                steps: canary.steps,
                step: `${canary.step + 1} of ${canary.steps.length}`,
                every: canary.every,
                nextStep: new Date(Date.parse(canary.stepStarted) + canary.every * 1000).toISOString(),
              }
            : {}),
          ...withAnalysis(canaryCounts(root, canary.id), analysis),
        }
      : null,
    ...(last
      ? {
          last: {
            slice: last.slice,
            release: last.release,
            outcome: last.outcome,
            ended: last.ended,
            by: last.by,
            reason: last.reason,
            counts: last.counts,
          },
        }
      : {}),
  };
}
