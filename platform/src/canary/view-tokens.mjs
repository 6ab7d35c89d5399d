// Page-view tokens: what makes a browser's report count toward a canary's decision. The server signs
// one for each weighed page it composes while a canary runs (the page view's id, its side, the
// canary and the release of the canary's slice on that side, its client, the server that issued
// it, an expiry) and sends it in the page's Server-Timing, which only that page's own scripts can
// read. A report counts only with a valid token of the running canary whose release is the one it
// blames, on the server that issued it, and a client fails a side at most once
// (docs/decisions/096-canary-judge.md, 108-a-canary-its-visitors-decide.md).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/** A page view's reports arrive within minutes; a token older than this is refused. */
export const VIEW_TOKEN_SECONDS = 30 * 60;
/** Page views remembered as spent: far more than any window of a canary's page views. */
const SPENT_MAX = 200_000;

const base64url = (buffer) => Buffer.from(buffer).toString('base64url');

/**
 * Issues and checks the tokens of one server process (`server`: its id, drawn at start). Without a
 * secret (CANARY_SECRET) each process draws its own: a restart then refuses the reports of pages
 * served before it, which only costs counts. A token is spent once: it counts only on the server
 * that issued it (a balancer keeps a browser on its server: the HAProxy configuration of platform/src/fleet/configs.mjs), so one
 * token never counts on several servers of a fleet.
 */
export function createViewTokens({
  secret = randomBytes(32),
  now = () => Date.now(),
  server = base64url(randomBytes(9)),
} = {}) {
  const sign = (payload) => createHmac('sha256', secret).update(payload).digest();
  const spent = new LRUCache({ max: SPENT_MAX, ttl: VIEW_TOKEN_SECONDS * 1000, ttlAutopurge: false });
  return {
    server,
    /**
     * A page view on `side` of `canary`, whose slice is `release` there, for `client` (its key,
     * sides.mjs clientKey): its id, its client claim (`a`, the client's key signed, never the
     * address itself) and its token.
     */
    issue({ canary, side, release, client = '' }) {
      const claims = {
        v: base64url(randomBytes(12)),
        c: canary,
        s: side,
        r: release,
        a: base64url(sign(`client\0${client}`).subarray(0, 9)),
        h: server,
        e: Math.floor(now() / 1000) + VIEW_TOKEN_SECONDS,
      };
      const payload = base64url(JSON.stringify(claims));
      return { view: claims.v, client: claims.a, token: `${payload}.${base64url(sign(payload))}` };
    },
    /** The claims of a token this server signed and that has not expired, or null. */
    verify(token) {
      if (typeof token !== 'string' || token.length > 400) return null;
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined) return null;
      const expected = sign(payload);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      let claims;
      try {
        claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        return null;
      }
      if (!claims || typeof claims.v !== 'string' || !(claims.e * 1000 > now())) return null;
      return claims;
    },
    /** Marks `who` (a client's claim `a` on a side) as having failed `slice`; false if it already had. */
    spend(who, slice) {
      const key = `${who}\0${slice}`;
      if (spent.has(key)) return false;
      spent.set(key, true);
      return true;
    },
  };
}
