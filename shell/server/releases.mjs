// Release folders and the live composition, for a deploy to either server (docs/deploy.md):
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
//
//   <root>/composition.json          live and the canary as one document, written at each change,
//   <root>/release-files/<slice>/<id>.json  and each release's files: what servers on other
//                                    machines follow (follow.mjs, docs/deploy.md "A fleet")
//
// node shell/server/releases.mjs verify <root> <slice> <id>           does it fit the live composition?
// node shell/server/releases.mjs install <root> <slice> <id> <build folder>        (verified)
//   [--base <URL>]   on a slice's own origin: the URL its fragments name (the default: /releases/…)
// node shell/server/releases.mjs install <root> <slice> <id> <https://its-origin/>  (verified)
//                                   a release another origin serves, from its published root
//   (<slice> may be `shell`: its release must fit every live slice)
// node shell/server/releases.mjs switch <root> <slice>=<id> [...]   (verified; a rollback is a switch back)
// node shell/server/releases.mjs canary <root> <slice>=<id> <percent> | promote <root> | abort <root>
// node shell/server/releases.mjs canary <root> <slice>=<id> --steps 5,25,50 --every 10m
//                                   raised step by step while the analysis passes, then promoted
// node shell/server/releases.mjs step <root>     one pass of the steps (the reference server runs it)
// node shell/server/releases.mjs status <root>
// node shell/server/releases.mjs publish <root>  composition.json and the file lists (a root from before)
// node shell/server/releases.mjs follow <source URL> <root> [--then <command>]
//                                   this machine's root follows a published one (follow.mjs)
//
// The live shell the releases must fit is the root's own (live/shell) once it has one, else SHELL_DIST
// (default: the workspace's shell/dist). A shell's release must fit every live slice.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { slices } from '@chardham/shared/routes/slices';
import { SLICE_BASE_TOKEN } from '@chardham/shared/ssr/tokens';
import { DEFAULT_JUDGE, judge } from './canary-judge.mjs';
import { serverConfig, workspaceRoot } from './config.mjs';
import { CANARY_NGINX_FILE, canaryInclude } from './nginx-canary.mjs';
import { ORIGINS_NGINX_FILE, originsInclude } from './nginx-origins.mjs';
import { releaseProblems } from './release-check.mjs';
import { downloadRelease, RELEASE_FILES_DIR } from './release-download.mjs';

export { RELEASE_FILES_DIR };

/** A release id: letters, digits, `.`, `_`, `-`, starting with a letter or digit (never `.` or `..`). */
const idPattern = /^[A-Za-z0-9][\w.-]{0,63}$/;

/** The shell is released like a slice (docs/decisions/098-the-shell-as-a-release.md). */
export const SHELL = 'shell';
/** Every shell release's hashed files (`assets/name-HASH.ext`), gathered: their names never change. */
export const SHELL_ASSETS = 'shell-assets';
/** What can be released: the shell and each slice. */
export const releaseNames = [SHELL, ...slices];

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
/** What an origin release keeps of the release's own files: what verifying other releases reads. */
const ORIGIN_KEPT = ['mf-manifest.json', 'contracts.json'];

/** The URL an origin release is served from (`<origin>releases/<slice>/<id>/`), or null for a release here. */
export function originBase(root, slice, id) {
  const origin = readJson(join(root, 'releases', slice, id, ORIGIN_FILE))?.origin;
  return typeof origin === 'string' ? new URL(`releases/${slice}/${id}/`, origin).href : null;
}

/** Whether release `slice/id` is installed in `root`: its build, or the origin that serves it. */
export const installed = (root, slice, id) =>
  existsSync(join(root, 'releases', slice, id, markOf(slice))) ||
  (slice !== SHELL && existsSync(join(root, 'releases', slice, id, ORIGIN_FILE)));

/**
 * Copies a slice's build into its release folder, once: a release that exists is never overwritten.
 * Its fragments get the folder's URL where their asset URLs start (the build cannot know it), so
 * any server can include them as they are.
 */
