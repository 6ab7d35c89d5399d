// Slices whose release another origin serves, for nginx (docs/decisions/104-a-slice-on-another-origin.md).
// The reference server reads each composition's remotes.json on every request; nginx cannot, so
// the release manager writes each side's origin of every slice into `<root>/origins.nginx.conf` whenever
// live or the canary changes, and nginx reads it when reloaded (as it reads the canary's include).
// A fragment the visitor's composition does not hold is then fetched from that origin.
import { join } from 'node:path';
import { slices } from '@chardham/shared/routes/slices';
import { isSafeUrl } from '../common/fetch.mjs';
import { writeAtomically } from '../common/file-texts.mjs';
import { readJsonFile } from '../common/json.mjs';

export const ORIGINS_NGINX_FILE = 'origins.nginx.conf';

/**
 * An origin release's base as nginx may be given it: nothing that could end a string or a
 * directive, and https (plain http only to this machine), as the reference server requires.
 */
const safeBase = (base) =>
  /^https?:\/\/[A-Za-z0-9.-]+(?::\d+)?\/[\w./~%-]*$/.test(base) && isSafeUrl(new URL(base));

/** The nginx variable holding a slice's origin on the visitor's side (empty: its release is here). */
export const originVariable = (slice) => `$chardham_origin_${slice.replace(/-/g, '_')}`;

/**
 * The base URL each slice's release is served from in a composition's remotes document, for the
 * slices whose entry is on another origin (an absolute URL); the others are left out.
 */
export function originBases(remotes) {
  const bases = {};
  for (const slice of slices) {
    const entry = remotes?.remotes?.[slice]?.entry;
    if (typeof entry === 'string' && /^https?:\/\//.test(entry)) bases[slice] = new URL('.', entry).href;
  }
  return bases;
}

const maps = (live, canary) =>
  slices
    .map((slice) => {
      const base = (side) => JSON.stringify(side?.[slice] ?? '');
      return `map $chardham_side ${originVariable(slice)} {\n    canary ${base(canary ?? live)};\n    default ${base(live)};\n}`;
    })
    .join('\n');

/**
 * The include the release manager writes: each slice's origin for live and for the canary's side, from
 * their compositions' remotes documents (`canary` null: no canary runs).
 */
export function originsInclude(live, canary) {
  const bases = [originBases(live), canary ? originBases(canary) : null];
  for (const side of bases) {
    for (const [slice, base] of Object.entries(side ?? {})) {
      if (!safeBase(base)) throw new Error(`Not an origin nginx can be told of for ${slice}: ${base}`);
    }
  }
  return `# Written by the release manager (pnpm releases) when live or the canary changes; nginx reads it when reloaded.
# Each slice's release on another origin, by the visitor's side (empty: the release is on this disk).
${maps(...bases)}
`;
}

/** The http-level defaults (every release on this disk), redefined by the include once written. */
export function originMaps(root) {
  return `# Slices on another origin (docs/decisions/104-a-slice-on-another-origin.md): none, unless
# ${root}/${ORIGINS_NGINX_FILE} (written by the release manager) redefines these.
${maps({}, null)}
include ${root}/${ORIGINS_NGINX_FILE.replace(/f$/, '[f]')};
# The part of an included fragment's path below its slice, for a release on another origin. volatile:
# each include of a page has its own.
map $uri $chardham_fragment_path {
    volatile;
    "~^/_slice/[^/]+/(?<path>.*)$" $path;
    default "";
}`;
}

/**
 * Writes `<root>/origins.nginx.conf` from the live and canary compositions' remotes.json: run at
 * every change of either (releases/composition.mjs, canary/lifecycle.mjs, fleet/follow.mjs).
 */
export function writeOriginsInclude(root) {
  const remotesOf = (link) => readJsonFile(join(root, link, 'remotes.json'));
  writeAtomically(join(root, ORIGINS_NGINX_FILE), originsInclude(remotesOf('live'), remotesOf('canary')));
}
