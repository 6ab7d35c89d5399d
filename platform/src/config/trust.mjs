// What the reference server believes about a request and about remotes.json: never more than its
// configuration allows (docs/decisions/066-server-trust.md).

import { BlockList, isIP } from 'node:net';
import { slices } from '@chardham/shared/routes/slices';
import { isSafeUrl } from '../common/fetch.mjs';

/** An origin from the environment, or a clear error naming the variable. */
export function parseOrigin(name, value) {
  try {
    return new URL(value.trim()).origin;
  } catch {
    throw new Error(`${name} is not a URL: ${value}`);
  }
}

/** A comma-separated list of origins: https, or http on a loopback host (tests, a developer's machine). */
export function parseRemoteOrigins(value = '') {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const origin = parseOrigin('REMOTE_ORIGINS', part);
      if (!isSafeUrl(new URL(origin))) throw new Error(`REMOTE_ORIGINS must be https origins: ${part}`);
      return origin;
    });
}

/** What TRUST_PROXY=1 (or true, yes) trusts: a proxy on this machine, as docs/deploy.md runs nginx. */
const LOOPBACK = ['127.0.0.0/8', '::1/128'];

/**
 * TRUST_PROXY: the proxies whose forwarding headers (X-Forwarded-*, X-Request-Id) the server believes,
 * as addresses or CIDR ranges separated by commas (`10.0.0.0/8, 2001:db8::/32`); `1` is this machine.
 * Empty: none. Anything else that is not an address refuses to start.
 */
export function parseTrustedProxies(value) {
  const text = value?.trim() ?? '';
  if (!text || /^(0|false|no|off)$/i.test(text)) return undefined;
  const entries = /^(1|true|yes|on)$/i.test(text) ? LOOPBACK : text.split(',').map((entry) => entry.trim());
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits, ...rest] = entry.split('/');
    const family = isIP(address);
    const prefix = bits === undefined ? (family === 6 ? 128 : 32) : Number(bits);
    if (!family || rest.length > 0 || !/^\d{1,3}$/.test(String(prefix)) || prefix > (family === 6 ? 128 : 32))
      throw new Error(`TRUST_PROXY must list addresses or CIDR ranges separated by commas: ${entry}`);
    list.addSubnet(address, prefix, family === 6 ? 'ipv6' : 'ipv4');
  }
  return list;
}

/** Whether an address is one of the trusted proxies (an IPv4 address may come IPv6-mapped). */
function isTrustedProxy(config, address) {
  if (!config.trustedProxies || !address) return false;
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] ?? address;
  const family = isIP(v4);
  return family !== 0 && config.trustedProxies.check(v4, family === 6 ? 'ipv6' : 'ipv4');
}

/** Whether the request came from a trusted proxy: only then are its forwarding headers read. */
export function fromTrustedProxy(config, req) {
  return isTrustedProxy(config, req.socket?.remoteAddress);
}

/**
 * The site's origin for this request (canonical URLs, sitemap, CSP 'self'): PUBLIC_ORIGIN; else,
 * behind a trusted proxy, the forwarded origin if it is one of ALLOWED_ORIGINS; else the address the
 * server listens on. Host and X-Forwarded-* never reach a page on their own.
 */
export function requestOrigin(config, req) {
  if (config.publicOrigin) return config.publicOrigin;
  if (fromTrustedProxy(config, req)) {
    const proto =
      String(req.headers['x-forwarded-proto'] ?? '')
        .split(',')[0]
        ?.trim() || 'http';
    const host = String(req.headers['x-forwarded-host'] ?? req.headers.host ?? '')
      .split(',')[0]
      ?.trim();
    try {
      const origin = new URL(`${proto}://${host}`).origin;
      if (config.allowedOrigins?.includes(origin)) return origin;
    } catch {
      // Not a host at all: the listening address below.
    }
  }
  return config.localOrigin ?? `http://${config.host}:${config.port}`;
}

