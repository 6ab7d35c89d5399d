// Static files for the reference server: lookup inside a build folder, cache policy, validators and
// compressed bodies (the build's own .br and .gz files, else compressed once off the event loop;
// kept in memory either way).
import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliDecompress, gunzip } from 'node:zlib';
import { compress, isCompressible, SIDECAR_SUFFIX } from '@chardham/shared/ssr/compression';
import { LRUCache } from 'lru-cache';

export { compress, isCompressible };

export const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/**
 * Vite writes content-hashed files into assets/ (name-HASH.ext, an 8-character url-safe hash):
 * those never change and may be cached for a year. Everything else (index.html, remoteEntry.js,
 * mf-manifest.json, public/ files) keeps its name across builds, so it is revalidated every time.
 */
export function isHashed(relativePath) {
  return /(?:^|[/\\])assets[/\\](?:.+[/\\])?[^/\\]+-[\w-]{8}\.[a-z0-9]+$/i.test(relativePath);
}

export const cacheControlFor = (relativePath) => (isHashed(relativePath) ? IMMUTABLE : REVALIDATE);

/**
 * The file a decoded URL path names inside a build folder, or null. Never leaves the folder. The
 * path is decoded once, by the request (app.mjs): decoding it again here would read `%252e` as `.`.
 */
export function findFile(dir, decoded) {
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  // Dotfiles and dot-folders (.env, .git, an editor's swap file) are never served.
  if (decoded.split('/').some((segment) => segment.startsWith('.'))) return null;
  const path = normalize(join(dir, decoded));
  if (path !== dir && !path.startsWith(dir + sep)) return null;
  try {
    const stat = statSync(path);
    return stat.isFile() ? { path, rel: relative(dir, path), stat } : null;
  } catch {
    return null;
  }
}

export const contentTypeOf = (path) => types[extname(path)] ?? 'application/octet-stream';

/** A weak validator from size and modification time: a redeploy in place changes it. */
export const fileEtag = (stat) => `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
export const contentEtag = (data) =>
  `"${createHash('sha256').update(data).digest('base64url').slice(0, 22)}"`;

/** The build's compressed form of a file, when there is one. */
function sidecarOf(file, encoding) {
  const path = `${file.path}${SIDECAR_SUFFIX[encoding]}`;
  try {
    const stat = statSync(path);
    return stat.isFile() ? { path, stat } : null;
  } catch {
    return null;
  }
}

const decompress = { br: promisify(brotliDecompress), gzip: promisify(gunzip) };

/**
 * The body to send: the build's compressed form when it holds exactly the file, else the file
 * compressed here. A form is checked by decompressing it once (fast, and it keeps no memory, unlike
 * compressing): times cannot tell, since a plain copy of a release gives its files new ones in
 * whatever order it copies them, and a file changed after its build must never be sent as it was.
 */
async function compressedBody(path, sidecar, encoding) {
  const raw = await readFile(path);
  if (sidecar) {
    const data = await readFile(sidecar.path);
    const holds = await decompress[encoding](data).then(
      (plain) => plain.equals(raw),
      () => false,
    );
    if (holds) return data;
  }
  return compress(raw, encoding);
}

/**
 * Compressed bodies keyed by path, size, modification time and encoding, so a file replaced in
 * place is compressed again. Each build writes brotli 11 and gzip 9 forms of its files beside them,
 * which are sent as they are; a file without a form that holds it (a build made otherwise, a file
 * changed after its build) is compressed in libuv's thread pool, never stalling other requests. Compressing every
 * file at start instead left 60 MB of brotli's working memory in the allocator for good.
 * Bounded by bytes, least recently used first.
 */
export class CompressedCache {
  #entries;
  constructor(maxBytes = 64 * 1024 * 1024) {
    // fetch() shares one read or compression among the requests that arrive while it runs.
    this.#entries = new LRUCache({
      maxSize: maxBytes,
      sizeCalculation: (data) => data.length,
      fetchMethod: (_key, _stale, { context: { path, sidecar, encoding } }) =>
        compressedBody(path, sidecar, encoding),
    });
  }

  get(file, encoding) {
    const sidecar = sidecarOf(file, encoding);
    const key = `${file.path}\0${file.stat.size}\0${file.stat.mtimeMs}\0${encoding}\0${sidecar?.stat.mtimeMs ?? ''}`;
    return this.#entries.fetch(key, { context: { path: file.path, sidecar, encoding } });
  }
}
