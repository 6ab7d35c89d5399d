// Release folders and the live composition, for a deploy to either server (docs/deploy.md):
//
//   <root>/releases/<slice>/<id>/   a slice's build, copied once and never changed
//   <root>/compositions/<n>/         remotes.json, and <slice> -> ../../releases/<slice>/<id>
//   <root>/live -> compositions/<n>  switched with one rename(2): every slice's JavaScript and HTML
//                                    change together, on the next request
//
//   <root>/canary.json               a canary: one slice's release for a share of new visitors,
//   <root>/canary -> compositions/<m>  answered from its own composition (docs/deploy.md, "Canary")
//   <root>/canary.nginx.conf         the same canary (or none) for nginx, read when it is reloaded
//
// node shell/server/releases.mjs verify <root> <slice> <id>           does it fit the live composition?
// node shell/server/releases.mjs install <root> <slice> <id> <build folder>        (verified)
// node shell/server/releases.mjs switch <root> <slice>=<id> [...]   (verified; a rollback is a switch back)
// node shell/server/releases.mjs canary <root> <slice>=<id> <percent> | promote <root> | abort <root>
// node shell/server/releases.mjs status <root>
//
// The live shell the releases must fit is SHELL_DIST (default: the workspace's shell/dist).
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { slices } from '@chardham/shared/routes/slices';
import { SLICE_BASE_TOKEN } from '@chardham/shared/ssr/tokens';
import { workspaceRoot } from './config.mjs';
import { CANARY_NGINX_FILE, canaryInclude } from './nginx-canary.mjs';
import { releaseProblems } from './release-check.mjs';

/** A release id: letters, digits, `.`, `_`, `-`, starting with a letter or digit (never `.` or `..`). */
const idPattern = /^[A-Za-z0-9][\w.-]{0,63}$/;

/**
 * The one check of a slice name and a release id, before any command uses them in a path, a
 * composition, canary.json, a metric label or the nginx include (issue 41).
 */
export function checkRelease(slice, id) {
  if (!slices.includes(slice) || typeof id !== 'string' || !idPattern.test(id)) {
    throw new Error(
      `Bad release ${JSON.stringify(slice)}/${JSON.stringify(id)}: a slice (${slices.join(', ')}) and an id of letters, digits, '.', '_' or '-'`,
    );
  }
}

/**
 * Copies a slice's build into its release folder, once: a release that exists is never overwritten.
 * Its fragments get the folder's URL where their asset URLs start (the build cannot know it), so
 * any server can include them as they are.
 */
