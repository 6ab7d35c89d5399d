/**
 * A throwaway PostgreSQL 15 cluster for database tests: initdb in a temp folder, a free port, the
 * roles and auth helpers of a Supabase project, then every migration of supabase/migrations in order.
 * Policies are only meaningful when checked as the role a visitor has, so tests run queries AS a role
 * (SET LOCAL ROLE; a superuser bypasses row level security) and read what the database holds as the
 * superuser. See ./README.md.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { chown, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from './free-port';
import { supabaseBootstrapSql } from './supabase-bootstrap';

export type SupabaseRole = 'anon' | 'authenticated' | 'service_role';

export interface QueryResult<Row> {
  rows: Row[];
  rowCount: number;
}

/** A transaction in which statements run either as the superuser or as one of Supabase's roles. */
export interface Transaction {
  /** As the superuser (bypasses RLS): to arrange data or assert what the database holds. */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
  /**
   * As `role` (SET LOCAL ROLE, with request.jwt.claims set like PostgREST does). Runs in a savepoint,
   * so a rejected statement leaves the transaction usable; the error is rethrown.
   */
  as<Row = Record<string, unknown>>(
    role: SupabaseRole,
    sql: string,
    params?: unknown[],
  ): Promise<QueryResult<Row>>;
}

export interface TestCluster {
  /** Runs `fn` in a transaction that is ALWAYS rolled back: tests stay independent and fast. */
  rollback<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  /** Runs `fn` in a transaction that is committed (for what must survive, e.g. concurrency tests). */
  commit<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  /** A fresh connection as the superuser (e.g. for a second concurrent session); close it yourself. */
  connect(): Promise<pg.Client>;
  /** Stops the server and deletes the folder. */
  stop(): Promise<void>;
  readonly port: number;
  /** The superuser's connection URL, as SUPABASE_DB_URL gives it to an Edge Function. */
  readonly url: string;
  /** What the migrations said as they were applied (RAISE NOTICE). */
  readonly migrationNotices: string[];
}

export interface ClusterOptions {
  /**
   * `preloaded` (the default) loads pg_cron at start, as Supabase does; `installed` leaves it out of
   * shared_preload_libraries, as a stock server with the package installed has it.
   */
  pgCron?: 'preloaded' | 'installed';
}

const migrationsDir = fileURLToPath(new URL('../../migrations/', import.meta.url));

function binary(name: string): string {
  const versioned = `/usr/lib/postgresql/15/bin/${name}`;
  return existsSync(versioned) ? versioned : name;
}

const isRoot = process.getuid?.() === 0;

/** initdb refuses to run as root: run the server tools as the `postgres` OS user then. */
function runPgTool(name: string, args: string[]) {
  const [command, commandArgs] = isRoot
    ? ['runuser', ['-u', 'postgres', '--', binary(name), ...args]]
    : [binary(name), args];
  execFileSync(command, commandArgs, { stdio: 'pipe' });
}

function osUserIds(user: string): { uid: number; gid: number } {
  const uid = Number(execFileSync('id', ['-u', user]).toString().trim());
  const gid = Number(execFileSync('id', ['-g', user]).toString().trim());
  return { uid, gid };
}

/** The migrations, in the order the Supabase CLI applies them (file name = timestamp prefix). */
export function migrationFiles(): string[] {
  if (!existsSync(migrationsDir)) return [];
  return readdirSync(migrationsDir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => join(migrationsDir, file));
}

function transaction(client: pg.Client): Transaction {
  let savepoints = 0;
  return {
    async query(sql, params) {
      const result = await client.query(sql, params);
      return { rows: result.rows, rowCount: result.rowCount ?? 0 };
    },
    async as(role, sql, params) {
      const savepoint = `as_role_${++savepoints}`;
      await client.query(`savepoint ${savepoint}`);
      try {
        await client.query(`set local role ${role}`);
        await client.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ role })]);
        const result = await client.query(sql, params);
        await client.query('reset role');
        await client.query(`release savepoint ${savepoint}`);
        return { rows: result.rows, rowCount: result.rowCount ?? 0 };
      } catch (error) {
        await client.query(`rollback to savepoint ${savepoint}`);
        await client.query('reset role');
        throw error;
      }
    },
  };
}

/** Starts a cluster, prepares it like a Supabase project and applies the migrations. */
export async function startCluster({ pgCron = 'preloaded' }: ClusterOptions = {}): Promise<TestCluster> {
  const dir = await mkdtemp(join(tmpdir(), 'chardham-pg-'));
  if (isRoot) {
    const { uid, gid } = osUserIds('postgres');
    await chown(dir, uid, gid);
  }
  const data = join(dir, 'data');
  const port = await freePort();
  runPgTool('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale', '-N']);
  // pg_cron as on Supabase: the retention job is scheduled by a migration (npm test installs
  // Debian's postgresql-15-cron).
  const cron =
    pgCron === 'preloaded' ? ' -c shared_preload_libraries=pg_cron -c cron.database_name=postgres' : '';
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off${cron}`;
  runPgTool('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', 'start']);

  const connect = async () => {
    const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
    await client.connect();
    return client;
  };

  const stop = async () => {
    try {
      runPgTool('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };

  let main: pg.Client;
  const migrationNotices: string[] = [];
  const notice = (message: { message?: string }) => migrationNotices.push(message.message ?? '');
  try {
    main = await connect();
    await main.query(supabaseBootstrapSql);
    main.on('notice', notice);
    for (const file of migrationFiles()) {
      try {
        await main.query(readFileSync(file, 'utf8'));
      } catch (error) {
        throw new Error(`Migration ${file} failed: ${(error as Error).message}`);
      }
    }
    main.off('notice', notice);
  } catch (error) {
    await stop();
    throw error;
  }

  const run = async <T>(fn: (tx: Transaction) => Promise<T>, end: 'commit' | 'rollback') => {
    await main.query('begin');
    try {
      const result = await fn(transaction(main));
      await main.query(end);
      return result;
    } catch (error) {
      await main.query('rollback');
      throw error;
    }
  };

  return {
    port,
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    migrationNotices,
    connect,
    rollback: (fn) => run(fn, 'rollback'),
    commit: (fn) => run(fn, 'commit'),
    async stop() {
      await main.end().catch(() => {});
      await stop();
    },
  };
}
