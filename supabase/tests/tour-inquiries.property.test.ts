import fc from 'fast-check';
import { durations, groupSizes, tourChoices, tourInquirySchema } from 'mfe-enquiry/schemas/enquiry';
import { afterAll, beforeAll, expect, it } from 'vitest';
import * as arb from './support/arbitraries';
import { startCluster, type TestCluster } from './support/cluster';
import { insertSql } from './support/insert';

let db: TestCluster;
beforeAll(async () => {
  db = await startCluster();
});
afterAll(async () => {
  await db?.stop();
});

const validRow = fc.record({
  id: arb.valid.uuid,
  name: arb.valid.name,
  email: arb.valid.email,
  phone: arb.valid.phone,
  group_size: fc.constantFrom<string | null>(...groupSizes),
  duration: fc.constantFrom<string | null>(...durations),
  budget: fc.constantFrom<string | null>(...tourChoices),
  travel_date: arb.valid.travelDate as fc.Arbitrary<string | null>,
  special_requirements: fc.option(arb.valid.text(2000)),
  destination: arb.valid.text(100),
  package_type: arb.valid.text(100),
  website: fc.constantFrom<string | null>('', null),
});

const noisyRow = fc.record({
  id: arb.uuid,
  name: arb.text(100),
  email: arb.email,
  phone: arb.phone,
  group_size: arb.option(groupSizes),
  duration: arb.option(durations),
  budget: arb.option(tourChoices),
  travel_date: arb.travelDate,
  special_requirements: fc.option(arb.text(2000), { freq: 3 }),
  destination: arb.text(100),
  package_type: arb.text(100),
  website: arb.honeypot,
});

const payload = arb.mostlyValid(validRow, noisyRow, [
  'id',
  'name',
  'email',
  'phone',
  'group_size',
  'duration',
  'budget',
  'travel_date',
  'special_requirements',
  'destination',
  'package_type',
  'website',
]);

it('the zod schema and the database agree on random valid and invalid enquiries', async () => {
  let accepted = 0;
  await fc.assert(
    fc.asyncProperty(payload, async (row) => {
      const zodAccepts = tourInquirySchema.safeParse(row).success;
      const { sql, params } = insertSql('tour_inquiries', row);
      const databaseAccepts = await db.rollback(async (tx) =>
        tx.as('anon', sql, params).then(
          () => true,
          () => false,
        ),
      );
      if (zodAccepts) accepted++;
      expect(databaseAccepts).toBe(zodAccepts);
    }),
    { numRuns: 600 },
  );
  // Both verdicts must actually occur, or the property proves little.
  expect(accepted).toBeGreaterThan(60);
  expect(accepted).toBeLessThan(540);
});
