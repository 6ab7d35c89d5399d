// A release root's layout, for a deploy to either server (docs/deploy.md), and the names in it:
//
//   <root>/releases/<slice>/<id>/   a slice's build, copied once and never changed
//   <root>/releases/shell/<id>/      the shell's build, the same way (once the root has one), its
//   <root>/shell-assets/assets/      hashed files also gathered here for pages of earlier shells
//   <root>/compositions/<n>/         remotes.json, and <slice> -> ../../releases/<slice>/<id>
//                                    (and shell -> ../../releases/shell/<id>)
//   <root>/live -> compositions/<n>  switched with one rename(2): every slice's JavaScript and HTML
//                                    change together, on the next request
//
//   <root>/canary.json               a canary: one slice's release for a share of new visitors,
//   <root>/canary -> compositions/<m>  answered from its own composition (docs/deploy.md, "Canary")
//   <root>/canary.nginx.conf         the same canary (or none) for nginx, read when it is reloaded
//   <root>/canary-counts/, canary-history/  each server's counts of it, and what became of each
//
//   <root>/composition.json          live and the canary as one signed document, written at each
//   <root>/release-files/<slice>/<id>.json  change, and each release's files: what servers on other
//                                    machines follow (fleet/follow.mjs, docs/deploy.md "A fleet")
//   <root>/composition-followed.json on a follower: the signed document it follows, so no older
//                                    one is followed after it, even across restarts
import { existsSync, readlinkSync } from 'node:fs';
import { basename, join } from 'node:path';
import { slices } from '@chardham/shared/routes/slices';
import { readJsonFile } from '../common/json.mjs';

export { RELEASE_FILES_DIR } from './download.mjs';

/** A release id: letters, digits, `.`, `_`, `-`, starting with a letter or digit (never `.` or `..`). */
const idPattern = /^[A-Za-z0-9][\w.-]{0,63}$/;

/** The shell is released like a slice (docs/decisions/098-the-shell-as-a-release.md). */
export const SHELL = 'shell';
/** Every shell release's hashed files (`assets/name-HASH.ext`), gathered: their names never change. */
export const SHELL_ASSETS = 'shell-assets';
/** What can be released: the shell and each slice. */
export const releaseNames = [SHELL, ...slices];

/** Live and the canary as one document, which every server of a fleet follows (fleet/follow.mjs). */
export const COMPOSITION_DOCUMENT = 'composition.json';
/** On a follower, the last published document it followed (fleet/follow.mjs): serials only go up. */
export const FOLLOWED_DOCUMENT = 'composition-followed.json';
/** The running canary's record (canary/lifecycle.mjs); no file: no canary runs. */
export const CANARY_FILE = 'canary.json';
/** Each reference server's counts of the running canary (canary/watch.mjs), summed by `status`. */
export const STATS_DIR = 'canary-counts';
/** What became of each canary: promoted or aborted, when, by whom, why, with which counts. */
export const HISTORY_DIR = 'canary-history';

/**
 * The one check of a slice name and a release id, before any command uses them in a path, a
 * composition, canary.json, a metric label or the nginx include (issue 41).
 */
export function checkRelease(slice, id) {
  if (!releaseNames.includes(slice) || typeof id !== 'string' || !idPattern.test(id)) {
    throw new Error(
      `Bad release ${JSON.stringify(slice)}/${JSON.stringify(id)}: the shell or a slice (${slices.join(', ')}) and an id of letters, digits, '.', '_' or '-'`,
    );
  }
}

/** The file every build of it has: what tells a release folder from an empty or wrong one. */
export const markOf = (name) => (name === SHELL ? join('frames', 'index.html') : 'remoteEntry.js');

/**
 * A slice's release that another origin serves (its team's own servers or CDN, a published root of
 * theirs) is a folder holding this file, `{ "origin": "<that root's URL>" }`, beside the release's
 * mf-manifest.json and contracts.json (what other releases are checked against). Every server
 * composes it from there: its remotes.json entry is the origin's URL, and its fragments are fetched
 * from the origin within the fragment budget (docs/decisions/104-a-slice-on-another-origin.md).
 */
export const ORIGIN_FILE = 'origin.json';

/** The URL an origin release is served from (`<origin>releases/<slice>/<id>/`), or null for a release here. */
export function originBase(root, slice, id) {
  const origin = readJsonFile(join(root, 'releases', slice, id, ORIGIN_FILE))?.origin;
  return typeof origin === 'string' ? new URL(`releases/${slice}/${id}/`, origin).href : null;
}

/** Whether release `slice/id` is installed in `root`: its build, or the origin that serves it. */
export const installed = (root, slice, id) =>
  existsSync(join(root, 'releases', slice, id, markOf(slice))) ||
  (slice !== SHELL && existsSync(join(root, 'releases', slice, id, ORIGIN_FILE)));

/** The release id each slice has in the live composition. */
export function liveReleases(root) {
  const live = join(root, 'live');
  if (!existsSync(live)) return {};
  return Object.fromEntries(
    releaseNames
      .filter((s) => existsSync(join(live, s)))
      .map((s) => [s, basename(readlinkSync(join(live, s)))]),
  );
}