export function installRelease(root, slice, id, from, base = `/releases/${slice}/${id}/`) {
  checkRelease(slice, id);
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

/** A new composition folder: remotes.json and a link to each slice's release. Returns its name. */
function makeComposition(root, releases) {
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
  return name;
}

/** Points `<root>/<link>` at a composition with one rename(2): readers see the old or the new. */
function pointAt(root, link, name) {
  const next = join(root, `${link}.${name}`);
  symlinkSync(join('compositions', name), next);
  renameSync(next, join(root, link));
}

/**
 * Makes a new composition from the live one with the given slices replaced, and switches to it.
 * Returns the releases now live.
 */
export function switchLive(root, changes) {
  for (const [slice, id] of Object.entries(changes)) checkRelease(slice, id);
  const releases = { ...liveReleases(root), ...changes };
  pointAt(root, 'live', makeComposition(root, releases));
  return releases;
}

// --- Verified changes and canaries --------------------------------------------------------------

/** The live shell's build the releases must fit. */
export const liveShellDir = (env = process.env) => resolve(workspaceRoot, env.SHELL_DIST ?? 'shell/dist');

/** The problems of a release in the live composition (release-check.mjs); none: it fits. */
export const verifyRelease = (root, slice, id, shellDir = liveShellDir()) => {
  checkRelease(slice, id);
  return releaseProblems({ root, slice, id, shellDir });
};

class RefusedRelease extends Error {
  constructor(problems) {
    super(problems.join('\n'));
    this.problems = problems;
  }
}

/** Installs a release and verifies it; a release that does not fit is removed again and refused. */
export async function installVerified(root, slice, id, from, shellDir = liveShellDir()) {
  const target = installRelease(root, slice, id, from);
  const problems = await verifyRelease(root, slice, id, shellDir);
  if (problems.length) {
    rmSync(target, { recursive: true, force: true });
    throw new RefusedRelease(problems);
  }
  return target;
}

/** Switches live after verifying every changed release: one that does not fit leaves live as it is. */
export async function switchVerified(root, changes, shellDir = liveShellDir()) {
  const problems = [];
  for (const [slice, id] of Object.entries(changes))
    problems.push(...(await verifyRelease(root, slice, id, shellDir)));
  if (problems.length) throw new RefusedRelease(problems);
  return switchLive(root, changes);
}

export const CANARY_FILE = 'canary.json';
/** Each reference server's counts of the running canary (canary.mjs), summed by `status`. */
export const STATS_DIR = 'canary-counts';
/** What became of each canary: promoted or aborted, when, by whom, why, with which counts. */
const HISTORY_DIR = 'canary-history';

const readJson = (path) => {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
};
const writeAtomically = (path, value) => {
  writeFileSync(`${path}.tmp`, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(`${path}.tmp`, path);
};

/**
 * Starts a canary: `percent` of new visitors get a composition with `slice` at release `id`, the
 * others stay on live. One canary at a time; the release is verified first.
 */
export async function startCanary(root, slice, id, percent, shellDir = liveShellDir()) {
  checkRelease(slice, id);
  if (!(percent > 0 && percent <= 100))
    throw new Error(`The share must be above 0 and at most 100: ${percent}`);
  const running = readJson(join(root, CANARY_FILE));
  if (running)
    throw new Error(`A canary runs already (${running.slice}/${running.release}): promote or abort it first`);
  const problems = await verifyRelease(root, slice, id, shellDir);
  if (problems.length) throw new RefusedRelease(problems);
  const name = makeComposition(root, { ...liveReleases(root), [slice]: id });
  pointAt(root, 'canary', name);
  const canary = {
    id: name,
    slice,
    release: id,
    percent,
    composition: `compositions/${name}`,
    started: new Date().toISOString(),
  };
  writeAtomically(join(root, CANARY_FILE), canary);
  tellNginx(root, canary);
  return canary;
}

/** Ends the running canary: its record is moved to the history with what became of it. */
function endCanary(root, outcome, details = {}) {
  const canary = readJson(join(root, CANARY_FILE));
  if (!canary || (details.id && details.id !== canary.id)) return null;
  mkdirSync(join(root, HISTORY_DIR), { recursive: true });
  const { id: _, ...rest } = details;
  writeAtomically(join(root, HISTORY_DIR, `${canary.id}.json`), {
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
  tellNginx(root, null);
  return canary;
}

/**
 * nginx's copy of the canary, or of none (nginx-canary.mjs): it reads canary.json only through this
 * include, when the deployer reloads it after each command.
 */
function tellNginx(root, canary) {
  const file = join(root, CANARY_NGINX_FILE);
  writeFileSync(`${file}.tmp`, canaryInclude(canary));
  renameSync(`${file}.tmp`, file);
}

/** Everyone back on live at the next request. Returns the canary aborted, or null (none ran). */
export function abortCanary(
  root,
  { id, reason = 'aborted by hand', counts, by = 'releases.mjs abort' } = {},
) {
  return endCanary(root, 'aborted', { id, reason, by, ...(counts ? { counts } : {}) });
}

/** The canary's release becomes live for everyone. Returns the releases now live. */
export function promoteCanary(root) {
  const canary = readJson(join(root, CANARY_FILE));
  if (!canary) throw new Error('No canary runs');
  const releases = switchLive(root, { [canary.slice]: canary.release });
  endCanary(root, 'promoted', { by: 'releases.mjs promote' });
  return releases;
}

/** Page views and failures of each side, summed over the servers' count files for this canary. */
function canaryCounts(root, id) {
  const total = { live: { views: 0, failures: 0 }, canary: { views: 0, failures: 0 } };
  const dir = join(root, STATS_DIR);
  if (!existsSync(dir)) return total;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const counts = readJson(join(dir, file));
    if (counts?.canary !== id) continue;
    for (const side of ['live', 'canary']) {
      total[side].views += counts[side]?.views ?? 0;
      total[side].failures += counts[side]?.failures ?? 0;
    }
  }
  return total;
}

/** Live, the running canary with its share and both sides' counts, and the last canary's end. */
export function canaryStatus(root) {
  const canary = readJson(join(root, CANARY_FILE));
  const history = join(root, HISTORY_DIR);
  const last = existsSync(history)
    ? readdirSync(history)
        .filter((f) => f.endsWith('.json'))
        .map((f) => readJson(join(history, f)))
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
          counts: canaryCounts(root, canary.id),
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

const usage = `usage: releases.mjs verify <root> <slice> <id>
       releases.mjs install <root> <slice> <id> <build folder>
       releases.mjs switch <root> <slice>=<id> ...
       releases.mjs canary <root> <slice>=<id> <percent>
       releases.mjs promote <root> | abort <root> | status <root>`;

async function main([command, root, ...rest]) {
  const pairs = (list) => Object.fromEntries(list.map((pair) => pair.split('=')));
  if (command === 'verify' && rest.length === 2) {
    const problems = await verifyRelease(root, rest[0], rest[1]);
    if (problems.length) throw new RefusedRelease(problems);
    return `${rest[0]}/${rest[1]} fits the live composition`;
  }
  if (command === 'install' && rest.length === 3) return installVerified(root, rest[0], rest[1], rest[2]);
  if (command === 'switch' && rest.length > 0) return JSON.stringify(await switchVerified(root, pairs(rest)));
  if (command === 'canary' && rest.length === 2) {
    const [[slice, id]] = Object.entries(pairs([rest[0]]));
    return JSON.stringify(await startCanary(root, slice, id, Number(rest[1])));
  }
  if (command === 'promote' && rest.length === 0) return JSON.stringify(promoteCanary(root));
  if (command === 'abort' && rest.length === 0) {
    const aborted = abortCanary(root);
    return aborted ? `aborted ${aborted.slice}/${aborted.release}: everyone is on live` : 'no canary runs';
  }
  if (command === 'status' && rest.length === 0) return JSON.stringify(canaryStatus(root), null, 2);
  throw Object.assign(new Error(usage), { code: 2 });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).then(
    (output) => console.log(output),
    (error) => {
      // A refused release: each problem on its own line, and live as it was.
      console.error(error.message);
      process.exit(error.code === 2 ? 2 : 1);
    },
  );
}
