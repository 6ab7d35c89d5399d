/**
 * The console's word for what demo mode (no Supabase settings, spec §7) did not save: a submit and
 * the kept forms say it alike. Never the row: what a visitor typed stays out of consoles and logs.
 * No DOM here: the service worker reads it through outbox.ts.
 */
export const demoWarning = (what: string) =>
  `Demo mode: Supabase is not configured (SUPABASE_URL, SUPABASE_ANON_KEY), so ${what}.`;
