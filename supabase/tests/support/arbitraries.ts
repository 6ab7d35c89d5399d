/**
 * fast-check generators for payloads that are sometimes valid and sometimes not, field by field:
 * the property tests send them to the database and to the zod schema and expect the same verdict.
 */
import fc from 'fast-check';

/** Mostly values from the list, sometimes near misses and noise. */
export const option = (values: readonly string[]) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...values) },
    { weight: 1, arbitrary: fc.constantFrom(...values).map((v) => `${v} `) },
    { weight: 1, arbitrary: fc.constantFrom(...values).map((v) => v.toUpperCase()) },
    { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
    { weight: 1, arbitrary: fc.constant(null) },
  );

export const text = (max: number) =>
  fc.oneof(
    { weight: 5, arbitrary: fc.string({ minLength: 0, maxLength: max + 5 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: Math.min(max + 5, 40) }) },
    { weight: 1, arbitrary: fc.constantFrom('', ' ', '  a ', 'ab', 'a'.repeat(max), 'a'.repeat(max + 1)) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: max - 2, maxLength: max + 2 }) },
  );

export const email = fc.oneof(
  { weight: 4, arbitrary: fc.emailAddress() },
  {
    weight: 4,
    arbitrary: fc
      .tuple(
        fc.stringMatching(/^[A-Za-z0-9._%+-]{1,12}$/),
        fc.stringMatching(/^[A-Za-z0-9-]{1,10}$/),
        fc.stringMatching(/^[A-Za-z]{1,4}$/),
      )
      .map(([local, domain, tld]) => `${local}@${domain}.${tld}`),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
  { weight: 1, arbitrary: fc.constantFrom('a@b', 'a b@c.de', `${'a'.repeat(250)}@b.de`, 'ä@b.de') },
);

export const phone = fc.oneof(
  { weight: 6, arbitrary: fc.stringMatching(/^\+?[0-9 ()-]{5,22}$/) },
  { weight: 1, arbitrary: fc.string({ maxLength: 16 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('+91 98765 43210', '(0133) 422-1234', '1234567', '++91 98765 43210'),
  },
);

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Dates PostgreSQL parses only in the YYYY-MM-DD form the client sends, plus impossible days. */
export const travelDate = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .date({
        min: new Date('2023-06-01T00:00:00Z'),
        max: new Date('2100-06-01T00:00:00Z'),
        noInvalidDate: true,
      })
      .map(isoDay),
  },
  { weight: 1, arbitrary: fc.constantFrom('2025-02-29', '2028-02-29', '2026-04-31', '2026-13-01', 'soon') },
  { weight: 1, arbitrary: fc.constant(null) },
);

export const uuid = fc.oneof(
  { weight: 9, arbitrary: fc.uuid() },
  { weight: 1, arbitrary: fc.constantFrom('x', '') },
);

export const honeypot = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom('', null) },
  { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 10 }) },
);

/** A value the rules accept, for the fields of a visitor-submitted row. */
export const valid = {
  uuid: fc.uuid(),
  name: fc.stringMatching(/^[A-Z][a-z]{1,20}( [A-Z][a-z]{1,20})?$/),
  email: fc
    .tuple(
      fc.stringMatching(/^[a-z0-9._+-]{1,12}$/),
      fc.stringMatching(/^[a-z0-9]{1,10}$/),
      fc.constantFrom('com', 'in', 'org'),
    )
    .map(([local, domain, tld]) => `${local}@${domain}.${tld}`),
  phone: fc.stringMatching(/^\+91 [6-9][0-9]{4} [0-9]{5}$/),
  travelDate: fc
    .date({
      min: new Date('2026-01-01T00:00:00Z'),
      max: new Date('2030-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map(isoDay),
  text: (max: number) =>
    fc.string({ minLength: 1, maxLength: Math.min(max, 60) }).filter((s) => s.trim().length > 0),
};

/**
 * Rows that are valid except for up to `mutations` fields replaced by noisy values: invalid rows
 * that differ from a valid one in a single field are the ones that find disagreements.
 */
export function mostlyValid<T extends Record<string, unknown>>(
  base: fc.Arbitrary<T>,
  noise: fc.Arbitrary<T>,
  keys: readonly (keyof T & string)[],
  mutations = 2,
) {
  return fc
    .tuple(base, noise, fc.subarray([...keys], { maxLength: mutations }))
    .map(([good, bad, replaced]) => {
      const row: Record<string, unknown> = { ...good };
      for (const key of replaced) row[key] = bad[key];
      return row as T;
    });
}
