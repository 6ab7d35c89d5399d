// HTTP's rules for choosing and shortening a response, from the libraries Express and `send` use
// (jshttp): content negotiation with q-values and `*` (negotiator), conditional requests with
// If-None-Match and If-Modified-Since (fresh), byte ranges (range-parser). Hand-written versions
// gave brotli to `br;q=0.1, gzip;q=1`, nothing compressed to `*`, and ignored If-Modified-Since.
import fresh from 'fresh';
import Negotiator from 'negotiator';
import parseRange from 'range-parser';

/** Encodings the server can send, best first: the order breaks ties between equal q-values. */
const ENCODINGS = ['br', 'gzip', 'identity'];

/** The coding to send ('br' or 'gzip'), or null for the plain body. */
export function pickEncoding(req) {
  const chosen = new Negotiator(req).encoding(ENCODINGS, { preferred: ENCODINGS });
  return chosen === 'br' || chosen === 'gzip' ? chosen : null;
}

/**
 * Whether the client's copy is current: If-None-Match (weak comparison) first, else
 * If-Modified-Since against Last-Modified. `headers` are the response's validators.
 */
export function isFresh(req, { etag, lastModified }) {
  return fresh(req.headers, { etag, 'last-modified': lastModified });
}

/**
 * What a GET with a Range header gets for a file of `size` bytes: the whole file (no Range, an
 * If-Range naming another version, a malformed or multi-part range), one part, or 416. Ranges are
 * of the plain bytes, so a partial answer is never compressed.
 */
export function rangeOf(req, size, { etag, lastModified }) {
  const header = req.headers.range;
  if (!header || req.method !== 'GET') return { kind: 'full' };
  const ifRange = req.headers['if-range'];
  // If-Range needs a strong match: a weak ETag never matches, a date must be the Last-Modified.
  if (ifRange) {
    const isEtag = ifRange.trim().startsWith('"') || ifRange.trim().startsWith('W/');
    const matches = isEtag
      ? !etag.startsWith('W/') && ifRange.trim() === etag
      : ifRange.trim() === lastModified;
    if (!matches) return { kind: 'full' };
  }
  const ranges = parseRange(size, header, { combine: true });
  if (ranges === -1) return { kind: 'unsatisfiable', contentRange: `bytes */${size}` };
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return { kind: 'full' };
  const [{ start, end }] = ranges;
  return { kind: 'partial', start, end, contentRange: `bytes ${start}-${end}/${size}` };
}
