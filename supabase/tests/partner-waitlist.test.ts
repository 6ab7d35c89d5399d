import { randomUUID } from 'node:crypto';
import { contactLimits } from '@chardham/shared/schemas/contact-limits';
import fc from 'fast-check';
import {
  type PartnerWaitlistRow,
  partnerWaitlistRowSchema,
  waitlistLimits,
} from 'mfe-info/schemas/partner-waitlist';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as arb from './support/arbitraries';
import { startCluster, type TestCluster, type Transaction } from './support/cluster';
import { insertSql } from './support/insert';

let db: TestCluster;
beforeAll(async () => {
  db = await startCluster();
});
afterAll(async () => {
  await db?.stop();
});

const entry = (overrides: Partial<PartnerWaitlistRow> = {}): PartnerWaitlistRow => ({
  id: randomUUID(),
  name: 'Asha Rawat',
  email: 'asha@himtravels.in',
  company: 'Him Travels',
  phone: '+91 98765 43210',
  experience: null,
  website: null,
  ...overrides,
});

const insertAsAnon = (tx: Transaction, row: Record<string, unknown>) => {
  const { sql, params } = insertSql('partner_waitlist', row);
  return tx.as('anon', sql, params);
};

const storedCount = async (tx: Transaction) =>
  (await tx.query<{ n: number }>('select count(*)::int as n from public.partner_waitlist')).rows[0]?.n;

describe('a visitor (anon) and partner_waitlist', () => {
  it('can join the waitlist, and the database holds exactly that entry', async () => {
    await db.rollback(async (tx) => {
      const row = entry({ experience: '12 years of group tours to Kedarnath' });
      expect((await insertAsAnon(tx, row)).rowCount).toBe(1);
      const { rows } = await tx.query('select * from public.partner_waitlist');
      expect(rows).toEqual([{ ...row, created_at: expect.any(Date) }]);
    });
  });

  it('cannot read, change or delete any entry', async () => {
    await db.rollback(async (tx) => {
      await insertAsAnon(tx, entry());
      for (const sql of [
        'select * from public.partner_waitlist',
        'select count(*) from public.partner_waitlist',
        `update public.partner_waitlist set company = 'Changed'`,
        'delete from public.partner_waitlist',
        `insert into public.partner_waitlist (id, name, email, company, phone)
           values (gen_random_uuid(), 'Ravi', 'ravi@example.com', 'Ravi Tours', '9876543210') returning *`,
      ]) {
        await expect(tx.as('anon', sql), sql).rejects.toMatchObject({ code: '42501' });
      }
      const { rows } = await tx.query<{ company: string }>('select company from public.partner_waitlist');
      expect(rows).toEqual([{ company: 'Him Travels' }]);
    });
  });

  it('gives a signed-in user (authenticated) no access at all', async () => {
    await db.rollback(async (tx) => {
      const { sql, params } = insertSql('partner_waitlist', entry());
      await expect(tx.as('authenticated', sql, params)).rejects.toMatchObject({ code: '42501' });
      await expect(tx.as('authenticated', 'select * from public.partner_waitlist')).rejects.toMatchObject({
        code: '42501',
      });
      expect(await storedCount(tx)).toBe(0);
    });
  });

  it('cannot choose its own created_at', async () => {
    await db.rollback(async (tx) => {
      await expect(
        insertAsAnon(tx, { ...entry(), created_at: '2000-01-01T00:00:00Z' }),
      ).rejects.toMatchObject({
        code: '42501',
      });
    });
  });

  it('is refused when the honeypot is filled', async () => {
    await db.rollback(async (tx) => {
      await expect(insertAsAnon(tx, { ...entry(), website: 'http://spam.example' })).rejects.toMatchObject({
        code: '42501',
        message: expect.stringMatching(/row-level security/),
      });
      await insertAsAnon(tx, entry({ website: '' }));
      expect(await storedCount(tx)).toBe(1);
    });
  });

  it('cannot store the same id twice: the key answers duplicate (23505)', async () => {
    await db.rollback(async (tx) => {
      const row = entry();
      await insertAsAnon(tx, row);
      await expect(insertAsAnon(tx, row)).rejects.toMatchObject({ code: '23505' });
      expect(await storedCount(tx)).toBe(1);
    });
  });

  const invalid: [keyof PartnerWaitlistRow, unknown][] = [
    ['id', 'not-a-uuid'],
    ['name', null],
    ['name', ' A '],
    ['name', 'x'.repeat(waitlistLimits.nameMax + 1)],
    ['email', null],
    ['email', 'asha@himtravels'],
    ['email', 'asha himtravels.in'],
    ['company', null],
    ['company', 'X'],
    ['company', 'x'.repeat(waitlistLimits.companyMax + 1)],
    ['phone', null],
    ['phone', '12345'],
    ['phone', 'call me'],
    ['experience', ''],
    ['experience', '   '],
    ['experience', 'x'.repeat(waitlistLimits.experienceMax + 1)],
    ['website', 'x'.repeat(201)],
  ];

  it.each(invalid)('refuses an invalid %s (%j), as the schema does', async (column, value) => {
    const row = { ...entry(), [column]: value };
    expect(partnerWaitlistRowSchema.safeParse(row).success).toBe(false);
    await db.rollback(async (tx) => {
      const error = await insertAsAnon(tx, row).catch((e) => e);
      expect(error, `${column} = ${JSON.stringify(value)}`).toBeInstanceOf(Error);
      expect(['23502', '23514', '22P02', '42501']).toContain(error.code);
      expect(await storedCount(tx)).toBe(0);
    });
  });
});

