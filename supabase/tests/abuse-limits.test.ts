import { randomUUID } from 'node:crypto';
import { submissionLimits } from '@chardham/shared/schemas/contact-limits';
import type { TourInquiry } from 'mfe-enquiry/schemas/enquiry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, type TestCluster, type Transaction } from './support/cluster';
import { insertSql } from './support/insert';

// Issue 17, as an attacker would try it: as `anon`, with request.headers set as PostgREST sets them
// from what the Supabase gateway forwards (docs/decisions/035-abuse-limits-and-retention.md; issue
// 41: docs/decisions/090-client-address-in-the-database.md).
const { perConnectionPerHour: PER_ADDRESS, perFormPerMinute: PER_MINUTE } = submissionLimits;

let db: TestCluster;
beforeAll(async () => {
  db = await startCluster();
});
afterAll(async () => {
  await db?.stop();
});

let n = 0;
/** Every enquiry with an email and phone of its own: a script that rotates them. */
const enquiry = (overrides: Partial<TourInquiry> = {}): TourInquiry => {
  n += 1;
  return {
    id: randomUUID(),
    name: 'Asha Verma',
    email: `sender${n}@example.com`,
    phone: `+91 9${String(n).padStart(9, '0')}`,
    group_size: '3-5',
    duration: '9-10',
    budget: 'chardham',
    travel_date: '2027-05-20',
    special_requirements: null,
    destination: 'Chardham Yatra',
    package_type: 'Complete Chardham Yatra',
    website: '',
    ...overrides,
  };
};

/** A POST as PostgREST runs it: the gateway's headers for this request, then the insert as anon. */
async function post(tx: Transaction, row: TourInquiry, headers: Record<string, string>) {
  await tx.query(`select set_config('request.headers', $1, true)`, [JSON.stringify(headers)]);
  const { sql, params } = insertSql('tour_inquiries', row);
  return tx.as('anon', sql, params);
}

const from = (address: string) => ({ 'cf-connecting-ip': address, 'x-forwarded-for': address });
const stored = async (tx: Transaction) =>
  (await tx.query('select count(*)::int as n from public.tour_inquiries')).rows[0]?.n;

