import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import {
  accommodations,
  type CustomPackageRequest,
  customBudgets,
  customPackageRequestSchema,
  destinationChoices,
  durations,
  groupSizes,
  transportations,
} from 'mfe-enquiry/schemas/custom-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as arb from './support/arbitraries';
import { startCluster, type TestCluster, type Transaction } from './support/cluster';
import { insertSql, optionsOf } from './support/insert';

let db: TestCluster;
beforeAll(async () => {
  db = await startCluster();
});
afterAll(async () => {
  await db?.stop();
});

const request = (overrides: Partial<CustomPackageRequest> = {}): CustomPackageRequest => ({
  id: randomUUID(),
  name: 'Ravi Kumar',
  email: 'ravi@example.com',
  phone: '+91 91234 56789',
  group_size: '6-10',
  duration: '7-8',
  budget: '40k-50k',
  destinations: 'complete-chardham',
  travel_date: '2026-09-12',
  accommodation: 'standard',
  transportation: 'ac',
  special_requirements: null,
  website: '',
  ...overrides,
});

const insertAsAnon = (tx: Transaction, row: Record<string, unknown>) => {
  const { sql, params } = insertSql('custom_package_requests', row);
  return tx.as('anon', sql, params);
};
const storedCount = async (tx: Transaction) =>
  (await tx.query<{ n: number }>('select count(*)::int as n from public.custom_package_requests')).rows[0]?.n;

describe('a visitor (anon) and custom_package_requests', () => {
  it('can send a request, and the database holds exactly that row', async () => {
    await db.rollback(async (tx) => {
      const row = request({ special_requirements: 'Vegetarian meals' });
      await insertAsAnon(tx, row);
      const { rows } = await tx.query(
        'select *, travel_date::text as travel_date from public.custom_package_requests',
      );
      expect(rows).toEqual([{ ...row, created_at: expect.any(Date) }]);
    });
  });

  it('cannot read, change or delete any request, nor can a signed-in user', async () => {
    await db.rollback(async (tx) => {
      await insertAsAnon(tx, request());
      for (const role of ['anon', 'authenticated'] as const) {
        for (const sql of [
          'select * from public.custom_package_requests',
          `update public.custom_package_requests set name = 'Changed'`,
          'delete from public.custom_package_requests',
        ]) {
          await expect(tx.as(role, sql), `${role}: ${sql}`).rejects.toMatchObject({ code: '42501' });
        }
      }
      const { sql, params } = insertSql('custom_package_requests', request());
      await expect(tx.as('authenticated', sql, params)).rejects.toMatchObject({ code: '42501' });
      expect(await storedCount(tx)).toBe(1);
    });
  });

  it('refuses a filled honeypot, a duplicate id and a chosen created_at', async () => {
    await db.rollback(async (tx) => {
      await expect(insertAsAnon(tx, { ...request(), website: 'x' })).rejects.toMatchObject({ code: '42501' });
      await expect(insertAsAnon(tx, { ...request(), created_at: '2000-01-01' })).rejects.toMatchObject({
        code: '42501',
      });
      const row = request();
      await insertAsAnon(tx, row);
      await expect(insertAsAnon(tx, row)).rejects.toMatchObject({ code: '23505' });
      expect(await storedCount(tx)).toBe(1);
    });
  });

  const invalid: [keyof CustomPackageRequest, unknown][] = [
    ['name', 'R'],
    ['email', 'ravi@'],
    ['phone', '123'],
    ['group_size', '2'],
    ['duration', '11-12'],
    ['budget', '10k-20k'],
    ['destinations', 'kedarnath'],
    ['travel_date', '2026-02-30'],
    ['accommodation', 'hostel'],
    ['transportation', 'bus'],
    ['special_requirements', ''],
  ];
  it.each(invalid)('refuses an invalid %s (%j), and a missing one', async (column, value) => {
    await db.rollback(async (tx) => {
      await expect(insertAsAnon(tx, { ...request(), [column]: value })).rejects.toBeInstanceOf(Error);
      if (column !== 'special_requirements') {
        await expect(insertAsAnon(tx, { ...request(), [column]: null })).rejects.toMatchObject({
          code: '23502',
        });
      }
      expect(await storedCount(tx)).toBe(0);
    });
  });
});

describe('custom_package_requests and the shared schema', () => {
  it('offer the same option lists', async () => {
    const lists = {
      group_size: groupSizes,
      duration: durations,
      budget: customBudgets,
      destinations: destinationChoices,
      accommodation: accommodations,
      transportation: transportations,
    };
    await db.rollback(async (tx) => {
      for (const [column, values] of Object.entries(lists)) {
        const { rows } = await tx.query<{ def: string }>(
          'select pg_get_constraintdef(oid) as def from pg_constraint where conname = $1',
          [`custom_package_requests_${column}_options`],
        );
        expect(optionsOf(rows[0]?.def ?? ''), column).toEqual([...values]);
      }
    });
  });

  it('agree on random valid and invalid requests', async () => {
    const pick = <T extends string>(values: readonly T[]) => fc.constantFrom<string | null>(...values);
    const valid = fc.record({
      id: arb.valid.uuid,
      name: arb.valid.name,
      email: arb.valid.email,
      phone: arb.valid.phone,
      group_size: pick(groupSizes),
      duration: pick(durations),
      budget: pick(customBudgets),
      destinations: pick(destinationChoices),
      travel_date: arb.valid.travelDate as fc.Arbitrary<string | null>,
      accommodation: pick(accommodations),
      transportation: pick(transportations),
      special_requirements: fc.option(arb.valid.text(2000)),
      website: fc.constantFrom<string | null>('', null),
    });
    const noisy = fc.record({
      id: arb.uuid,
      name: arb.text(100),
      email: arb.email,
      phone: arb.phone,
      group_size: arb.option(groupSizes),
      duration: arb.option(durations),
      budget: arb.option(customBudgets),
      destinations: arb.option(destinationChoices),
      travel_date: arb.travelDate,
      accommodation: arb.option(accommodations),
      transportation: arb.option(transportations),
      special_requirements: fc.option(arb.text(2000), { freq: 3 }),
      website: arb.honeypot,
    });
    const keys = Object.keys(request()) as (keyof CustomPackageRequest & string)[];
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(arb.mostlyValid(valid, noisy, keys), async (row) => {
        const zodAccepts = customPackageRequestSchema.safeParse(row).success;
        const databaseAccepts = await db.rollback((tx) =>
          insertAsAnon(tx, row).then(
            () => true,
            () => false,
          ),
        );
        if (zodAccepts) accepted++;
        expect(databaseAccepts).toBe(zodAccepts);
      }),
      { numRuns: 400 },
    );
    expect(accepted).toBeGreaterThan(40);
    expect(accepted).toBeLessThan(360);
  });
});
