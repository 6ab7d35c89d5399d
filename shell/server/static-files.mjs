// Static files for the reference server: lookup inside a build folder, cache policy, validators and
// compressed bodies (brotli or gzip, compressed once off the event loop and kept in memory).
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { extname, join, normalize, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

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
const compressible = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.xml',
  '.webmanifest',
]);
const MIN_COMPRESS_BYTES = 512;

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
 * The file a URL path names inside a build folder, or null. Never leaves the folder; throws a
 * URIError for a malformed escape (the caller answers 400).
 */
export function findFile(dir, urlPath) {
  const decoded = decodeURIComponent(urlPath);
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

/** Whether the request's If-None-Match already names this version. */
export function isFresh(req, etag) {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  const strip = (tag) => tag.trim().replace(/^W\//, '');
  return header === '*' || header.split(',').some((tag) => strip(tag) === strip(etag));
}

/** br when the client takes it, else gzip, else none (q=0 refuses an encoding). */
export function pickEncoding(acceptEncoding = '') {
  const weights = {};
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim());
    const q = params.find((p) => p.startsWith('q='));
    weights[name.toLowerCase()] = q ? Number(q.slice(2)) : 1;
  }
  if (weights.br > 0) return 'br';
  if (weights.gzip > 0) return 'gzip';
  return null;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export function compress(data, encoding, quality = 'max') {
  return encoding === 'br'
    ? brotli(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: quality === 'max' ? 11 : 5,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      })
    : gzipAsync(data, { level: quality === 'max' ? 9 : 6 });
}

export const isCompressible = (path, size) => compressible.has(extname(path)) && size >= MIN_COMPRESS_BYTES;

/**
 * Compressed bodies keyed by path, size, modification time and encoding, so a file replaced in place
 * is compressed again. Compression runs in libuv's thread pool: a cold cache never stalls other
 * requests (remotes.json must answer at once while the shell's big chunks are being compressed).
 */
export class CompressedCache {
  #entries = new Map();
  #bytes = 0;
  constructor(maxBytes = 64 * 1024 * 1024) {
    this.maxBytes = maxBytes;
  }

  get(file, encoding) {
    const key = `${file.path}\0${file.stat.size}\0${file.stat.mtimeMs}\0${encoding}`;
    let entry = this.#entries.get(key);
    if (!entry) {
      entry = { size: 0, data: readFile(file.path).then((raw) => compress(raw, encoding)) };
      this.#entries.set(key, entry);
      entry.data.then(
        (data) => {
          entry.size = data.length;
          this.#bytes += data.length;
          this.#evict();
        },
        () => this.#entries.delete(key),
      );
    } else {
      // Most recently used last, so eviction drops the coldest.
      this.#entries.delete(key);
      this.#entries.set(key, entry);
    }
    return entry.data;
  }

  #evict() {
    for (const [key, entry] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      if (!entry.size) continue;
      this.#entries.delete(key);
      this.#bytes -= entry.size;
    }
  }

  /** Compresses every compressible file of the build folders ahead of the first visitor. */
  async warm(dirs, encodings = ['br', 'gzip']) {
    const files = [];
    const walk = async (dir) => {
      for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) await walk(path);
        else files.push(path);
      }
    };
    for (const dir of dirs) await walk(dir);
    for (const path of files) {
      try {
        const stat = statSync(path);
        if (!isCompressible(path, stat.size)) continue;
        // One at a time: warming must leave the thread pool to live requests.
        for (const encoding of encodings) await this.get({ path, stat }, encoding);
      } catch {
        // A file removed by a redeploy while warming: nothing to warm.
      }
    }
    return files.length;
  }
}

export const readText = (path, fallback) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return fallback;
  }
};
