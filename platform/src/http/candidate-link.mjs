// Signed candidate links (issue 41): only someone who holds the staging site's CANDIDATES_SECRET
// can make a browser try a candidate release. A link carries the override and its signature; the
// cookie it sets carries both, and both are checked on every request.
//
//   CANDIDATES_SECRET=… pnpm -s candidate-link https://staging.example packages=/releases/packages/5f3e9a1/remoteEntry.js
//
// prints the link to open (several slices: `packages=…,info=…`).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { pathToFileURL } from 'node:url';

export const CANDIDATE_ARGUMENT = 'candidate';
export const SIGNATURE_ARGUMENT = 'signature';

/** The override's signature: HMAC-SHA-256 under the secret, base64url. */
export function candidateSignature(value, secret) {
  return createHmac('sha256', secret).update(`chardham-candidate:${value}`).digest('base64url');
}

/** Whether `signature` is the override's, compared in constant time. */
export function signatureMatches(value, signature, secret) {
  if (typeof value !== 'string' || typeof signature !== 'string' || !secret) return false;
  const expected = Buffer.from(candidateSignature(value, secret));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The candidate cookie's value: the override, escaped, then its signature after the last dot. */
export function signedCandidate(value, secret) {
  return `${encodeURIComponent(value)}.${candidateSignature(value, secret)}`;
}

/** The override a candidate cookie carries, if its signature holds; otherwise null. */
export function readSignedCandidate(text, secret) {
  const at = String(text ?? '').lastIndexOf('.');
  if (at <= 0) return null;
  let value;
  try {
    value = decodeURIComponent(text.slice(0, at));
  } catch {
    return null;
  }
  return signatureMatches(value, text.slice(at + 1), secret) ? value : null;
}

/** The link that makes a browser try `value` (`packages=<entry>`) on `site`. */
export function candidateLink(site, value, secret, path = '/') {
  const url = new URL(path, site);
  url.searchParams.set(CANDIDATE_ARGUMENT, value);
  url.searchParams.set(SIGNATURE_ARGUMENT, candidateSignature(value, secret));
  return url.href;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [site, value] = process.argv.slice(2);
  const secret = process.env.CANDIDATES_SECRET;
  if (!site || !value || !secret) {
    console.error('Usage: CANDIDATES_SECRET=… pnpm -s candidate-link <site> <slice>=<entry>[,…]');
    process.exit(1);
  }
  console.log(candidateLink(site, value, secret));
}