describe('limits a sender cannot choose their way around', () => {
  it('limits one connection however it rotates email and phone; another connection is unaffected', async () => {
    await db.rollback(async (tx) => {
      for (let i = 0; i < PER_ADDRESS; i++) await post(tx, enquiry(), from('203.0.113.7'));
      await expect(post(tx, enquiry(), from('203.0.113.7'))).rejects.toMatchObject({
        code: 'PT429',
        message: expect.stringMatching(/^rate limit/),
      });
      expect(await stored(tx)).toBe(PER_ADDRESS);
      await post(tx, enquiry(), from('198.51.100.23'));
      expect(await stored(tx)).toBe(PER_ADDRESS + 1);
    });
  });

  it('cannot lock a customer out: a flood with their email and phone does not stop their own enquiry', async () => {
    await db.rollback(async (tx) => {
      const customer = { email: 'customer@example.com', phone: '+91 98765 43210' };
      for (let i = 0; i < PER_ADDRESS; i++) await post(tx, enquiry(customer), from('203.0.113.7'));
      await expect(post(tx, enquiry(customer), from('203.0.113.7'))).rejects.toMatchObject({ code: 'PT429' });
      await post(tx, enquiry(customer), from('198.51.100.23'));
      const { rows } = await tx.query(
        'select count(*)::int as n from public.tour_inquiries where email = $1',
        [customer.email],
      );
      expect(rows[0]?.n).toBe(PER_ADDRESS + 1);
    });
  });

  it('takes the address from cf-connecting-ip alone: X-Forwarded-For and X-Real-IP choose no bucket', async () => {
    await db.rollback(async (tx) => {
      // Issue 41: the client writes these two itself; each new value was a new bucket.
      for (let i = 0; i < PER_ADDRESS; i++) {
        await post(tx, enquiry(), {
          'x-forwarded-for': `10.0.${i}.1, 203.0.113.7`,
          'x-real-ip': `10.1.${i}.1`,
        });
      }
      await expect(
        post(tx, enquiry(), { 'x-forwarded-for': '10.9.9.9, 203.0.113.8', 'x-real-ip': '10.9.9.9' }),
      ).rejects.toMatchObject({ code: 'PT429', message: expect.stringMatching(/^rate limit/) });
      // The gateway's header decides, whatever the other two say.
      for (let i = 0; i < PER_ADDRESS; i++) await post(tx, enquiry(), from('203.0.113.7'));
      await expect(
        post(tx, enquiry(), {
          'cf-connecting-ip': '203.0.113.7',
          'x-forwarded-for': '198.51.100.1',
          'x-real-ip': '198.51.100.2',
        }),
      ).rejects.toMatchObject({ code: 'PT429' });
    });
  });

  it('names that header in one place, private.client_address_header()', async () => {
    await db.rollback(async (tx) => {
      const { rows } = await tx.query('select private.client_address_header() as header');
      expect(rows).toEqual([{ header: 'cf-connecting-ip' }]);
      // A project behind another proxy changes that one function, and nothing else.
      await tx.query(
        `create or replace function private.client_address_header() returns text language sql immutable
         set search_path = '' as $$ select 'x-real-ip'::text $$`,
      );
      for (let i = 0; i < PER_ADDRESS; i++) {
        await post(tx, enquiry(), { 'x-real-ip': '203.0.113.7', 'cf-connecting-ip': `198.51.100.${i}` });
      }
      await expect(
        post(tx, enquiry(), { 'x-real-ip': '203.0.113.7', 'cf-connecting-ip': '198.51.100.99' }),
      ).rejects.toMatchObject({ code: 'PT429' });
      await expect(tx.as('anon', 'select private.client_address_header()')).rejects.toMatchObject({
        code: '42501',
      });
    });
  });

  it('puts every value that is not an address in one bucket, never one bucket per string', async () => {
    await db.rollback(async (tx) => {
      // Made-up words, nothing, a range, a list, an address with a zone: none is an address.
      const madeUp = (i: number) => [
        `spoof-${i}`,
        '',
        ' ',
        `203.0.113.${i}/24`,
        `203.0.113.${i}, 198.51.100.1`,
        `fe80::${i}%eth0`,
      ];
      for (let i = 0; i < PER_ADDRESS; i++) {
        await post(tx, enquiry(), { 'cf-connecting-ip': madeUp(i)[i % 6] ?? '' });
      }
      await expect(post(tx, enquiry(), { 'cf-connecting-ip': 'spoof-999' })).rejects.toMatchObject({
        code: 'PT429',
        message: expect.stringMatching(/^rate limit/),
      });
      // A request without the header at all is in the same bucket.
      await expect(post(tx, enquiry(), {})).rejects.toMatchObject({ code: 'PT429' });
      // Clients with an address are not.
      await post(tx, enquiry(), from('198.51.100.23'));
      expect(await stored(tx)).toBe(PER_ADDRESS + 1);
    });
  });

  it('counts an IPv6 subscriber as one connection, however it rotates through its /64', async () => {
    await db.rollback(async (tx) => {
      for (let i = 0; i < PER_ADDRESS; i++)
        await post(tx, enquiry(), from(`2001:db8:1:2::${(i + 1).toString(16)}`));
      await expect(post(tx, enquiry(), from('2001:db8:1:2:ffff::9'))).rejects.toMatchObject({
        code: 'PT429',
      });
      await post(tx, enquiry(), from('2001:db8:1:3::1'));
    });
  });

  it('keys an IPv6 address by its /64 and an IPv4 address by itself, however it is spelt', async () => {
    await db.rollback(async (tx) => {
      const key = async (value: string) => {
        await tx.query(`select set_config('request.headers', $1, true)`, [
          JSON.stringify({ 'cf-connecting-ip': value }),
        ]);
        return (await tx.query<{ key: string }>('select private.client_address() as key')).rows[0]?.key;
      };
      const keys: [string, string][] = [
        ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
        ['2001:DB8:1:2::1', '2001:db8:1:2::/64'],
        ['2001:db8:1:3::1', '2001:db8:1:3::/64'],
        ['203.0.113.7', '203.0.113.7'],
        [' 203.0.113.7 ', '203.0.113.7'],
        // IPv4-mapped IPv6 is the IPv4 client, not one /64 shared by every IPv4 address.
        ['::ffff:203.0.113.7', '203.0.113.7'],
        ['::ffff:198.51.100.23', '198.51.100.23'],
        ['not an address', 'unknown'],
      ];
      for (const [value, expected] of keys) expect(await key(value), value).toBe(expected);

      for (let i = 0; i < PER_ADDRESS; i++) await post(tx, enquiry(), from('203.0.113.7'));
      await expect(post(tx, enquiry(), from('::ffff:203.0.113.7'))).rejects.toMatchObject({ code: 'PT429' });
      await post(tx, enquiry(), from('::ffff:198.51.100.23'));
    });
  });

  it('accepts one row per request: an array of rows in one POST is refused whole', async () => {
    await db.rollback(async (tx) => {
      await tx.query(`select set_config('request.headers', $1, true)`, [JSON.stringify(from('203.0.113.9'))]);
      const rows = [enquiry(), enquiry(), enquiry()];
      const columns = Object.keys(rows[0] as object);
      const values = rows.map(
        (_, r) => `(${columns.map((_, c) => `$${r * columns.length + c + 1}`).join(', ')})`,
      );
      const params = rows.flatMap((row) => Object.values(row));
      await expect(
        tx.as(
          'anon',
          `insert into public.tour_inquiries (${columns.join(', ')}) values ${values.join(', ')}`,
          params,
        ),
      ).rejects.toMatchObject({ code: 'PT400', message: expect.stringMatching(/one submission at a time/) });
      expect(await stored(tx)).toBe(0);
    });
  });

  it('closes a form for the minute once it has taken its share, whoever sends', async () => {
    await db.rollback(async (tx) => {
      for (let i = 0; i < PER_MINUTE; i++) await post(tx, enquiry(), from(`192.0.2.${i}`));
      await expect(post(tx, enquiry(), from('192.0.2.200'))).rejects.toMatchObject({
        code: 'PT429',
        message: expect.stringMatching(/^busy/),
      });
      // The other forms are their own: the waitlist still takes an entry.
      await tx.query(`select set_config('request.headers', $1, true)`, [JSON.stringify(from('192.0.2.201'))]);
      const { sql, params } = insertSql('partner_waitlist', {
        id: randomUUID(),
        name: 'Ravi Kumar',
        email: 'ravi@example.com',
        company: 'Ravi Travels',
        phone: '+91 91234 56789',
        website: '',
      });
      await tx.as('anon', sql, params);
    });
  });

  it('cannot be held closed by one client making up a new address for every request', async () => {
    await db.rollback(async (tx) => {
      // Issue 41: each made-up value was a bucket of its own, so one client filled the form's minute.
      const outcomes: string[] = [];
      for (let i = 0; i < 100; i++) {
        outcomes.push(
          await post(tx, enquiry(), { 'cf-connecting-ip': `made-up-${i}`, 'x-real-ip': `10.0.0.${i}` }).then(
            () => 'stored',
            (error: { message: string }) => error.message,
          ),
        );
      }
      expect(outcomes.filter((o) => o === 'stored')).toHaveLength(PER_ADDRESS);
      expect(outcomes.slice(PER_ADDRESS).every((o) => o.startsWith('rate limit'))).toBe(true);
      await post(tx, enquiry(), from('198.51.100.23'));
      expect(await stored(tx)).toBe(PER_ADDRESS + 1);
    });
  });

  it("checks a client's own limit first: its refusals never count toward the form's minute", async () => {
    await db.rollback(async (tx) => {
      for (let i = 0; i < PER_ADDRESS; i++) await post(tx, enquiry(), from('203.0.113.7'));
      for (let i = 0; i < 100; i++) {
        await expect(post(tx, enquiry(), from('203.0.113.7'))).rejects.toMatchObject({
          message: expect.stringMatching(/^rate limit/),
        });
      }
      // The form's minute holds the client's 20, not its 120 tries: everyone else gets the other 40.
      for (let i = 0; i < PER_MINUTE - PER_ADDRESS; i++) await post(tx, enquiry(), from(`192.0.2.${i}`));
      await expect(post(tx, enquiry(), from('192.0.2.200'))).rejects.toMatchObject({
        message: expect.stringMatching(/^busy/),
      });
      // The form is busy now, yet the client over its own limit is told that limit: a minute's wait
      // would not help it.
      await expect(post(tx, enquiry(), from('203.0.113.7'))).rejects.toMatchObject({
        code: 'PT429',
        message: expect.stringMatching(/^rate limit/),
      });
      expect(await stored(tx)).toBe(PER_MINUTE);
    });
  });

  it("forgets a connection's submissions after an hour", async () => {
    await db.rollback(async (tx) => {
      for (let i = 0; i < PER_ADDRESS; i++) await post(tx, enquiry(), from('203.0.113.7'));
      await tx.query(`update private.submission_log set created_at = now() - interval '61 minutes'`);
      await post(tx, enquiry(), from('203.0.113.7'));
      expect(await stored(tx)).toBe(PER_ADDRESS + 1);
    });
  });

  it('still answers a retry of a row that arrived as a duplicate, even at the limit', async () => {
    await db.rollback(async (tx) => {
      const rows = Array.from({ length: PER_ADDRESS }, () => enquiry());
      for (const row of rows) await post(tx, row, from('203.0.113.7'));
      await expect(post(tx, rows.at(-1) as TourInquiry, from('203.0.113.7'))).rejects.toMatchObject({
        code: '23505',
      });
    });
  });
});

