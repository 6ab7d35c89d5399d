// Installing a release: a build copied into its folder once, its fragments told where they are
// served, and its file list written for the servers that follow this root (releases/layout.mjs).
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { SLICE_BASE_TOKEN } from '@chardham/shared/ssr/tokens';
import { writeJsonAtomically } from '../common/json.mjs';
import { checkRelease, markOf, ORIGIN_FILE, RELEASE_FILES_DIR, SHELL, SHELL_ASSETS } from './layout.mjs';

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

/** `<root>/release-files/<slice>/<id>.json`: every file of the release as installed, its size and SHA-256. */
export function listReleaseFiles(root, slice, id) {
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
  writeJsonAtomically(join(root, RELEASE_FILES_DIR, slice, `${id}.json`), { slice, id, files });
}
