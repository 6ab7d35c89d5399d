/**
 * The Edge Function's request handling, kept out of index.ts so the database tests run it on Node:
 * only a caller holding NOTIFY_CRON_SECRET (the pg_cron job) starts a run, and an unconfigured
 * notifier touches nothing, so every queued notification is still there once it is configured.
 */
import { ConfigError, type Env, readConfig } from './config.ts';
import { drainOutbox, type Sql } from './drain.ts';

export type WithDb = <T>(run: (db: Sql) => Promise<T>) => Promise<T>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Compares digests, so the time taken says nothing about how much of the secret was right. */
async function sameSecret(given: string, expected: string): Promise<boolean> {
  const digest = async (s: string) =>
    new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(s)));
  const [a, b] = await Promise.all([digest(given), digest(expected)]);
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0;
}

/** `report` gets what went wrong (the function's logs); the answer lands in pg_net's response table. */
export async function handleNotify(
  request: Request,
  env: Env,
  withDb: WithDb,
  report: (problem: string) => void = () => {},
): Promise<Response> {
  const secret = env('NOTIFY_CRON_SECRET')?.trim();
  if (!secret) return json(500, { error: 'NOTIFY_CRON_SECRET is missing' });
  if (request.method !== 'POST') return json(405, { error: 'POST only' });
  if (!(await sameSecret(request.headers.get('authorization') ?? '', `Bearer ${secret}`))) {
    return json(401, { error: 'unauthorized' });
  }
  try {
    const config = readConfig(env);
    const summary = await withDb((db) => drainOutbox(db, config));
    for (const problem of summary.errors) report(problem);
    return json(200, summary);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    report(error.message);
    return json(500, { error: error.message, problems: error.problems });
  }
}
