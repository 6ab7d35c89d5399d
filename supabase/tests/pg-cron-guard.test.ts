import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, type TestCluster } from './support/cluster';

// Issue 27: the retention job's guard (20261125100000_abuse_limits.sql) schedules it only where
// pg_cron can run, and the migrations apply either way (docs/decisions/075-pg-cron-guard.md).
// The clusters are awaited by the tests: migrations that fail on one fail its test, not both.
let preloaded: Promise<TestCluster>;
let installed: Promise<TestCluster>;
beforeAll(() => {
  preloaded = startCluster();
  installed = startCluster({ pgCron: 'installed' });
  for (const cluster of [preloaded, installed]) cluster.catch(() => {});
});
afterAll(async () => {
  await Promise.all(
    [preloaded, installed].map((cluster) =>
      cluster.then(
        (db) => db.stop(),
        () => {},
      ),
    ),
  );
});

const cronNotices = (db: TestCluster) => db.migrationNotices.filter((notice) => notice.includes('pg_cron'));

describe('the nightly retention job', () => {
  it('is scheduled where pg_cron is preloaded, as on Supabase', async () => {
    const db = await preloaded;
    const jobs = await db.rollback(
      async (tx) => (await tx.query('select jobname, schedule from cron.job')).rows,
    );
    expect(jobs).toEqual([{ jobname: 'purge-expired-submissions', schedule: '17 3 * * *' }]);
    expect(cronNotices(db)).toEqual([]);
  });

  it('is left to the operator, with a notice, where pg_cron is installed but not preloaded', async () => {
    const db = await installed;
    expect(cronNotices(db)).toEqual([
      'pg_cron is installed but not in shared_preload_libraries: schedule private.purge_expired_submissions() yourself',
    ]);
    await db.rollback(async (tx) => {
      const cron = await tx.query(`select 1 from pg_namespace where nspname = 'cron'`);
      expect(cron.rowCount).toBe(0);
      // Every migration ran: the last one's outbox is purged too, and the purge runs by hand.
      const { rows } = await tx.query('select table_name from private.purge_expired_submissions()');
      expect(rows.map((r) => r.table_name)).toContain('notification_outbox');
    });
  });
});
