/**
 * The Supabase project the e2e site is configured with. Nothing listens there: every request is
 * answered by the MSW handlers (support/network.ts), and anything unhandled fails fast.
 */
export const E2E_SUPABASE = { url: 'http://127.0.0.1:54321', anonKey: 'e2e-anon-key' } as const;
