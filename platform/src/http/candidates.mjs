// A slice's candidate release, tried inside the live composition by the one browser that asks for
// it (docs/decisions/068-qa-against-deployments.md). `?candidate=packages=<entry>` on any page sets a
// session cookie; every request carrying it is composed, and answered remotes.json, as if
// remotes.json named that entry. Visitors without the cookie never see a difference.
import { slices } from '@chardham/shared/routes/slices';
import { cookieOf } from '../common/cookies.mjs';
import { remotesProblem } from '../config/trust.mjs';
import {
  CANDIDATE_ARGUMENT,
  readSignedCandidate,
  SIGNATURE_ARGUMENT,
  signatureMatches,
  signedCandidate,
} from './candidate-link.mjs';

export { CANDIDATE_ARGUMENT };
export const CANDIDATE_COOKIE = 'chardham_candidate';
/** Whatever carried an override must stay with that browser: no shared cache may keep it. */
export const PRIVATE = 'private, no-store';

/** Whether a URL's escapes can be read: the composer reads a release's folder from its decoded path. */
function decodable(entry) {
  try {
    decodeURI(entry);
    return true;
  } catch {
    return false;
  }
}

/** `packages=https://cdn…/remoteEntry.js,info=/releases/info/abc/remoteEntry.js` as { slice: entry }. */
export function parseCandidates(value) {
  const overrides = {};
  for (const part of String(value ?? '').split(',')) {
    const at = part.indexOf('=');
    const slice = part.slice(0, at).trim();
    const entry = part.slice(at + 1).trim();
    if (at > 0 && slices.includes(slice) && entry && decodable(entry)) overrides[slice] = entry;
  }
  return overrides;
}

/**
 * The remotes document this request is answered with, and what to tell the browser. Without
 * CANDIDATES=on nothing is read. An override counts only signed with CANDIDATES_SECRET (the link's
 * `signature`, the cookie's after its last dot), and is dropped whole unless the document it makes
 * passes the same check as remotes.json itself (this site's paths, or origins on REMOTE_ORIGINS).
 */
export function candidateFor(config, req, live, { https = false } = {}) {
  if (!config.candidates) return { document: live, text: null, override: false, setCookie: null };
  const search = new URL(req.url ?? '/', 'http://localhost').searchParams;
  const asked = search.has(CANDIDATE_ARGUMENT);
  const secret = config.candidatesSecret;
  const raw = asked
    ? signatureMatches(search.get(CANDIDATE_ARGUMENT), search.get(SIGNATURE_ARGUMENT), secret)
      ? search.get(CANDIDATE_ARGUMENT)
      : null
    : readSignedCandidate(cookieOf(req, CANDIDATE_COOKIE), secret);
  const overrides = parseCandidates(raw);
  const document = {
    ...live,
    remotes: Object.fromEntries(
      Object.entries(live.remotes ?? {}).map(([s, r]) => [
        s,
        overrides[s] ? { ...r, entry: overrides[s] } : r,
      ]),
    ),
  };
  const usable = Object.keys(overrides).length > 0 && remotesProblem(document, config.remoteOrigins) === null;
  // Over HTTPS the cookie is never sent over plain HTTP.
  const attributes = `Path=/; HttpOnly; SameSite=Lax${https ? '; Secure' : ''}`;
  // `?candidate=` with nothing usable (or unsigned) ends the override for this browser.
  const setCookie = !asked
    ? null
    : usable
      ? `${CANDIDATE_COOKIE}=${signedCandidate(raw, secret)}; ${attributes}`
      : `${CANDIDATE_COOKIE}=; ${attributes}; Max-Age=0`;
  if (!usable) return { document: live, text: null, override: false, setCookie };
  return { document, text: JSON.stringify(document), override: true, setCookie };
}
