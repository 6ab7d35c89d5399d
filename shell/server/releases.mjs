// Release folders and the live composition, for a deploy to either server (docs/deploy.md):
//
//   <root>/releases/<slice>/<id>/   a slice's build, copied once and never changed
//   <root>/compositions/<n>/         remotes.json, and <slice> -> ../../releases/<slice>/<id>
//   <root>/live -> compositions/<n>  switched with one rename(2): every slice's JavaScript and HTML
//                                    change together, on the next request
//
// node shell/server/releases.mjs install <root> <slice> <id> <build folder>
// node shell/server/releases.mjs switch <root> <slice>=<id> [...]   (a rollback is a switch back)
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { slices } from '@chardham/shared/routes/slices';
import { SLICE_BASE_TOKEN } from '@chardham/shared/ssr/tokens';

const idPattern = /^[\w.-]+$/;

/**
 * Copies a slice's build into its release folder, once: a release that exists is never overwritten.
 * Its fragments get the folder's URL where their asset URLs start (the build cannot know it), so
 * any server can include them as they are.
 */
export function installRelease(root, slice, id, from, base = `/releases/${slice}/${id}/`) {
  if (!slices.includes(slice) || !idPattern.test(id)) throw new Error(`Bad release ${slice}/${id}`);
  const target = join(root, 'releases', slice, id);
  if (existsSync(target)) throw new Error(`${target} exists: a release never changes, give it a new id`);
  if (!existsSync(join(from, 'remoteEntry.js'))) throw new Error(`${from} has no remoteEntry.js`);
  // Times kept: a release is the build as it was made, Last-Modified included.
  cpSync(from, target, { recursive: true, preserveTimestamps: true });
  const fragments = join(target, 'html');
  if (existsSync(fragments)) {
    for (const entry of readdirSync(fragments, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
      const file = join(entry.parentPath, entry.name);
      writeFileSync(file, readFileSync(file, 'utf8').replaceAll(SLICE_BASE_TOKEN, base));
    }
  }
  return target;
}

/** The release id each slice has in the live composition. */
export function liveReleases(root) {
  const live = join(root, 'live');
  if (!existsSync(live)) return {};
  return Object.fromEntries(
    slices.filter((s) => existsSync(join(live, s))).map((s) => [s, basename(readlinkSync(join(live, s)))]),
  );
}

/**
 * Makes a new composition from the live one with the given slices replaced, and switches to it.
 * Returns the releases now live.
 */
export function switchLive(root, changes) {
  const releases = { ...liveReleases(root), ...changes };
  for (const slice of slices) {
    const id = releases[slice];
    if (!id || !existsSync(join(root, 'releases', slice, id, 'remoteEntry.js'))) {
      throw new Error(`No release ${slice}/${id ?? '(none)'} in ${join(root, 'releases')}`);
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
    remotes[slice] = { entry: `/releases/${slice}/${releases[slice]}/remoteEntry.js` };
  }
  writeFileSync(join(dir, 'remotes.json'), `${JSON.stringify({ remotes }, null, 2)}\n`);
  const next = join(root, `live.${name}`);
  symlinkSync(join('compositions', name), next);
  renameSync(next, join(root, 'live'));
  return releases;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [command, root, ...rest] = process.argv.slice(2);
  if (command === 'install' && rest.length === 3) {
    console.log(installRelease(root, rest[0], rest[1], rest[2]));
  } else if (command === 'switch' && rest.length > 0) {
    const changes = Object.fromEntries(rest.map((pair) => pair.split('=')));
    console.log(JSON.stringify(switchLive(root, changes)));
  } else {
    console.error(
      'usage: releases.mjs install <root> <slice> <id> <build folder> | switch <root> <slice>=<id> ...',
    );
    process.exit(2);
  }
}
