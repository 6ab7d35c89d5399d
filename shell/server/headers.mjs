// Security headers for every response of the reference server.

/** Origins (scheme://host:port) of absolute remote entries; same-origin entries need nothing extra. */
export function remoteOrigins(remotesDocument) {
  const origins = new Set();
  for (const { entry } of Object.values(remotesDocument?.remotes ?? {})) {
    if (/^https?:\/\//.test(entry)) origins.add(new URL(entry).origin);
  }
  return [...origins];
}

export function contentSecurityPolicy({ remotes = [], supabaseUrl }) {
  const scripts = ["'self'", ...remotes].join(' ');
  const connect = ["'self'", ...remotes, ...(supabaseUrl ? [new URL(supabaseUrl).origin] : [])].join(' ');
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    `style-src 'self' ${remotes.join(' ')}`.trim(),
    `img-src 'self' data: ${remotes.join(' ')}`.trim(),
    "font-src 'self'",
    `connect-src ${connect}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "manifest-src 'self'",
  ].join('; ');
}

export function securityHeaders({ csp, https }) {
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(https ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
  };
}
