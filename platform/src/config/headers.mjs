// Security headers for every response of the reference server (docs/nginx/site.conf mirrors them).
import { REPORT_PATH } from '@chardham/shared/observability/reports';

/** The Reporting API endpoint's name in the policy and in Reporting-Endpoints. */
const CSP_ENDPOINT = 'csp';

/**
 * Origins (scheme://host:port) of the remote entries that live elsewhere (a CDN, another host);
 * same-origin entries are covered by 'self'.
 */
export function remoteOrigins(remotesDocument, selfOrigin) {
  const origins = new Set();
  for (const remote of Object.values(remotesDocument?.remotes ?? {})) {
    const entry = remote?.entry;
    if (typeof entry !== 'string' || !/^https?:\/\//i.test(entry)) continue;
    try {
      const { origin } = new URL(entry);
      if (origin !== selfOrigin) origins.add(origin);
    } catch {
      // A malformed entry: the shell shows that slice's fallback; the policy stays strict.
    }
  }
  return [...origins].sort();
}

/**
 * No 'unsafe-inline', no 'unsafe-eval': scripts and styles only from this origin and the remotes'.
 * `style-src` allows no inline <style>: the apps style with CSS files and CSS modules only.
 */
export function contentSecurityPolicy({ remotes = [], supabaseUrl }) {
  const list = (...sources) => sources.filter(Boolean).join(' ');
  const supabase = supabaseUrl ? new URL(supabaseUrl).origin : '';
  return [
    "default-src 'self'",
    `script-src ${list("'self'", ...remotes)}`,
    `style-src ${list("'self'", ...remotes)}`,
    `img-src ${list("'self'", 'data:', ...remotes)}`,
    `font-src ${list("'self'", ...remotes)}`,
    `connect-src ${list("'self'", ...remotes, supabase)}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    // Violations are counted at /report (docs/observability.md): report-to where browsers have the
    // Reporting API (with the Reporting-Endpoints header), report-uri elsewhere.
    `report-uri ${REPORT_PATH}`,
    `report-to ${CSP_ENDPOINT}`,
  ].join('; ');
}

export function securityHeaders({ csp, https }) {
  return {
    'Content-Security-Policy': csp,
    'Reporting-Endpoints': `${CSP_ENDPOINT}="${REPORT_PATH}"`,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    // Browsers ignore HSTS over plain HTTP; sending it there would only mislead.
    ...(https ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
  };
}

/**
 * A remote answers cross-origin requests from the shell's origin only (when the shell and the
 * remotes are served from different origins); Vary keeps shared caches from mixing the answers.
 */
export function corsHeaders(requestOrigin, shellOrigin) {
  const allowed = requestOrigin && requestOrigin === shellOrigin;
  return {
    Vary: 'Origin, Accept-Encoding',
    ...(allowed ? { 'Access-Control-Allow-Origin': requestOrigin } : {}),
  };
}

/** The shell's service worker, served at the site's root so that its scope is the whole site (issue 30). */
export const SERVICE_WORKER_PATH = '/sw.js';

/**
 * What the service worker's own answer adds: its scope, stated (`Service-Worker-Allowed`), and, since
 * a worker keeps the policy it was installed with until the next deploy of the shell, a policy
 * naming every origin a slice may move to (REMOTE_ORIGINS), not only today's. `no-cache` it already
 * has, as every file whose name carries no hash: the browser checks it on every navigation.
 */
export function serviceWorkerHeaders({ allowedRemotes = [], supabaseUrl }) {
  return {
    'Service-Worker-Allowed': '/',
    'Content-Security-Policy': contentSecurityPolicy({ remotes: allowedRemotes, supabaseUrl }),
  };
}
