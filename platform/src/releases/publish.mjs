// The published composition: `<root>/composition.json`, what every server of a fleet follows
// (fleet/follow.mjs, docs/deploy.md "A fleet"), written after every change of live or the canary.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { readJsonFile, writeJsonAtomically } from '../common/json.mjs';
import { listReleaseFiles } from './install.mjs';
import { CANARY_FILE, COMPOSITION_DOCUMENT, liveReleases, RELEASE_FILES_DIR } from './layout.mjs';

/**
 * Writes `<root>/composition.json`: the live releases and the running canary (or null), numbered,
 * and how the last canary ended (`ended`: its servers count the abort or promotion in /metrics). Run
 * after every change of either; the servers that follow this root take it within a second or two.
 */
export function publishComposition(root, { ended } = {}) {
  const canary = readJsonFile(join(root, CANARY_FILE));
  const live = liveReleases(root);
  const named = Object.entries(live);
  if (canary) named.push([canary.slice, canary.release]);
  for (const [slice, id] of named) {
    if (!existsSync(join(root, RELEASE_FILES_DIR, slice, `${id}.json`))) listReleaseFiles(root, slice, id);
  }
  const previous = readJsonFile(join(root, COMPOSITION_DOCUMENT));
  const { composition: _, ...followed } = canary ?? {};
  writeJsonAtomically(join(root, COMPOSITION_DOCUMENT), {
    serial: (previous?.serial ?? 0) + 1,
    published: new Date().toISOString(),
    live,
    canary: canary ? followed : null,
    ...((ended ?? previous?.ended) ? { ended: ended ?? previous.ended } : {}),
  });
}
