// How the site's text files are compressed: each build writes its files' brotli and gzip forms next
// to them (name.js.br, name.js.gz, made once at the highest levels), and the reference server sends
// those, compressing itself only what a build did not (docs/decisions/074-pages-kept-by-validators.md).
// Plain JavaScript: the builds and the production server both import it.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

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

/** Below this, a compressed body is no smaller once headers are counted. */
export const MIN_COMPRESS_BYTES = 512;

/** The file beside `name` that holds its body in each coding. */
export const SIDECAR_SUFFIX = { br: '.br', gzip: '.gz' };

const extensionOf = (path) => /\.[^./\\]+$/.exec(path)?.[0] ?? '';

export const isCompressible = (path, size) =>
  compressible.has(extensionOf(path)) && size >= MIN_COMPRESS_BYTES;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A brotli window no larger than the data: the same bytes out, less memory in. */
const windowBits = (size) =>
  Math.min(
    constants.BROTLI_MAX_WINDOW_BITS,
    Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(size + 1))),
  );

/** `max` for files made once (brotli 11, gzip 9), `fast` for bodies made on a request. */
export function compress(data, encoding, quality = 'max') {
  return encoding === 'br'
    ? brotli(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: quality === 'max' ? 11 : 5,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          [constants.BROTLI_PARAM_LGWIN]: windowBits(data.length),
        },
      })
    : gzipAsync(data, { level: quality === 'max' ? 9 : 6 });
}
