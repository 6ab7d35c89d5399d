// A server's own root made what a published composition document says (fleet/follow.mjs).
import { rmSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { locked } from '../canary/lock.mjs';
import { readJsonFile, writeJsonAtomically } from '../common/json.mjs';
import { writeCanaryInclude } from '../nginx/canary-include.mjs';
import { makeComposition, pointAt } from '../releases/composition.mjs';
import { CANARY_FILE, liveReleases } from '../releases/layout.mjs';

/**
 * Makes this root what a published composition document says (fleet/follow.mjs): its live releases, and
 * its canary with the same id, share and steps (a visitor keeps their side from server to server).
 * The releases must be installed. Judging stays with the publisher. Returns what changed, in words.
 */
export function followComposition(root, document) {
  return locked(root, () => {
    const changed = [];
    const live = liveReleases(root);
    const names = new Set([...Object.keys(live), ...Object.keys(document.live)]);
    if ([...names].some((name) => live[name] !== document.live[name])) {
      pointAt(root, 'live', makeComposition(root, document.live));
      changed.push(
        `live ${Object.entries(document.live)
          .map((r) => r.join('/'))
          .join(' ')}`,
      );
    }
    const local = readJsonFile(join(root, CANARY_FILE));
    const wanted = document.canary;
    const { composition, ...followed } = local ?? {};
    if (!wanted && local) {
      unlinkSync(join(root, CANARY_FILE));
      rmSync(join(root, 'canary'), { force: true });
      writeCanaryInclude(root, null);
      changed.push(`canary ${local.slice}/${local.release} ended`);
    } else if (
      wanted &&
      (local?.id !== wanted.id || changed.length || JSON.stringify(followed) !== JSON.stringify(wanted))
    ) {
      // A new canary, or a new live under it, gets its composition; a step keeps the one it has.
      const name =
        local?.id === wanted.id && !changed.length
          ? composition.replace(/^compositions\//, '')
          : makeComposition(root, { ...document.live, [wanted.slice]: wanted.release });
      pointAt(root, 'canary', name);
      const record = { ...wanted, composition: `compositions/${name}` };
      writeJsonAtomically(join(root, CANARY_FILE), record);
      writeCanaryInclude(root, record);
      changed.push(`canary ${wanted.slice}/${wanted.release} at ${wanted.percent}%`);
    }
    return changed;
  });
}
