// A canary's life at the release root: started (its release verified, its composition made),
// promoted or aborted, by hand or by a judge, each change under the canary's lock and published at
// once (docs/deploy.md, "Canary"; docs/decisions/079-canary-releases.md).
import { existsSync, mkdirSync, rmSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { readJsonFile, writeJsonAtomically } from '../common/json.mjs';
import { writeCanaryInclude } from '../nginx/canary-include.mjs';
import { makeComposition, pointAt, switchLive } from '../releases/composition.mjs';
import { CANARY_FILE, checkRelease, HISTORY_DIR, liveReleases } from '../releases/layout.mjs';
import { publishComposition } from '../releases/publish.mjs';
import { liveShellDir, RefusedRelease, verifyRelease } from '../releases/verify.mjs';
import { canaryCounts } from './counts.mjs';
import { locked } from './lock.mjs';
import { checkPlan } from './plan.mjs';

/**
 * Starts a canary: a share of new visitors (`plan`: a percent, or `{ steps, every }`) get a
 * composition with `slice` at release `id`, the others stay on live. One canary at a time; the
 * release is verified first.
 */
export async function startCanary(root, slice, id, plan, shellDir = liveShellDir(process.env, root)) {
  checkRelease(slice, id);
  checkPlan(plan);
  const running = readJsonFile(join(root, CANARY_FILE));
  if (running)
    throw new Error(`A canary runs already (${running.slice}/${running.release}): promote or abort it first`);
  const problems = await verifyRelease(root, slice, id, shellDir);
  if (problems.length) throw new RefusedRelease(problems);
  return openCanary(root, slice, id, plan);
}

/** What `startCanary` does once the release is verified: the canary's composition and record. */
export function openCanary(root, slice, id, plan, now = Date.now()) {
  checkRelease(slice, id);
  const shares = checkPlan(plan);
  return locked(root, () => {
    if (existsSync(join(root, CANARY_FILE))) throw new Error('A canary runs already');
    const name = makeComposition(root, { ...liveReleases(root), [slice]: id });
    pointAt(root, 'canary', name);
    const started = new Date(now).toISOString();
    const record = {
      id: name,
      slice,
      release: id,
      ...shares,
      composition: `compositions/${name}`,
      started,
      ...(shares.steps ? { stepStarted: started } : {}),
    };
    writeJsonAtomically(join(root, CANARY_FILE), record);
    writeCanaryInclude(root, record);
    publishComposition(root);
    return record;
  });
}

/** Ends the running canary: its record is moved to the history with what became of it. */
export function endCanary(root, outcome, details = {}) {
  const canary = readJsonFile(join(root, CANARY_FILE));
  if (!canary || (details.id && details.id !== canary.id)) return null;
  mkdirSync(join(root, HISTORY_DIR), { recursive: true });
  const { id: _, ...rest } = details;
  writeJsonAtomically(join(root, HISTORY_DIR, `${canary.id}.json`), {
    ...canary,
    outcome,
    ended: new Date().toISOString(),
    counts: canaryCounts(root, canary.id),
    ...rest,
  });
  // Removing the record is what ends it: every server answers live from the next request.
  try {
    unlinkSync(join(root, CANARY_FILE));
  } catch {
    return null;
  }
  rmSync(join(root, 'canary'), { force: true });
  writeCanaryInclude(root, null);
  publishComposition(root, {
    ended: {
      id: canary.id,
      slice: canary.slice,
      release: canary.release,
      outcome,
      reason: details.reason ?? null,
    },
  });
  return canary;
}

/** Everyone back on live at the next request. Returns the canary aborted, or null (none ran). */
export function abortCanary(
  root,
  { id, reason = 'aborted by hand', counts, by = 'pnpm releases abort' } = {},
) {
  return locked(root, () => endCanary(root, 'aborted', { id, reason, by, ...(counts ? { counts } : {}) }));
}

/** The canary's release becomes live for everyone. Returns the releases now live. */
export function promoteCanary(root) {
  return locked(root, () => {
    const canary = readJsonFile(join(root, CANARY_FILE));
    if (!canary) throw new Error('No canary runs');
    return promoteLocked(root, canary, { by: 'pnpm releases promote' });
  });
}

export function promoteLocked(root, canary, details) {
  const releases = switchLive(root, { [canary.slice]: canary.release });
  endCanary(root, 'promoted', details);
  return releases;
}
