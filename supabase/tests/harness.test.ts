import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, type TestCluster } from './support/cluster';

let db: TestCluster;
beforeAll(async () => {
  db = await startCluster();
});
afterAll(async () => {
  await db?.stop();
});

describe('the test cluster', () => {
  it('is PostgreSQL 15 with the roles of a Supabase project', async () => {
    await db.rollback(async (tx) => {
      const { rows } = await tx.query<{ server_version_num: string }>('show server_version_num');
      expect(Number(rows[0]?.server_version_num)).toBeGreaterThanOrEqual(150000);
      const roles = await tx.query<{ rolname: string }>(
        `select rolname from pg_roles where rolname in ('anon','authenticated','service_role','authenticator') order by 1`,
      );
      expect(roles.rows.map((r) => r.rolname)).toEqual([
        'anon',
        'authenticated',
        'authenticator',
        'service_role',
      ]);
    });
  });

  it('runs statements as the given role, with the JWT role claim set', async () => {
    await db.rollback(async (tx) => {
      const { rows } = await tx.as<{ who: string; claim: string }>(
        'anon',
        'select current_user as who, auth.role() as claim',
      );
      expect(rows[0]).toEqual({ who: 'anon', claim: 'anon' });
      const after = await tx.query<{ who: string }>('select current_user as who');
      expect(after.rows[0]?.who).toBe('postgres');
    });
  });

  it('keeps the transaction usable after a statement as a role is rejected', async () => {
    await db.rollback(async (tx) => {
      await expect(tx.as('anon', 'create table public.nope (x int)')).rejects.toThrow(/permission denied/);
      const { rows } = await tx.query<{ one: number }>('select 1 as one');
      expect(rows[0]?.one).toBe(1);
    });
  });
});
