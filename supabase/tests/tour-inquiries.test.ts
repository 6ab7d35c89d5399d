import { randomUUID } from 'node:crypto';
import { contactLimits } from '@chardham/shared/schemas/contact-limits';
import { durations, groupSizes, type TourInquiry, tourChoices } from 'mfe-enquiry/schemas/enquiry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, type TestCluster, type Transaction } from './support/cluster';
import { insertSql, optionsOf } from './support/insert';

let db: TestCluster;
beforeAll(async () => {
  db = await startCluster();
});
afterAll(async () => {
  await db?.stop();
});

const enquiry = (overrides: Partial<TourInquiry> = {}): TourInquiry => ({
  id: randomUUID(),
  name: 'Asha Verma',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  group_size: '3-5',
  duration: '9-10',
  budget: 'chardham',
  travel_date: '2026-05-20',
  special_requirements: null,
  destination: 'Chardham Yatra',
  package_type: 'Complete Chardham Yatra',
  website: '',
  ...overrides,
});

const insertAsAnon = (tx: Transaction, row: Record<string, unknown>) => {
  const { sql, params } = insertSql('tour_inquiries', row);
  return tx.as('anon', sql, params);
};

const storedCount = async (tx: Transaction) =>
  (await tx.query<{ n: number }>('select count(*)::int as n from public.tour_inquiries')).rows[0]?.n;

describe('a visitor (anon) and tour_inquiries', () => {
  it('can send an enquiry, and the database holds exactly that row', async () => {
    await db.rollback(async (tx) => {
      const row = enquiry({ special_requirements: 'Wheelchair access, please' });
      const result = await insertAsAnon(tx, row);
      expect(result.rowCount).toBe(1);
      const { rows } = await tx.query(
        `select *, travel_date::text as travel_date from public.tour_inquiries`,
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ ...row, created_at: expect.any(Date) });
    });
  });

  it('cannot read, change or delete any enquiry', async () => {
    await db.rollback(async (tx) => {
      await insertAsAnon(tx, enquiry());
      for (const sql of [
        'select * from public.tour_inquiries',
        'select count(*) from public.tour_inquiries',
        `update public.tour_inquiries set name = 'Changed'`,
        'delete from public.tour_inquiries',
        'insert into public.tour_inquiries (id) values (gen_random_uuid()) returning *',
      ]) {
        await expect(tx.as('anon', sql), sql).rejects.toMatchObject({ code: '42501' });
      }
      const { rows } = await tx.query<{ name: string }>('select name from public.tour_inquiries');
      expect(rows).toEqual([{ name: 'Asha Verma' }]);
    });
  });

  it('gives a signed-in user (authenticated) no access at all', async () => {
    await db.rollback(async (tx) => {
      await insertAsAnon(tx, enquiry());
      await expect(tx.as('authenticated', 'select * from public.tour_inquiries')).rejects.toMatchObject({
        code: '42501',
      });
      const { sql, params } = insertSql('tour_inquiries', enquiry());
      await expect(tx.as('authenticated', sql, params)).rejects.toMatchObject({ code: '42501' });
      await expect(tx.as('authenticated', 'delete from public.tour_inquiries')).rejects.toMatchObject({
        code: '42501',
      });
      expect(await storedCount(tx)).toBe(1);
    });
  });

  it('cannot choose its own created_at', async () => {
    await db.rollback(async (tx) => {
      await expect(
        insertAsAnon(tx, { ...enquiry(), created_at: '2000-01-01T00:00:00Z' }),
      ).rejects.toMatchObject({ code: '42501' });
    });
  });

  it('is refused when the honeypot is filled', async () => {
    await db.rollback(async (tx) => {
      await expect(
        insertAsAnon(tx, enquiry({ website: 'http://spam.example' } as never)),
      ).rejects.toMatchObject({
        code: '42501',
        message: expect.stringMatching(/row-level security/),
      });
      await insertAsAnon(tx, enquiry({ website: null }));
      expect(await storedCount(tx)).toBe(1);
    });
  });

  it('cannot store the same id twice: the key answers duplicate (23505)', async () => {
    await db.rollback(async (tx) => {
      const row = enquiry();
      await insertAsAnon(tx, row);
      await expect(insertAsAnon(tx, row)).rejects.toMatchObject({ code: '23505' });
      expect(await storedCount(tx)).toBe(1);
    });
  });

  const invalid: [keyof TourInquiry, unknown][] = [
    ['id', 'not-a-uuid'],
    ['name', null],
    ['name', 'A'],
    ['name', 'x'.repeat(101)],
    ['email', null],
    ['email', 'asha@example'],
    ['email', 'asha example.com'],
    ['email', `${'a'.repeat(250)}@example.com`],
    ['phone', null],
    ['phone', '12345'],
    ['phone', 'call me maybe'],
    ['phone', '+91 1234 5678 9012 3456'],
    ['group_size', null],
    ['group_size', '2-3'],
    ['duration', null],
    ['duration', '1-2'],
    ['budget', null],
    ['budget', 'kedarnath'],
    ['travel_date', null],
    ['travel_date', '2025-02-30'],
    ['travel_date', '2023-12-31'],
    ['special_requirements', ''],
    ['special_requirements', 'x'.repeat(2001)],
    ['destination', null],
    ['destination', ''],
    ['package_type', null],
    ['package_type', 'x'.repeat(101)],
    ['website', 'x'.repeat(201)],
  ];

  it.each(invalid)('refuses an invalid %s (%j)', async (column, value) => {
    await db.rollback(async (tx) => {
      const error = await insertAsAnon(tx, { ...enquiry(), [column]: value }).catch((e) => e);
      expect(error, `${column} = ${JSON.stringify(value)}`).toBeInstanceOf(Error);
      // not-null, check, invalid text representation, out of range, or the policy (honeypot)
      expect(['23502', '23514', '22P02', '22008', '22007', '42501']).toContain(error.code);
      expect(await storedCount(tx)).toBe(0);
    });
  });
});

describe('the table and the shared schema', () => {
  const definition = async (name: string) =>
    db.rollback(async (tx) => {
      const { rows } = await tx.query<{ def: string }>(
        'select pg_get_constraintdef(oid) as def from pg_constraint where conname = $1',
        [name],
      );
      return rows[0]?.def ?? '';
    });

  it('offer the same option lists', async () => {
    expect(optionsOf(await definition('tour_inquiries_group_size_options'))).toEqual([...groupSizes]);
    expect(optionsOf(await definition('tour_inquiries_duration_options'))).toEqual([...durations]);
    expect(optionsOf(await definition('tour_inquiries_budget_options'))).toEqual([...tourChoices]);
  });

  it('use the same email and phone patterns', async () => {
    expect(await definition('tour_inquiries_email_format')).toContain(contactLimits.emailPattern);
    expect(await definition('tour_inquiries_phone_format')).toContain(contactLimits.phonePattern);
  });
});
