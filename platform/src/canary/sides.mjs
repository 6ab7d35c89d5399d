// A visitor's side while a canary runs, as the reference server draws it: sticky through a
// first-party cookie, live for bots and for browsers that keep no cookies (docs/deploy.md, "Canary").
import { randomInt } from 'node:crypto';
import { cookieOf } from '../common/cookies.mjs';
import { parseJson } from '../common/json.mjs';

/** The cookie that keeps a visitor on their side: `<canary id>.<side>`. */
export const SIDE_COOKIE = 'chardham_release';
/** A side pinned whatever canary runs (`any.live`, `any.canary`): what QA sets for its browsers. */
const ANY = 'any';
export const SIDES = new Set(['live', 'canary']);
/** Crawlers, link previews and tools: always live, never a cookie. */
const BOT = /bot|crawl|spider|slurp|facebookexternalhit|whatsapp|telegram|preview|curl|wget|python-requests/i;

/** A canary as the server may run it, from `<root>/canary.json` (written by the release manager), or null. */
export function parseCanary(text) {
  const { id, slice, release, percent, composition, steps } = parseJson(text) ?? {};
  const valid =
    /^[\w-]+$/.test(id ?? '') &&
    typeof slice === 'string' &&
    typeof release === 'string' &&
    Number.isFinite(percent) &&
    percent >= 0 &&
    percent <= 100 &&
    /^compositions\/[\w-]+$/.test(composition ?? '');
  if (!valid) return null;
  // A stepped canary: the server steps it (canary/steps.mjs).
  return { id, slice, release, percent, composition, ...(Array.isArray(steps) ? { steps } : {}) };
}

/**
 * The side of a request while `canary` runs: { side, weighed, setCookie }. A visitor with the cookie
 * of this canary keeps their side. A new visitor is drawn (the canary's share) and told by the
 * cookie. Bots get live, and so does a browser that keeps no cookies: it asks for a second page of
 * this site (Sec-Fetch-Site: same-origin) without the cookie the first one set. Only drawn visitors
 * are `weighed` (their page views count toward the canary's decision, decision 108): a side pinned
 * with `any.*` (QA), a bot or a browser that keeps no cookies is on a side nobody drew it for, and
 * would weigh one side only.
 */
export function sideFor(req, canary, { https = false, random = () => randomInt(10_000) / 100 } = {}) {
  const cookie = cookieOf(req, SIDE_COOKIE);
  const [id, side] = (cookie ?? '').split('.');
  if (SIDES.has(side) && id === canary.id) return { side, weighed: true };
  if (SIDES.has(side) && id === ANY) return { side, weighed: false };
  if (BOT.test(String(req.headers['user-agent'] ?? ''))) return { side: 'live', weighed: false };
  if (!cookie && req.headers['sec-fetch-site'] === 'same-origin') return { side: 'live', weighed: false };
  const drawn = random() < canary.percent ? 'canary' : 'live';
  const attributes = `Path=/; Max-Age=${7 * 24 * 3600}; HttpOnly; SameSite=Lax${https ? '; Secure' : ''}`;
  return { side: drawn, weighed: true, setCookie: `${SIDE_COOKIE}=${canary.id}.${drawn}; ${attributes}` };
}

/**
 * The part of a client address that is one client to a canary's judge: an IPv4 address, or an IPv6
 * address's /64 (one household or phone; a carrier's CGNAT puts many phones behind one IPv4).
 */
export function clientKey(address) {
  const text = String(address ?? '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (!text.includes(':')) return text;
  const [head, tail = ''] = text.split('::');
  const groups = head.split(':').filter(Boolean);
  const fill = Math.max(0, 8 - groups.length - tail.split(':').filter(Boolean).length);
  const full = text.includes('::')
    ? [...groups, ...Array(fill).fill('0'), ...tail.split(':').filter(Boolean)]
    : groups;
  return `${full
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
