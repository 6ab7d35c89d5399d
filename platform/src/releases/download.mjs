// A release fetched from a published root (docs/deploy.md, "A fleet"): its file list, then every
// file, each checked against the list (size and SHA-256) before anything uses it. The servers that
// follow a publisher fetch releases this way (fleet/follow.mjs), with the list's own SHA-256 from
// the signed composition, so the signature covers every file; the publisher checks a release that
// another origin serves this way before it names it (releases/verify.mjs, an origin release).
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fetchOk, readCapped } from '../common/fetch.mjs';
import { parseJson } from '../common/json.mjs';

/** `<root>/release-files/<slice>/<id>.json`: each installed release's files, size and SHA-256. */
export const RELEASE_FILES_DIR = 'release-files';
/** Files of a release fetched at once. */
const PARALLEL = 8;
/** The largest file list read (a release of ~20,000 files), and the largest release. */
export const LIST_CAP = 4 * 1024 * 1024;
const RELEASE_CAP = 512 * 1024 * 1024;

const sha256 = (data) => createHash('sha256').update(data).digest('hex');

/**
 * The entries of a release's file list, each checked before anything is fetched: a relative path
 * inside the release, named once, a whole size and a SHA-256. Throws, naming the first entry that
 * is not, or when the sizes add up to more than a release may be.
 */
export function checkedList(list, name) {
  if (!Array.isArray(list?.files) || !list.files.length) throw new Error(`${name} has no file list`);
  const seen = new Set();
  let total = 0;
  for (const [index, file] of list.files.entries()) {
    const path = file?.path;
    if (
      typeof path !== 'string' ||
      path.startsWith('/') ||
      path.includes('\\') ||
      path.split('/').some((part) => part === '..' || part === '.' || part === '')
    )
      throw new Error(
        `${name}'s list has an entry ${index} that is not a path inside the release: ${JSON.stringify(path ?? file)}`,
      );
    if (!Number.isSafeInteger(file.size) || file.size < 0)
      throw new Error(`${name}'s list gives ${path} no size`);
    if (typeof file.sha256 !== 'string' || !/^[0-9a-f]{64}$/.test(file.sha256))
      throw new Error(`${name}'s list gives ${path} no SHA-256`);
    if (seen.has(path)) throw new Error(`${name}'s list names ${path} twice`);
    seen.add(path);
    total += file.size;
  }
  if (total > RELEASE_CAP) throw new Error(`${name} lists ${total} bytes, over a release's ${RELEASE_CAP}`);
  return list.files;
}

/**
 * Fetches release `slice/id` of the published root at `source` (a URL ending in `/`) into the folder
 * `into`: its list first (when `listSha256` is given, it must be that list, byte for byte), checked
 * whole, then every file, each read no further than its listed size and checked against its digest;
 * throws at the first that does not match. Returns the list.
 */
export async function downloadRelease(source, slice, id, into, { listSha256 } = {}) {
  const name = `${slice}/${id}`;
  const listUrl = new URL(`${RELEASE_FILES_DIR}/${slice}/${id}.json`, source);
  const listed = await readCapped(await fetchOk(listUrl), LIST_CAP, listUrl.href);
  if (listSha256 && sha256(listed) !== listSha256)
    throw new Error(`${name}'s file list is not the one the signed composition names`);
  const list = parseJson(listed.toString('utf8'));
  const queue = [...checkedList(list, name)];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const url = new URL(
        `releases/${slice}/${id}/${file.path.split('/').map(encodeURIComponent).join('/')}`,
        source,
      );
      const data = await readCapped(await fetchOk(url), file.size, url.href);
      if (data.length !== file.size || sha256(data) !== file.sha256)
        throw new Error(`${name}: ${file.path} is not the file its release lists`);
      mkdirSync(dirname(join(into, file.path)), { recursive: true });
      writeFileSync(join(into, file.path), data);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return list;
}