export function installRelease(root, slice, id, from, base = `/releases/${slice}/${id}/`) {
  checkRelease(slice, id);
  const target = join(root, 'releases', slice, id);
  if (existsSync(target)) throw new Error(`${target} exists: a release never changes, give it a new id`);
  if (!existsSync(join(from, markOf(slice))) && (slice === SHELL || !existsSync(join(from, ORIGIN_FILE))))
    throw new Error(`${from} has no ${markOf(slice)}`);
  // Times kept: a release is the build as it was made, Last-Modified included.
  cpSync(from, target, { recursive: true, preserveTimestamps: true });
  // A shell's hashed files also join every earlier shell's, which pages loaded before a switch
  // still ask for (both servers serve /assets/ from the live shell, then from there).
  if (slice === SHELL && existsSync(join(from, 'assets'))) {
    cpSync(join(from, 'assets'), join(root, SHELL_ASSETS, 'assets'), {
      recursive: true,
      preserveTimestamps: true,
      force: false,
    });
  }
  const fragments = join(target, 'html');
  if (existsSync(fragments)) {
    for (const entry of readdirSync(fragments, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
      const file = join(entry.parentPath, entry.name);
      writeFileSync(file, readFileSync(file, 'utf8').replaceAll(SLICE_BASE_TOKEN, base));
    }
  }
  listReleaseFiles(root, slice, id);
  return target;
}

/** Live and the canary as one document, which every server of a fleet follows (follow.mjs). */
export const COMPOSITION_DOCUMENT = 'composition.json';

/** `<root>/release-files/<slice>/<id>.json`: every file of the release as installed, its size and SHA-256. */
function listReleaseFiles(root, slice, id) {
  const dir = join(root, 'releases', slice, id);
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const data = readFileSync(join(entry.parentPath, entry.name));
      const path = relative(dir, join(entry.parentPath, entry.name));
      return { path, size: data.length, sha256: createHash('sha256').update(data).digest('hex') };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
  mkdirSync(join(root, RELEASE_FILES_DIR, slice), { recursive: true });
  writeAtomically(join(root, RELEASE_FILES_DIR, slice, `${id}.json`), { slice, id, files });
}

/**
 * Writes `<root>/composition.json`: the live releases and the running canary (or null), numbered,
 * and how the last canary ended (`ended`: its servers count the abort or promotion in /metrics). Run
 * after every change of either; the servers that follow this root take it within a second or two.
 */
export function publishComposition(root, { ended } = {}) {
  const canary = readJson(join(root, CANARY_FILE));
  const live = liveReleases(root);
  const named = Object.entries(live);
  if (canary) named.push([canary.slice, canary.release]);
  for (const [slice, id] of named) {
    if (!existsSync(join(root, RELEASE_FILES_DIR, slice, `${id}.json`))) listReleaseFiles(root, slice, id);
  }
  const previous = readJson(join(root, COMPOSITION_DOCUMENT));
  const { composition: _, ...followed } = canary ?? {};
  writeAtomically(join(root, COMPOSITION_DOCUMENT), {
    serial: (previous?.serial ?? 0) + 1,
    published: new Date().toISOString(),
    live,
    canary: canary ? followed : null,
    ...((ended ?? previous?.ended) ? { ended: ended ?? previous.ended } : {}),
  });
}

/**
 * Makes this root what a published composition document says (follow.mjs): its live releases, and
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
    const local = readJson(join(root, CANARY_FILE));
    const wanted = document.canary;
    const { composition, ...followed } = local ?? {};
    if (!wanted && local) {
      unlinkSync(join(root, CANARY_FILE));
      rmSync(join(root, 'canary'), { force: true });
      tellNginx(root, null);
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
      writeAtomically(join(root, CANARY_FILE), record);
      tellNginx(root, record);
      changed.push(`canary ${wanted.slice}/${wanted.release} at ${wanted.percent}%`);
    }
    return changed;
  });
}

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

/**
 * A new composition folder: remotes.json and a link to each slice's release, and to the shell's
 * once the root has one. Returns its name.
 */
function makeComposition(root, releases) {
  for (const slice of releases.shell ? releaseNames : slices) {
    const id = releases[slice];
    if (!id || !installed(root, slice, id)) {
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
    const base = originBase(root, slice, releases[slice]) ?? `/releases/${slice}/${releases[slice]}/`;
    remotes[slice] = { entry: `${base}remoteEntry.js` };
  }
  if (releases.shell) symlinkSync(join('..', '..', 'releases', SHELL, releases.shell), join(dir, SHELL));
  writeFileSync(join(dir, 'remotes.json'), `${JSON.stringify({ remotes }, null, 2)}\n`);
  return name;
}

/** Points `<root>/<link>` at a composition with one rename(2): readers see the old or the new. */
function pointAt(root, link, name) {
  const next = join(root, `${link}.${name}`);
  symlinkSync(join('compositions', name), next);
  renameSync(next, join(root, link));
  tellNginxOrigins(root);
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

// --- Verified changes and canaries --------------------------------------------------------------

/** The live shell's build the releases must fit: the root's own once it has one, else SHELL_DIST. */
export const liveShellDir = (env = process.env, root = undefined) =>
  root && existsSync(join(root, 'live', SHELL, markOf(SHELL)))
    ? join(root, 'live', SHELL)
    : resolve(workspaceRoot, env.SHELL_DIST ?? 'shell/dist');

/**
 * The problems of a release in the live composition (release-check.mjs); none: it fits. A slice's
 * release must fit the live shell; a shell's release must fit every live slice as the live shell
 * does: the modules and fragments its frames include, the singletons it provides, the props it passes.
 */
export function verifyRelease(root, slice, id, shellDir = liveShellDir(process.env, root)) {
  checkRelease(slice, id);
  return slice === SHELL ? shellProblems(root, id) : sliceProblems(root, slice, id, shellDir);
}

/** A slice's release with the shell in `shellDir`: from this root's folders, or from its origin. */
function sliceProblems(root, slice, id, shellDir) {
  const origin = readJson(join(root, 'releases', slice, id, ORIGIN_FILE))?.origin;
  return origin
    ? originProblems(root, slice, id, origin, shellDir)
    : releaseProblems({ root, slice, id, shellDir });
}

/**
 * A release another origin serves, checked as one installed here is: fetched from there whole (each
 * file against its list) into a root of its own that sees this root's live composition and other
 * releases, and checked there. It is fetched again at every check: the origin may have lost it.
 */
async function originProblems(root, slice, id, origin, shellDir) {
  const check = join(root, 'downloads', `check-${slice}-${id}-${process.pid}`);
  rmSync(check, { recursive: true, force: true });
  try {
    mkdirSync(join(check, 'releases', slice), { recursive: true });
    for (const other of releaseNames) {
      if (other !== slice && existsSync(join(root, 'releases', other)))
        symlinkSync(resolve(root, 'releases', other), join(check, 'releases', other));
    }
    if (existsSync(join(root, 'live'))) symlinkSync(resolve(root, 'live'), join(check, 'live'));
    const dir = join(check, 'releases', slice, id);
    try {
      await downloadRelease(origin, slice, id, dir);
    } catch (error) {
      return [`${slice}/${id}: it cannot be fetched from ${origin}: ${error.cause?.code ?? error.message}`];
    }
    const problems = await releaseProblems({ root: check, slice, id, shellDir });
    // The shell loads a slice's code only from the origins its build names (REMOTE_ORIGINS).
    const { origin: served } = new URL(origin);
    const allowed = readJson(join(shellDir, 'routes.json'))?.remoteOrigins ?? [];
    if (!allowed.includes(served))
      problems.push(
        `${slice}/${id}: the live shell does not load slices from ${served}: release a shell built with REMOTE_ORIGINS naming it`,
      );
    // Its pages are served by the origin and read by browsers from there: every URL of its own that
    // its fragments name must be the origin's, never a path of this site (where only origin.json is).
    const base = new URL(`releases/${slice}/${id}/`, origin).href;
    const fragments = join(dir, 'html');
    const own = `/releases/${slice}/${id}/`;
    if (existsSync(fragments)) {
      for (const entry of readdirSync(fragments, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
        const text = readFileSync(join(entry.parentPath, entry.name), 'utf8');
        if (text.split(own).length !== text.split(base).length)
          problems.push(
            `${slice}/${id}: ${relative(dir, join(entry.parentPath, entry.name))} names ${own} on this site, not ${base} (install it on its origin with --base ${base})`,
          );
      }
    }
    return problems;
  } finally {
    rmSync(check, { recursive: true, force: true });
  }
}

/**
 * Installs a release another origin serves (a published root at `origin`: its release-files/ and
 * releases/), verified: the folder holds origin.json and the release's manifest and contracts.
 */
export async function installFromOrigin(root, slice, id, origin, shellDir = liveShellDir(process.env, root)) {
  checkRelease(slice, id);
  if (slice === SHELL) throw new Error('The shell is served by every server: install it from a build folder');
  const url = new URL(origin.endsWith('/') ? origin : `${origin}/`);
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`Not an http(s) origin: ${origin}`);
  const target = join(root, 'releases', slice, id);
  if (existsSync(target)) throw new Error(`${target} exists: a release never changes, give it a new id`);
  const partial = join(root, 'downloads', `${slice}-${id}-${process.pid}`);
  rmSync(partial, { recursive: true, force: true });
  try {
    mkdirSync(partial, { recursive: true });
    writeFileSync(join(partial, ORIGIN_FILE), `${JSON.stringify({ origin: url.href }, null, 2)}\n`);
    // The manifest and contracts it is checked by, as the origin lists them (checked again below).
    const listed = await downloadRelease(url, slice, id, join(partial, 'served')).catch((error) => {
      throw new Error(
        `${slice}/${id} cannot be fetched from ${url.href}: ${error.cause?.code ?? error.message}`,
      );
    });
    for (const file of ORIGIN_KEPT) {
      if (listed.files.some((f) => f.path === file))
        cpSync(join(partial, 'served', file), join(partial, file));
    }
    rmSync(join(partial, 'served'), { recursive: true, force: true });
    return await installVerified(root, slice, id, partial, shellDir);
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
}

/** A shell's release against every live slice, each checked as with this shell live. */
async function shellProblems(root, id) {
  const candidate = join(root, 'releases', SHELL, id);
  if (!existsSync(join(candidate, markOf(SHELL))))
    return [`shell/${id}: ${join(candidate, markOf(SHELL))} is missing`];
  const live = liveReleases(root);
  const missing = slices.filter((s) => !live[s]);
  if (missing.length) return [`shell/${id}: the root has no live ${missing.join(', ')} to fit`];
  const problems = [];
  for (const slice of slices) {
    const found = await sliceProblems(root, slice, live[slice], candidate);
    problems.push(
      ...found.map((line) => `shell/${id} with ${line.replaceAll('the live shell', 'this shell')}`),
    );
  }
  return problems;
}

class RefusedRelease extends Error {
  constructor(problems) {
    super(problems.join('\n'));
    this.problems = problems;
  }
}

/** Installs a release and verifies it; a release that does not fit is removed again and refused. */
export async function installVerified(
  root,
  slice,
  id,
  from,
  shellDir = liveShellDir(process.env, root),
  base = undefined,
) {
  const target = installRelease(root, slice, id, from, base);
  const problems = await verifyRelease(root, slice, id, shellDir);
  if (problems.length) {
    rmSync(target, { recursive: true, force: true });
    throw new RefusedRelease(problems);
  }
  return target;
}

/** Switches live after verifying every changed release: one that does not fit leaves live as it is. */
export async function switchVerified(root, changes, shellDir = liveShellDir(process.env, root)) {
  if (changes.shell && existsSync(join(root, CANARY_FILE)))
    throw new Error(
      'A canary runs: promote or abort it before switching the shell (its composition keeps the shell it started with)',
    );
  const problems = [];
  // A shell switched together with slices is the shell they must fit.
  const shell = changes.shell ? join(root, 'releases', SHELL, changes.shell) : shellDir;
  for (const [slice, id] of Object.entries(changes))
    problems.push(...(await verifyRelease(root, slice, id, shell)));
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
 * Changes to the running canary are made under one lock (a directory made with mkdir(2), atomic on
 * any filesystem): the steps of a server and a deployer's `promote` or `abort` never interleave, so
 * an ended canary is never written back by a step read before it ended. Returns `fn`'s result, or
 * `busy` when another holds the lock past `waitMs`.
 */
const LOCK = 'canary.lock';
const busy = Symbol('busy');
function underLock(root, fn, waitMs = 5000) {
  const lock = join(root, LOCK);
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      // A holder that died leaves its lock: none is held for more than a few milliseconds.
      try {
        if (Date.now() - statSync(lock).mtimeMs > 30_000) {
          rmSync(lock, { recursive: true, force: true });
          continue;
        }
      } catch {
        // Gone meanwhile: try again.
        continue;
      }
      if (Date.now() >= deadline) return busy;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
    }
  }
  try {
    return fn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** `fn` under the lock, waiting for it; a lock held past the wait is an error to report. */
function locked(root, fn) {
  const result = underLock(root, fn);
  if (result === busy) throw new Error('The canary is being changed: try again');
  return result;
}

/**
 * How a canary is shared out: a fixed `percent` of new visitors, or `{ steps, every }`: the shares
 * in turn (5, 25, 50), each held `every` seconds and left only when the analysis passes
 * (`stepCanary`); after the last, the canary is promoted.
 */
function checkPlan(plan) {
  const steps = typeof plan === 'number' ? [plan] : plan?.steps;
  if (!Array.isArray(steps) || steps.length === 0)
    throw new Error('A canary needs a share, or steps with --every');
  for (const [i, share] of steps.entries()) {
    if (!(share > 0 && share <= 100)) throw new Error(`The share must be above 0 and at most 100: ${share}`);
    if (i > 0 && share <= steps[i - 1]) throw new Error(`The steps must rise: ${steps.join(',')}`);
  }
  if (typeof plan === 'number') return { percent: plan };
  if (!(plan.every > 0)) throw new Error('Steps need --every: how long each is held (90s, 10m, 1h)');
  return { percent: steps[0], steps, step: 0, every: plan.every };
}

/** A duration as the command line takes it: `90s`, `10m`, `1h`, or a number of seconds. */
export function parseDuration(text) {
  const found = /^(\d+(?:\.\d+)?)([smh]?)$/.exec(String(text ?? '').trim());
  const seconds = found ? Number(found[1]) * { '': 1, s: 1, m: 60, h: 3600 }[found[2]] : Number.NaN;
  if (!(seconds > 0)) throw new Error(`Bad duration ${JSON.stringify(text)}: 90s, 10m, 1h or seconds`);
  return seconds;
}

/**
 * Starts a canary: a share of new visitors (`plan`: a percent, or `{ steps, every }`) get a
 * composition with `slice` at release `id`, the others stay on live. One canary at a time; the
 * release is verified first.
 */
export async function startCanary(root, slice, id, plan, shellDir = liveShellDir(process.env, root)) {
  checkRelease(slice, id);
  checkPlan(plan);
  const running = readJson(join(root, CANARY_FILE));
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
    writeAtomically(join(root, CANARY_FILE), record);
    tellNginx(root, record);
    publishComposition(root);
    return record;
  });
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

/**
 * nginx's copy of the canary, or of none (nginx-canary.mjs): it reads canary.json only through this
 * include, when the deployer reloads it after each command.
 */
function tellNginx(root, canary) {
  const file = join(root, CANARY_NGINX_FILE);
  writeFileSync(`${file}.tmp`, canaryInclude(canary));
  renameSync(`${file}.tmp`, file);
  tellNginxOrigins(root);
}

/**
 * nginx's copy of where each side's slices are served from (nginx-origins.mjs), from the live and
 * canary compositions' remotes.json; read when nginx is reloaded.
 */
function tellNginxOrigins(root) {
  const remotesOf = (link) => readJson(join(root, link, 'remotes.json'));
  const file = join(root, ORIGINS_NGINX_FILE);
  writeFileSync(`${file}.tmp`, originsInclude(remotesOf('live'), remotesOf('canary')));
  renameSync(`${file}.tmp`, file);
}

/** Everyone back on live at the next request. Returns the canary aborted, or null (none ran). */
export function abortCanary(
  root,
  { id, reason = 'aborted by hand', counts, by = 'releases.mjs abort' } = {},
) {
  return locked(root, () => endCanary(root, 'aborted', { id, reason, by, ...(counts ? { counts } : {}) }));
}

/** The canary's release becomes live for everyone. Returns the releases now live. */
export function promoteCanary(root) {
  return locked(root, () => {
    const canary = readJson(join(root, CANARY_FILE));
    if (!canary) throw new Error('No canary runs');
    return promoteLocked(root, canary, { by: 'releases.mjs promote' });
  });
}

function promoteLocked(root, canary, details) {
  const releases = switchLive(root, { [canary.slice]: canary.release });
  endCanary(root, 'promoted', details);
  return releases;
}

/** Canary page views a step needs before it may pass (CANARY_STEP_MIN_PAGE_VIEWS). */
export const DEFAULT_STEP_VIEWS = 100;

/**
 * The analysis of a canary's counts: `failing` (the judge aborts it), `waiting` (too few canary page
 * views to pass a step) or `passing`; with what it saw, in words.
 */
export function canaryAnalysis(
  counts,
  { judge: settings = DEFAULT_JUDGE, stepViews = DEFAULT_STEP_VIEWS } = {},
) {
  const verdict = judge(counts, settings);
  if (verdict.abort) return { verdict: 'failing', reason: verdict.reason };
  const { canary, live } = counts;
  const seen = `failed on ${canary.failures} of ${canary.views} page views, live on ${live.failures} of ${live.views}`;
  if (canary.views < stepViews)
    return { verdict: 'waiting', reason: `${seen}: a step needs ${stepViews} canary page views` };
  return { verdict: 'passing', reason: `${seen}: not worse than live` };
}

/**
 * One pass of a stepped canary (the reference server runs it every second; a host with nginx alone
 * runs `releases.mjs step` from cron, then reloads nginx). When the step has been held its time:
 * the analysis failing aborts the canary, waiting holds the step longer, passing raises the share
 * to the next step, or promotes the canary after the last. A canary promoted or aborted by hand
 * meanwhile has ended: nothing is done. Returns { action, canary, analysis }, or null when nothing
 * was due (or another pass holds the lock).
 */
export function stepCanary(
  root,
  { now = Date.now(), judge: settings, stepViews, by = 'releases.mjs step', counts: fleetCounts } = {},
) {
  const done = underLock(
    root,
    () => {
      const canary = readJson(join(root, CANARY_FILE));
      if (!Array.isArray(canary?.steps) || !(canary.every > 0)) return null;
      if (now < Date.parse(canary.stepStarted) + canary.every * 1000) return null;
      // The fleet's counts from Prometheus (judgeFleet), else this root's servers' count files.
      const counts = fleetCounts ?? canaryCounts(root, canary.id);
      const analysis = canaryAnalysis(counts, { judge: settings, stepViews });
      const share = `${canary.percent}% (step ${canary.step + 1} of ${canary.steps.length})`;
      if (analysis.verdict === 'failing') {
        endCanary(root, 'aborted', { reason: `at ${share}: ${analysis.reason}`, by, counts });
        return { action: 'aborted', canary, analysis };
      }
      if (analysis.verdict === 'waiting') return { action: 'waiting', canary, analysis };
      const next = canary.step + 1;
      if (next === canary.steps.length) {
        promoteLocked(root, canary, { by, reason: `passed every step: ${analysis.reason}` });
        return { action: 'promoted', canary, analysis };
      }
      const stepped = {
        ...canary,
        step: next,
        percent: canary.steps[next],
        stepStarted: new Date(now).toISOString(),
      };
      writeAtomically(join(root, CANARY_FILE), stepped);
      tellNginx(root, stepped);
      publishComposition(root);
      return { action: 'stepped', canary: stepped, analysis };
    },
    0,
  );
  return done === busy ? null : done;
}

/** Page views and failures of each side, summed over the servers' count files for this canary. */
function canaryCounts(root, id) {
  const total = { live: { views: 0, failures: 0 }, canary: { views: 0, failures: 0 } };
  const dir = join(root, STATS_DIR);
  if (!existsSync(dir)) return total;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const counts = readJson(join(dir, file));
    if (counts?.id !== id) continue;
    for (const side of ['live', 'canary']) {
      total[side].views += counts[side]?.views ?? 0;
      total[side].failures += counts[side]?.failures ?? 0;
    }
  }
  return total;
}

const noCounts = () => ({ live: { views: 0, failures: 0 }, canary: { views: 0, failures: 0 } });

/**
 * The running canary's page views and failures on each side over the judge's window, from every
 * server Prometheus scrapes (canary_page_views_total, canary_failures_total): `{ total, byJob }`,
 * summed over the fleet and by scrape job. The reference servers' counts (job `chardham`) include
 * the failures browsers reported with a page view's token; an nginx host's (job
 * `chardham-nginx-logs`, from its access log through mtail) only those of its fragments. Each
 * server starts both sides' series at 0 when it sees the canary, so increase() misses none.
 */
export async function fleetCounts(prometheus, canary, windowSeconds = DEFAULT_JUDGE_WINDOW) {
  checkRelease(canary.slice, canary.release);
  const total = noCounts();
  const byJob = {};
  for (const [metric, key] of [
    ['canary_page_views_total', 'views'],
    ['canary_failures_total', 'failures'],
  ]) {
    const query = `sum by (job, side) (increase(${metric}{slice="${canary.slice}", release="${canary.release}"}[${windowSeconds}s]))`;
    const url = new URL('api/v1/query', prometheus.endsWith('/') ? prometheus : `${prometheus}/`);
    url.searchParams.set('query', query);
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    const body = await response.json().catch(() => null);
    if (body?.status !== 'success') throw new Error(`Prometheus answered ${response.status} to ${query}`);
    for (const { metric: labels, value } of body.data.result) {
      if (!total[labels.side]) continue;
      // increase() extrapolates to the window's edges: whole page views are what the judge weighs.
      const count = Math.max(0, Math.round(Number(value[1])));
      byJob[labels.job] ??= noCounts();
      byJob[labels.job][labels.side][key] += count;
      total[labels.side][key] += count;
    }
  }
  return { total, byJob };
}

/** The judge's window when none is set (CANARY_WINDOW_SECONDS). */
const DEFAULT_JUDGE_WINDOW = 600;

/**
 * One look of the fleet's judge at the running canary (`releases.mjs judge`, on the published
 * root). The judge (canary-judge.mjs) weighs each kind of server on its own: the reference
 * servers' counts see the failures browsers report, nginx's only its fragments', and summing them
 * would let nginx's page views dilute the browsers' failures. Either judged worse aborts the
 * canary; a step that has been held its time is passed or held on the fleet's total (stepCanary).
 * The servers follow the published change within seconds. Returns what it did, or null when no
 * canary runs.
 */
export async function judgeFleet(
  root,
  { prometheus, judge: settings = DEFAULT_JUDGE, stepViews, now = Date.now() },
) {
  const canary = readJson(join(root, CANARY_FILE));
  if (!canary) return null;
  const { total, byJob } = await fleetCounts(
    prometheus,
    canary,
    settings.windowSeconds ?? DEFAULT_JUDGE_WINDOW,
  );
  for (const [job, counts] of Object.entries(byJob).sort()) {
    const verdict = judge(counts, settings);
    if (!verdict.abort) continue;
    const reason = `canary ${canary.slice}/${canary.release} on ${job}: ${verdict.reason}`;
    const aborted = abortCanary(root, { id: canary.id, reason, counts: total, by: 'fleet judge' });
    return aborted ? { action: 'aborted', canary, counts: total, byJob, reason } : null;
  }
  if (canary.steps) {
    const stepped = stepCanary(root, { now, judge: settings, stepViews, by: 'fleet judge', counts: total });
    if (stepped) return { ...stepped, counts: total, byJob, reason: stepped.analysis.reason };
  }
  return {
    action: 'watching',
    canary,
    counts: total,
    byJob,
    reason: canaryAnalysis(total, { judge: settings, stepViews }).reason,
  };
}

const withAnalysis = (counts, settings) => ({ counts, analysis: canaryAnalysis(counts, settings) });

/** Live, the running canary with its share and both sides' counts, and the last canary's end. */
export function canaryStatus(root, analysis = {}) {
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

const usage = `usage: releases.mjs verify <root> <slice|shell> <id>
       releases.mjs install <root> <slice|shell> <id> <build folder> [--base <URL it is served at>]
       releases.mjs install <root> <slice> <id> <URL of the published root that serves it>
       releases.mjs switch <root> <slice|shell>=<id> ...
       releases.mjs canary <root> <slice>=<id> <percent>
       releases.mjs canary <root> <slice>=<id> --steps 5,25,50 --every 10m
       releases.mjs promote <root> | abort <root> | step <root> | status <root>
       releases.mjs publish <root>
       releases.mjs follow <source URL> <root> [--then <command>]
       releases.mjs judge <root> --prometheus <URL>`;

/** The judge's settings and a step's page views as the servers read them from the environment. */
function judgement(env) {
  const { canaryAbort, canaryStepViews } = serverConfig(env);
  return { judge: canaryAbort, stepViews: canaryStepViews };
}

async function main([command, root, ...rest]) {
  const pairs = (list) => Object.fromEntries(list.map((pair) => pair.split('=')));
  if (command === 'verify' && rest.length === 2) {
    const problems = await verifyRelease(root, rest[0], rest[1]);
    if (problems.length) throw new RefusedRelease(problems);
    return `${rest[0]}/${rest[1]} fits the live composition`;
  }
  if (command === 'install' && rest.length === 3) {
    const [slice, id, from] = rest;
    return /^https?:\/\//.test(from)
      ? installFromOrigin(root, slice, id, from)
      : installVerified(root, slice, id, from);
  }
  // On a slice's own origin: its fragments name the URL the release is served from there.
  if (command === 'install' && rest.length === 5 && rest[3] === '--base')
    return installVerified(root, rest[0], rest[1], rest[2], liveShellDir(process.env, root), rest[4]);
  if (command === 'switch' && rest.length > 0) return JSON.stringify(await switchVerified(root, pairs(rest)));
  if (command === 'canary' && rest.length === 2) {
    const [[slice, id]] = Object.entries(pairs([rest[0]]));
    return JSON.stringify(await startCanary(root, slice, id, Number(rest[1])));
  }
  if (command === 'canary' && rest.length === 5) {
    const { positionals, values } = parseArgs({
      args: rest,
      allowPositionals: true,
      options: { steps: { type: 'string' }, every: { type: 'string' } },
    });
    const [[slice, id]] = Object.entries(pairs(positionals));
    if (positionals.length !== 1 || !values.steps || !values.every)
      throw Object.assign(new Error(usage), { code: 2 });
    const steps = values.steps.split(',').map(Number);
    return JSON.stringify(await startCanary(root, slice, id, { steps, every: parseDuration(values.every) }));
  }
  if (command === 'step' && rest.length === 0) {
    const done = stepCanary(root, judgement(process.env));
    return done
      ? `${done.action}: ${done.canary.slice}/${done.canary.release} at ${done.canary.percent}%, ${done.analysis.reason}`
      : 'no step due';
  }
  if (command === 'promote' && rest.length === 0) return JSON.stringify(promoteCanary(root));
  if (command === 'abort' && rest.length === 0) {
    const aborted = abortCanary(root);
    return aborted ? `aborted ${aborted.slice}/${aborted.release}: everyone is on live` : 'no canary runs';
  }
  if (command === 'status' && rest.length === 0)
    return JSON.stringify(canaryStatus(root, judgement(process.env)), null, 2);
  if (command === 'publish' && rest.length === 0) {
    publishComposition(root);
    return readFileSync(join(root, COMPOSITION_DOCUMENT), 'utf8').trim();
  }
  if (command === 'follow' && (rest.length === 1 || (rest.length === 3 && rest[1] === '--then'))) {
    return follow(root, rest[0], rest[2]);
  }
  if (command === 'judge' && rest.length === 2 && rest[0] === '--prometheus')
    return judgeForever(root, rest[1]);
  throw Object.assign(new Error(usage), { code: 2 });
}

/**
 * `releases.mjs follow <source> <root>`: this machine's root follows a published one, for a host
 * where nginx serves the root (the reference server follows by itself with RELEASES_SOURCE). After
 * each change `then` runs (`nginx -s reload`: nginx reads the canary's include then).
 */
async function follow(source, root, then) {
  const { createFollower } = await import('./follow.mjs');
  const { createLogger } = await import('./telemetry.mjs');
  const logger = createLogger();
  const follower = createFollower({
    source,
    root,
    logger,
    onChange: async () => {
      if (!then) return;
      const done = spawnSync(then, { shell: true, stdio: 'inherit' });
      if (done.status !== 0)
        logger.error({ command: then, status: done.status }, 'the command after a change failed');
    },
  });
  await follower.start();
  // The follower's timer leaves a server's process free to exit; this process is the follower.
  await new Promise(() => setInterval(() => {}, 60_000));
}

/** `releases.mjs judge <root> --prometheus <URL>`: the fleet's one judge, looking every 2 s. */
async function judgeForever(root, prometheus) {
  const { createLogger } = await import('./telemetry.mjs');
  const logger = createLogger();
  const settings = judgement(process.env);
  let said = null;
  for (;;) {
    try {
      const done = await judgeFleet(root, { prometheus, ...settings });
      const line =
        done &&
        `${done.action}: ${done.canary.slice}/${done.canary.release} at ${done.canary.percent}%, ${done.reason}`;
      if (done && done.action !== 'watching' && done.action !== 'waiting')
        logger.warn({ counts: done.counts, byJob: done.byJob }, line);
      else if (line && line !== said) logger.info({ counts: done.counts, byJob: done.byJob }, line);
      said = line;
    } catch (error) {
      // No counts, no decision: the canary holds its share until Prometheus answers again.
      if (error.message !== said)
        logger.error({ prometheus }, `the fleet's counts cannot be read: ${error.message}`);
      said = error.message;
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
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
