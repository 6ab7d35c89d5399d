// A new release root in one step (`pnpm releases init <root>`): the four slices' builds and the
// shell's, installed and made live in the only order that fits. A slice is verified against the
// shell build it will run under; a shell is verified against the live slices, so the slices go live
// first, then the shell. A refusal leaves the root as it was.
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { slices } from '@chardham/shared/routes/slices';
import { workspaceRoot } from '../config/config.mjs';
import { liveReleases, markOf, SHELL } from './layout.mjs';
import { installVerified, switchVerified } from './verified.mjs';

/** Where each build is, in a workspace (or a folder laid out as one): shell/dist, mfe-<slice>/dist. */
export const buildDir = (builds, name) => join(builds, name === SHELL ? 'shell/dist' : `mfe-${name}/dist`);

/**
 * Sets up an empty root with release `id` of the shell and of every slice from `builds`, verified
 * and live. Refuses a root that already runs releases, and builds that are missing, naming the
 * command to run instead. Returns the live releases.
 */
export async function initRoot(root, id, { builds = workspaceRoot } = {}) {
  root = resolve(root);
  const live = liveReleases(root);
  if (Object.keys(live).length)
    throw new Error(
      `${root} is already set up (live: ${Object.entries(live)
        .map(([name, release]) => `${name}/${release}`)
        .join(
          ', ',
        )}): change it with pnpm releases install and pnpm releases switch (docs/deploy.md, section 3)`,
    );
  const absent = [SHELL, ...slices].filter((name) => !existsSync(join(buildDir(builds, name), markOf(name))));
  if (absent.length)
    throw new Error(
      `No build of ${absent.join(', ')} in ${builds} (${absent.map((name) => join(buildDir(builds, name), markOf(name))).join(', ')} missing): run pnpm build there first`,
    );
  if (existsSync(join(root, 'releases')))
    throw new Error(
      `${root} already holds releases: make it live with pnpm releases switch (docs/deploy.md, section 3), or give init a root of its own`,
    );
  // What the root held before (a runtime-config.json, say): all else is init's, and a refusal removes it.
  const before = new Set(existsSync(root) ? readdirSync(root) : []);
  const shellBuild = buildDir(builds, SHELL);
  try {
    for (const slice of slices) await installVerified(root, slice, id, buildDir(builds, slice), shellBuild);
    await switchVerified(root, Object.fromEntries(slices.map((slice) => [slice, id])), shellBuild);
    await installVerified(root, SHELL, id, shellBuild);
    await switchVerified(root, { [SHELL]: id });
    return liveReleases(root);
  } catch (error) {
    // Nothing was served from a root that never had a shell: it is left as it was.
    for (const entry of existsSync(root) ? readdirSync(root) : [])
      if (!before.has(entry)) rmSync(join(root, entry), { recursive: true, force: true });
    throw error;
  }
}
