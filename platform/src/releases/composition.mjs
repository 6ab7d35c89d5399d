// Compositions: a folder naming one release of each slice (and of the shell), and the links `live`
// and `canary` that point at one, each switched with one rename(2) (releases/layout.mjs).
import { mkdirSync, readdirSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { slices } from '@chardham/shared/routes/slices';
import { writeOriginsInclude } from '../nginx/origins-include.mjs';
import { checkRelease, installed, liveReleases, originBase, releaseNames, SHELL } from './layout.mjs';
import { publishComposition } from './publish.mjs';

/**
 * A new composition folder: remotes.json and a link to each slice's release, and to the shell's
 * once the root has one. Returns its name.
 */
export function makeComposition(root, releases) {
  for (const slice of releases.shell ? releaseNames : slices) {
    const id = releases[slice];
    if (!id || !installed(root, slice, id)) {
      throw new Error(
        id
          ? `No release ${slice}/${id} in ${join(root, 'releases')}: install it first (pnpm releases install ${root} ${slice} ${id} <its build folder>)`
          : `No live ${slice} in ${root}: name one (${slice}=<id>), or set up a new root in one step with pnpm releases init ${root}`,
      );
    }
  }
  const compositions = join(root, 'compositions');
  mkdirSync(compositions, { recursive: true });
  const name = `${Date.now()}-${readdirSync(compositions).length}`;
  const dir = join(compositions, name);
  mkdirSync(dir);
  const remotes = {};
  for (const slice of slices) {
    symlinkSync(join('..', '..', 'releases', slice, releases[slice]), join(dir, slice));
    const base = originBase(root, slice, releases[slice]) ?? `/releases/${slice}/${releases[slice]}/`;
    remotes[slice] = { entry: `${base}remoteEntry.js` };
  }
  if (releases.shell) symlinkSync(join('..', '..', 'releases', SHELL, releases.shell), join(dir, SHELL));
  writeFileSync(join(dir, 'remotes.json'), `${JSON.stringify({ remotes }, null, 2)}\n`);
  return name;
}

/** Points `<root>/<link>` at a composition with one rename(2): readers see the old or the new. */
export function pointAt(root, link, name) {
  const next = join(root, `${link}.${name}`);
  symlinkSync(join('compositions', name), next);
  renameSync(next, join(root, link));
  writeOriginsInclude(root);
}

/**
 * Makes a new composition from the live one with the given slices replaced, and switches to it.
 * Returns the releases now live.
 */
export function switchLive(root, changes) {
  for (const [slice, id] of Object.entries(changes)) checkRelease(slice, id);
  const releases = { ...liveReleases(root), ...changes };
  pointAt(root, 'live', makeComposition(root, releases));
  publishComposition(root);
  return releases;
}
