// The notify-outbox Edge Function (Deno): pg_cron calls it every 20 seconds through pg_net
// (docs/deploy.md, section 7; docs/decisions/034-notification-outbox.md). Everything but the
// runtime's own pieces lives in handler.ts, which the database tests run on Node; this file itself
// is served by the pinned Deno in tests/notify-outbox.deno.test.ts (DENO_SERVE_ADDRESS picks the port).
// SUPABASE_DB_URL is set in every Edge Function; it connects as `postgres`, which owns the outbox.
import postgres from 'npm:postgres@3.4.9';
import { handleNotify } from './handler.ts';

const env = (name: string) => Deno.env.get(name);

Deno.serve((request: Request) =>
  handleNotify(
    request,
    env,
    async (run) => {
      const url = env('SUPABASE_DB_URL');
      if (!url) throw new Error('SUPABASE_DB_URL is missing');
      // prepare: false, as the transaction pooler requires; one connection is plenty for one run.
      const sql = postgres(url, { max: 1, prepare: false });
      try {
        return await run({ query: async (text, params = []) => ({ rows: await sql.unsafe(text, params) }) });
      } finally {
        await sql.end();
      }
    },
    console.error,
  ),
);