describe('retention', () => {
  it('deletes enquiries and custom requests past 24 months and the address log past a day, nothing else', async () => {
    await db.rollback(async (tx) => {
      const old = enquiry();
      const recent = enquiry();
      await post(tx, old, from('203.0.113.7'));
      await post(tx, recent, from('203.0.113.7'));
      await tx.query(
        `update public.tour_inquiries set created_at = now() - interval '25 months' where id = $1`,
        [old.id],
      );
      await tx.query(
        `update public.tour_inquiries set created_at = now() - interval '23 months' where id = $1`,
        [recent.id],
      );
      await tx.query(`update private.submission_log set created_at = now() - interval '2 days'`);
      const { rows } = await tx.query<{ table_name: string; deleted: string }>(
        'select * from private.purge_expired_submissions()',
      );
      expect(Object.fromEntries(rows.map((r) => [r.table_name, Number(r.deleted)]))).toEqual({
        tour_inquiries: 1,
        custom_package_requests: 0,
        submission_log: 2,
        // Their notifications are not sent yet: kept (notification-outbox.test.ts covers the outbox).
        notification_outbox: 0,
      });
      const left = await tx.query('select id from public.tour_inquiries');
      expect(left.rows).toEqual([{ id: recent.id }]);
    });
  });

  it('runs every night through pg_cron, and no visitor can call it', async () => {
    await db.rollback(async (tx) => {
      const { rows } = await tx.query('select schedule, command from cron.job where jobname = $1', [
        'purge-expired-submissions',
      ]);
      expect(rows).toEqual([
        { schedule: '17 3 * * *', command: 'select private.purge_expired_submissions()' },
      ]);
      await expect(tx.as('anon', 'select * from private.purge_expired_submissions()')).rejects.toMatchObject({
        code: '42501',
      });
    });
  });
});
