// The changes a deployer makes, verified first: an install that does not fit is removed again and
// refused, a switch that does not fit leaves live as it is (releases/verify.mjs).
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { switchLive } from './composition.mjs';
import { installRelease } from './install.mjs';
import { CANARY_FILE, SHELL } from './layout.mjs';
import { liveShellDir, RefusedRelease, verifyRelease } from './verify.mjs';

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