/** HTTPS as the visitor sees it: TLS here, or a trusted proxy that says so. */
export function requestIsHttps(config, req) {
  if (req.socket?.encrypted) return true;
  if (!fromTrustedProxy(config, req)) return false;
  return (
    String(req.headers['x-forwarded-proto'] ?? '')
      .split(',')[0]
      ?.trim() === 'https'
  );
}

/** Whether a string holds whitespace or a control character (C0, DEL, C1). */
const hasBlankOrControl = (text) =>
  /\s/.test(text) ||
  [...text].some((c) => c.charCodeAt(0) < 0x20 || (c.charCodeAt(0) >= 0x7f && c.charCodeAt(0) <= 0x9f));

/** Where a same-origin entry resolves in remotesProblem: a name no real origin has. */
const OWN_ORIGIN = 'https://own-origin.invalid';

/**
 * A remotes document the site may run: an entry for every slice, each a same-origin path or a URL on
 * REMOTE_ORIGINS. Returns the reason it is refused, or null.
 */
export function remotesProblem(document, remoteOrigins = []) {
  const remotes = document?.remotes;
  if (!remotes || typeof remotes !== 'object') return 'it has no "remotes" object';
  for (const slice of slices) {
    const entry = remotes[slice]?.entry;
    if (typeof entry !== 'string' || entry === '') return `the ${slice} slice has no entry`;
    // URL parsing drops tabs and newlines and reads a backslash as a slash: `/\t/host/x` would be
    // `//host/x`, another origin (issue 41). None belongs in an entry.
    if (hasBlankOrControl(entry) || entry.includes('\\')) {
      return `the ${slice} entry holds whitespace, a control character or a backslash`;
    }
    // Resolved as the browser and the composer resolve it: the origin decides, not the spelling.
    let url;
    try {
      url = new URL(entry, OWN_ORIGIN);
    } catch {
      return `the ${slice} entry is not a URL: ${entry}`;
    }
    if (url.origin === OWN_ORIGIN && entry.startsWith('/')) continue;
    const { origin } = url;
    if (!remoteOrigins.includes(origin)) {
      return `the ${slice} entry's origin ${origin} is not in REMOTE_ORIGINS`;
    }
  }
  return null;
}

/** The payload of a JWT, or null: the anon key must say role "anon". */
function jwtRole(token) {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    return typeof payload?.role === 'string' ? payload.role : null;
  } catch {
    return null;
  }
}

/**
 * In production the server refuses to start without what a real site needs: its public origin,
 * Supabase (demo mode would accept every enquiry and store none) and a key that is the anon key (a
 * service_role key here would hand the whole database to every visitor). One line names what is
 * wrong, or null.
 */
export function productionProblem(env, supabase) {
  if (env.NODE_ENV !== 'production') return null;
  const missing = [];
  if (!env.PUBLIC_ORIGIN?.trim()) missing.push('PUBLIC_ORIGIN');
  if (!supabase) missing.push('SUPABASE_URL and SUPABASE_ANON_KEY');
  if (missing.length) return `NODE_ENV=production needs ${missing.join(', ')} (demo mode stores no enquiry)`;
  const role = jwtRole(supabase.anonKey);
  if (role !== 'anon') {
    return `SUPABASE_ANON_KEY must be the project's anon key (its JWT role is ${role ?? 'unreadable'}, not anon)`;
  }
  return null;
}

/**
 * A client's address as the server may believe it: from a trusted proxy, the nearest X-Forwarded-For
 * hop that is not itself a trusted proxy (a chain of them is walked back); else the socket's.
 */
export function clientAddress(config, req) {
  const peer = req.socket?.remoteAddress || 'unknown';
  if (!fromTrustedProxy(config, req)) return peer;
  const hops = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    if (!isTrustedProxy(config, hops[i])) return hops[i];
  }
  return hops[0] ?? peer;
}
