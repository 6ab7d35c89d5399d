/**
 * The site under test. Without BASE_URL, the suite serves the local build itself on E2E_PORT (4321
 * for a developer; `npm test` picks a free port). With BASE_URL it runs against that deployment
 * and starts and builds nothing; CANDIDATE tries one slice's candidate release there
 * (docs/decisions/068-qa-against-deployments.md).
 */
import { signedCandidate } from '@chardham/platform/candidate-link';

const remoteBase = process.env.BASE_URL?.trim().replace(/\/+$/, '');

export const isRemote = Boolean(remoteBase);
export const baseURL = remoteBase || `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4321)}`;

/** Tag of the tests that need the local server's internals (its build folders, its own instances). */
export const LOCAL = '@local';
export const LOCAL_REASON =
  'needs the local build and reference server (own instances, fault injection, exact headers): BASE_URL is a deployment';

/** The one tag per slice every test carries, so `--grep @packages` runs one team's part. */
export const SLICE_TAGS = ['@shell', '@marketing', '@packages', '@enquiry', '@info'] as const;

/** The session cookie that asks the reference server for a candidate (platform/src/http/candidates.mjs). */
export const CANDIDATE_COOKIE = 'chardham_candidate';
/** `CANDIDATE=packages=https://cdn…/remoteEntry.js` (several joined with commas), or undefined. */
export const candidate = process.env.CANDIDATE?.trim() || undefined;
/** The staging site's CANDIDATES_SECRET: a candidate counts only signed with it (QA holds it). */
const candidatesSecret = process.env.CANDIDATES_SECRET?.trim() || undefined;
if (candidate && !candidatesSecret) {
  throw new Error(
    'CANDIDATE needs CANDIDATES_SECRET, the secret the staging site signs candidate links with',
  );
}
/** The candidate cookie's value for CANDIDATE, signed. */
export const candidateCookie =
  candidate && candidatesSecret ? signedCandidate(candidate, candidatesSecret) : undefined;
/** What the suite's own staging servers (CANDIDATES=on) sign candidate links with. */
export const LOCAL_CANDIDATES_SECRET = 'e2e-staging-secret-not-for-deployments';

/** The cookie that keeps a visitor on one side of a running canary (platform/src/canary/). */
export const SIDE_COOKIE = 'chardham_release';
/**
 * `CANARY_SIDE=canary` (or `live`): every browser of the suite on that side of whatever canary the
 * deployment runs, instead of drawn like a new visitor. A CANDIDATE applies on top of that side.
 */
export const canarySide = ((side) => (side === 'live' || side === 'canary' ? side : undefined))(
  process.env.CANARY_SIDE?.trim(),
);
if (process.env.CANARY_SIDE?.trim() && !canarySide) {
  throw new Error(`CANARY_SIDE must be live or canary, not ${process.env.CANARY_SIDE}`);
}
