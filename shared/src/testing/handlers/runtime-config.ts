import { HttpResponse, http } from 'msw';

/** The Supabase project unit tests run against; nothing listens there, MSW answers. */
export const mockSupabase = { url: 'http://127.0.0.1:54321', anonKey: 'test-anon-key' } as const;

/**
 * GET /runtime-config.json as the reference server answers it. `demo: true` answers with nulls
 * (no Supabase settings: the spec's demo mode). Unit tests only: e2e uses the real server's answer.
 */
export const runtimeConfigHandler = (options: { demo?: boolean } = {}) =>
  http.get('*/runtime-config.json', () =>
    HttpResponse.json(
      options.demo
        ? { supabaseUrl: null, supabaseAnonKey: null }
        : { supabaseUrl: mockSupabase.url, supabaseAnonKey: mockSupabase.anonKey },
    ),
  );