describe('the table and the shared schema', () => {
  const definition = (name: string) =>
    db.rollback(async (tx) => {
      const { rows } = await tx.query<{ def: string }>(
        'select pg_get_constraintdef(oid) as def from pg_constraint where conname = $1',
        [name],
      );
      return rows[0]?.def ?? '';
    });

  it('use the enquiry email and phone patterns', async () => {
    expect(await definition('partner_waitlist_email_format')).toContain(contactLimits.emailPattern);
    expect(await definition('partner_waitlist_phone_format')).toContain(contactLimits.phonePattern);
  });

  const validRow = fc.record({
    id: arb.valid.uuid,
    name: arb.valid.name,
    email: arb.valid.email,
    company: arb.valid.text(waitlistLimits.companyMax).filter((s) => s.trim().length >= 2),
    phone: arb.valid.phone,
    experience: fc.option(arb.valid.text(waitlistLimits.experienceMax)),
    website: fc.constantFrom<string | null>('', null),
  });

  const noisyRow = fc.record({
    id: arb.uuid,
    name: arb.text(waitlistLimits.nameMax),
    email: arb.email,
    company: arb.text(waitlistLimits.companyMax),
    phone: arb.phone,
    experience: fc.option(arb.text(waitlistLimits.experienceMax), { freq: 3 }),
    website: arb.honeypot,
  });

  const payload = arb.mostlyValid(validRow, noisyRow, [
    'id',
    'name',
    'email',
    'company',
    'phone',
    'experience',
    'website',
  ]);

  it('agree on random valid and invalid entries', async () => {
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(payload, async (row) => {
        const zodAccepts = partnerWaitlistRowSchema.safeParse(row).success;
        const { sql, params } = insertSql('partner_waitlist', row);
        const databaseAccepts = await db.rollback((tx) =>
          tx.as('anon', sql, params).then(
            () => true,
            () => false,
          ),
        );
        if (zodAccepts) accepted++;
        expect(databaseAccepts, JSON.stringify(row)).toBe(zodAccepts);
      }),
      { numRuns: 500 },
    );
    // Both verdicts must actually occur, or the property proves little.
    expect(accepted).toBeGreaterThan(50);
    expect(accepted).toBeLessThan(450);
  });
});
