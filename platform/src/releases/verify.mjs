// Whether a release fits the live composition (releases/contracts.mjs), for a release on this root's
// disk, on another origin (fetched from there and checked at every verification), or of the shell
// (against every live slice). A release that does not fit is refused with its problems, one a line.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { slices } from '@chardham/shared/routes/slices';
import { readJsonFile } from '../common/json.mjs';
import { workspaceRoot } from '../config/config.mjs';
import { releaseProblems } from './contracts.mjs';
import { downloadRelease } from './download.mjs';
import { checkRelease, liveReleases, markOf, ORIGIN_FILE, releaseNames, SHELL } from './layout.mjs';

/** A release that does not fit: its problems, one a line, and live as it was. */
export class RefusedRelease extends Error {
  constructor(problems) {
    super(problems.join('\n'));
    this.problems = problems;
  }
}

/** The live shell's build the releases must fit: the root's own once it has one, else SHELL_DIST. */
export const liveShellDir = (env = process.env, root = undefined) =>
  root && existsSync(join(root, 'live', SHELL, markOf(SHELL)))
    ? join(root, 'live', SHELL)
    : resolve(workspaceRoot, env.SHELL_DIST ?? 'shell/dist');

/**
 * The problems of a release in the live composition (releases/contracts.mjs); none: it fits. A slice's
 * release must fit the live shell; a shell's release must fit every live slice as the live shell
 * does: the modules and fragments its frames include, the singletons it provides, the props it passes.
 */
export function verifyRelease(root, slice, id, shellDir = liveShellDir(process.env, root)) {
  checkRelease(slice, id);
  return slice === SHELL ? shellProblems(root, id) : sliceProblems(root, slice, id, shellDir);
}

/** A slice's release with the shell in `shellDir`: from this root's folders, or from its origin. */
function sliceProblems(root, slice, id, shellDir) {
  const origin = readJsonFile(join(root, 'releases', slice, id, ORIGIN_FILE))?.origin;
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
    const allowed = readJsonFile(join(shellDir, 'routes.json'))?.remoteOrigins ?? [];
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

/** A shell's release against every live slice, each checked as with this shell live. */
async function shellProblems(root, id) {
  const candidate = join(root, 'releases', SHELL, id);
  if (!existsSync(join(candidate, markOf(SHELL))))
    return [
      `shell/${id}: ${join(candidate, markOf(SHELL))} is missing: install it first (pnpm releases install ${root} shell ${id} shell/dist)`,
    ];
  const live = liveReleases(root);
  const missing = slices.filter((s) => !live[s]);
  if (missing.length)
    return [
      `shell/${id}: the root has no live ${missing.join(', ')} to fit: make the slices live first (pnpm releases install, then switch), or set up a new root in one step with pnpm releases init ${root}`,
    ];
  const problems = [];
  for (const slice of slices) {
    const found = await sliceProblems(root, slice, live[slice], candidate);
    problems.push(
      ...found.map((line) => `shell/${id} with ${line.replaceAll('the live shell', 'this shell')}`),
    );
  }
  return problems;
}
