// A release fetched from a published root (docs/deploy.md, "A fleet"): its file list, then every
// file, each checked against the list (size and SHA-256) before anything uses it. The servers that
// follow a publisher fetch releases this way (fleet/follow.mjs), and the publisher checks a release that
// another origin serves this way before it names it (releases/verify.mjs, an origin release).
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseJson } from '../common/json.mjs';

/** `<root>/release-files/<slice>/<id>.json`: each installed release's files, size and SHA-256. */
export const RELEASE_FILES_DIR = 'release-files';
/** Files of a release fetched at once. */
const PARALLEL = 8;

export async function fetchOk(url, init) {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
  if (!response.ok && response.status !== 304) throw new Error(`${url} answered ${response.status}`);
  return response;
}

/**
 * Fetches release `slice/id` of the published root at `source` (a URL ending in `/`) into the folder
 * `into`, every file checked against the release's list; throws at the first that does not match.
 * Returns the list.
 */
export async function downloadRelease(source, slice, id, into) {
  const list = parseJson(
    await (await fetchOk(new URL(`${RELEASE_FILES_DIR}/${slice}/${id}.json`, source))).text(),
  );
  if (!Array.isArray(list?.files)) throw new Error(`${slice}/${id} has no file list at ${source}`);
  const queue = [...list.files];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      if (typeof file.path !== 'string' || file.path.split('/').some((part) => part === '..' || part === ''))
        throw new Error(`${slice}/${id} lists a file outside its folder: ${file.path}`);
      const url = new URL(
        `releases/${slice}/${id}/${file.path.split('/').map(encodeURIComponent).join('/')}`,
        source,
      );
      const data = Buffer.from(await (await fetchOk(url)).arrayBuffer());
      const sha256 = createHash('sha256').update(data).digest('hex');
      if (data.length !== file.size || sha256 !== file.sha256)
        throw new Error(`${slice}/${id}: ${file.path} is not the file its release lists`);
      mkdirSync(dirname(join(into, file.path)), { recursive: true });
      writeFileSync(join(into, file.path), data);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return list;
}
