// Node-side and plain JavaScript, so the reference server (platform/) runs it without a build:
// the Supabase settings from the environment, and the /runtime-config.json document made of them.
// The dev servers answer /runtime-config.json with the same document (federation/dev-runtime-config).

function firstEnv(env, ...names) {
  for (const name of names) {
    const value = env[name]?.trim();
    if (value) return value;
  }
  return undefined;
}

/** Supabase settings; without both the site runs the spec's demo mode. */
export function supabaseFromEnv(env = process.env) {
  const url = firstEnv(env, 'SUPABASE_URL', 'VITE_SUPABASE_URL');
  const anonKey = firstEnv(env, 'SUPABASE_ANON_KEY', 'VITE_SUPABASE_ANON_KEY', 'SUPABASE_PUBLISHABLE_KEY');
  if (!url || !anonKey) return null;
  const parsed = new URL(url);
  return { url: parsed.origin + parsed.pathname.replace(/\/$/, ''), anonKey };
}

/**
 * The body of /runtime-config.json, as `loadRuntimeConfig` (runtime-config.ts) reads it: the
 * Supabase settings, and the share of page views whose field vitals browsers report (REPORT_SAMPLE).
 */
export function runtimeConfigDocument(supabase, reportSample = 1) {
  return supabase
    ? { supabaseUrl: supabase.url, supabaseAnonKey: supabase.anonKey, reportSample }
    : { supabaseUrl: null, supabaseAnonKey: null, reportSample };
}
