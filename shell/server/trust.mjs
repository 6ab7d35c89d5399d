// What the reference server believes about a request and about remotes.json: never more than its
// configuration allows (docs/decisions/066-server-trust.md).

import { slices } from '@chardham/shared/routes/slices';

const loopback = new Set(['127.0.0.1', 'localhost', '[::1]']);

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
      const { protocol, hostname } = new URL(origin);
      if (protocol !== 'https:' && !(protocol === 'http:' && loopback.has(hostname))) {
        throw new Error(`REMOTE_ORIGINS must be https origins: ${part}`);
      }
      return origin;
    });
}

/**
 * The site's origin for this request (canonical URLs, sitemap, CSP 'self'): PUBLIC_ORIGIN; else,
 * behind a trusted proxy, the forwarded origin if it is one of ALLOWED_ORIGINS; else the address the
 * server listens on. Host and X-Forwarded-* never reach a page on their own.
 */
export function requestOrigin(config, req) {
  if (config.publicOrigin) return config.publicOrigin;
  if (config.trustProxy) {
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
  if (!config.trustProxy) return false;
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

/** A client's address as the server may believe it: the trusted proxy's last hop, else the socket's. */
export function clientAddress(config, req) {
  const forwarded = config.trustProxy ? String(req.headers['x-forwarded-for'] ?? '') : '';
  const last = forwarded.split(',').at(-1)?.trim();
  return last || req.socket?.remoteAddress || 'unknown';
}
