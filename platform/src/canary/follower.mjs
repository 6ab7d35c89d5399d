// The canary of a release root as the reference server follows it (the files it reads again only
// when they change), and the step it asks for once a second through canary/control.mjs.
import { existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { watchedFile } from '../common/file-texts.mjs';
import { parseJson } from '../common/json.mjs';
import { remotesProblem } from '../config/trust.mjs';
import { CANARY_FILE } from '../releases/layout.mjs';
import { parseCanary, SIDES } from './sides.mjs';
import { createViewTokens } from './view-tokens.mjs';
import { CanaryWatch } from './watch.mjs';

/**
 * The canary of a release root as the server follows it: `current()` reads `<root>/canary.json`
 * (again only when it changes), `remotes(canary)` the canary composition's remotes.json,
 * `shellDir(canary)` its shell, and `watch` weighs both sides. A stepped canary's steps are asked for
 * from here, once a second, through `control` (canary/control.mjs; null: this server only counts).
 */
export function createCanaryFollower({
  root,
  files,
  logger,
  metrics,
  settings,
  secret,
  remoteOrigins = [],
  control = null,
}) {
  const tokens = createViewTokens(secret ? { secret } : {});
  const watch = new CanaryWatch({ root, settings, logger, metrics, tokens, control });
  const canaryFile = join(root, CANARY_FILE);
  const canaries = watchedFile(files, (text, previous = null) => {
    const canary = text === null ? null : parseCanary(text);
    if (previous && previous.id !== canary?.id) {
      metrics.canaryShare.set({ slice: previous.slice, release: previous.release }, 0);
      // An ended run's series go: every run adds its own, and the judge reads only the running one.
      for (const side of SIDES) {
        const labels = { canary: previous.id, slice: previous.slice, release: previous.release, side };
        metrics.canaryPageViews.remove(labels);
        metrics.canaryFailures.remove(labels);
      }
    }
    if (canary) {
      metrics.canaryShare.set({ slice: canary.slice, release: canary.release }, canary.percent);
      // Both sides' counts from 0, before the first page view, under this run's id: the fleet's
      // judge reads this run's exact counts, never an earlier run's of the same release.
      for (const side of SIDES) {
        const labels = { canary: canary.id, slice: canary.slice, release: canary.release, side };
        metrics.canaryPageViews.inc(labels, 0);
        metrics.canaryFailures.inc(labels, 0);
      }
    }
    if (text !== null && !canary)
      logger.error({ file: canaryFile }, 'canary.json refused: everyone stays on live');
    return canary;
  });
  const compositions = watchedFile(files, (text, _previous, path) => {
    if (text === null) return null;
    const document = parseJson(text);
    if (document !== undefined && remotesProblem(document, remoteOrigins) === null) return { text, document };
    logger.error(
      { composition: relative(root, dirname(path)) },
      "the canary's remotes.json is not JSON: everyone stays on live",
    );
    return null;
  });
  const current = () => canaries(canaryFile);
  const stepper = setInterval(() => {
    const canary = current();
    if (!control || !canary?.steps) return;
    // This server's latest counts first: the analysis sums every server's.
    watch.flush(canary);
    const done = control.step();
    if (!done || done.action === 'waiting') return;
    const { slice, release, percent } = done.canary;
    const said = { canary: canary.id, slice, release, percent, analysis: done.analysis.reason };
    if (done.action === 'stepped') logger.info(said, `canary stepped to ${percent}%`);
    if (done.action === 'promoted') {
      metrics.canaryPromotions.inc({ slice, release });
      logger.info(said, `canary promoted after its last step: ${slice}/${release} is live`);
    }
    if (done.action === 'aborted') {
      metrics.canaryAborts.inc({ slice, release });
      logger.warn(said, `canary aborted at a step: ${done.analysis.reason}`);
    }
  }, 1000);
  // The server's own work keeps the process alive, not its stepping.
  stepper.unref();
  return {
    watch,
    current,
    /** The canary composition's { text, document }, or null (everyone gets live then). */
    remotes: (canary) => compositions(join(root, canary.composition, 'remotes.json')),
    /**
     * The canary composition's shell folder (its frames), or null where the root has no shell
     * release: a canary of the shell is the shell its side's pages are composed with.
     */
    shellDir: (canary) => {
      const dir = join(root, canary.composition, 'shell');
      return existsSync(join(dir, 'frames')) ? dir : null;
    },
  };
}
