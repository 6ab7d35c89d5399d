// A slice's release that its team's own origin serves (docs/decisions/104-a-slice-on-another-origin.md):
// installed here as origin.json beside the release's manifest and contracts, verified like any.
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkSafeUrl } from '../common/fetch.mjs';
import { downloadRelease } from './download.mjs';
import { checkRelease, ORIGIN_FILE, SHELL } from './layout.mjs';
import { installVerified } from './verified.mjs';
import { liveShellDir } from './verify.mjs';

/** What an origin release keeps of the release's own files: what verifying other releases reads. */
const ORIGIN_KEPT = ['mf-manifest.json', 'contracts.json'];

/**
 * Installs a release another origin serves (a published root at `origin`: its release-files/ and
 * releases/), verified: the folder holds origin.json and the release's manifest and contracts.
 */
export async function installFromOrigin(root, slice, id, origin, shellDir = liveShellDir(process.env, root)) {
  checkRelease(slice, id);
  if (slice === SHELL) throw new Error('The shell is served by every server: install it from a build folder');
  const url = new URL(origin.endsWith('/') ? origin : `${origin}/`);
  checkSafeUrl(url, `${slice}/${id}'s origin`);
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
