import { describe, expect, it } from 'vitest';
import type { Transaction } from './support/cluster';
import { makeDue, notifierUnderTest } from './support/notify';
import { customRequest, enquiry, post, type VisitorTable, waitlistEntry } from './support/submissions';

// Issue 41, item 5: a flood of submissions sends at most so many notification emails an hour; the
// rest reach the company as one summary, and every submission stays in its table
// (docs/decisions/091-notification-emails-per-hour.md).
const notifier = notifierUnderTest();
const { drain } = notifier;

interface Email {
  subject: string;
  text: string;
  reply_to?: string;
}
const emails = () =>
  notifier.mail.kept.filter((r) => r.path === '/emails').map((r) => r.body as unknown as Email);

/** `count` submissions across the three forms, each from an address of its own. */
async function flood(tx: Transaction, count: number, first = 0) {
  const rows: { table: VisitorTable; id: string; name: string }[] = [];
  for (let i = first; i < first + count; i++) {
    const name = `Visitor ${i}`;
    const [table, row]: [VisitorTable, { id: string }] =
      i % 9 === 4
        ? ['partner_waitlist', waitlistEntry({ name })]
        : i % 9 === 7
          ? ['custom_package_requests', customRequest({ name })]
          : ['tour_inquiries', enquiry({ name })];
    await post(tx, table, row, `198.51.${Math.floor(i / 200)}.${i % 200}`);
    rows.push({ table, id: row.id, name });
  }
  return rows;
}

const storedCount = async (tx: Transaction) =>
  (
    await tx.query<{ n: number }>(
      `select ((select count(*) from public.tour_inquiries) + (select count(*) from public.custom_package_requests)
            + (select count(*) from public.partner_waitlist))::int as n`,
    )
  ).rows[0]?.n;

/** Time does not pass inside a test: the last hour's notifications are moved back past it. */
const anHourLater = (tx: Transaction) =>
  tx.query(
    `update private.notification_outbox
        set created_at = created_at - interval '61 minutes',
            admitted_at = admitted_at - interval '61 minutes'`,
  );

const setCap = (tx: Transaction, cap: number) =>
  tx.query(
    `create or replace function private.notification_emails_per_hour() returns integer language sql
     immutable set search_path = '' as $$ select ${cap} $$`,
  );

describe('notification emails in a flood', () => {
  it('are capped at 30 an hour, and one summary names every submission over the cap', async () => {
    await notifier.db.rollback(async (tx) => {
      const sent = await flood(tx, 45);
      expect(await drain(tx)).toEqual({ sent: 31, failed: 0, errors: [] });

      const kept = emails();
      expect(kept).toHaveLength(31);
      // The first 30 to arrive, one email each, as always.
      expect(kept.slice(0, 30).map((e) => e.subject)).toEqual(
        sent
          .slice(0, 30)
          .map(({ table, name }) =>
            table === 'tour_inquiries'
              ? `New enquiry from ${name}`
              : table === 'custom_package_requests'
                ? `New custom package request from ${name}`
                : `New partner waitlist entry from ${name} (Him Travels)`,
          ),
      );
      // The other 15 in one summary: each named with its reference, and where to find it in full.
      const summary = kept[30] as Email;
      expect(summary.subject).toBe('15 more submissions arrived: over 30 notification emails an hour');
      expect(summary).not.toHaveProperty('reply_to');
      for (const { id, name } of sent.slice(30)) {
        expect(summary.text).toContain(id);
        expect(summary.text).toContain(name);
      }
      for (const { id } of sent.slice(0, 30)) expect(summary.text).not.toContain(id);
      expect(summary.text).toMatch(/tour_inquiries, custom_package_requests, partner_waitlist/);

      // Every submission stays in its table; every notification is done, 15 of them by the summary.
      expect(await storedCount(tx)).toBe(45);
      const { rows } = await tx.query<{ alone: number; summarised: number; unsent: number }>(
        `select count(*) filter (where summarised_by is null and source_table <> 'notification_summary')::int as alone,
                count(*) filter (where summarised_by is not null)::int as summarised,
                count(*) filter (where sent_at is null)::int as unsent
           from private.notification_outbox`,
      );
      expect(rows).toEqual([{ alone: 30, summarised: 15, unsent: 0 }]);
      // Nothing is sent twice.
      expect(await drain(tx)).toEqual({ sent: 0, failed: 0, errors: [] });
      // The cap is one constant, in the database.
      const { rows: cap } = await tx.query('select private.notification_emails_per_hour() as cap');
      expect(cap).toEqual([{ cap: 30 }]);
    });
  });

  it('hold what arrives after the summary until the hour is over, then send it', async () => {
    await notifier.db.rollback(async (tx) => {
      await setCap(tx, 3);
      await flood(tx, 5);
      expect(await drain(tx)).toMatchObject({ sent: 4 });
      expect(emails().map((e) => e.subject.replace(/ from .*/, ''))).toEqual([
        'New enquiry',
        'New enquiry',
        'New enquiry',
        '2 more submissions arrived: over 3 notification emails an hour',
      ]);

      // One summary an hour: these wait, queued and unsent, not lost.
      notifier.mail.reset();
      const later = await flood(tx, 4, 100);
      expect(await drain(tx)).toEqual({ sent: 0, failed: 0, errors: [] });
      expect(notifier.mail.requests).toEqual([]);
      const { rows: waiting } = await tx.query<{ source_id: string }>(
        `select source_id from private.notification_outbox
          where sent_at is null and summarised_by is null order by id`,
      );
      expect(waiting.map((r) => r.source_id)).toEqual(later.map((r) => r.id));

      // An hour on: three alone, the fourth in the hour's summary.
      await anHourLater(tx);
      expect(await drain(tx)).toMatchObject({ sent: 4 });
      const kept = emails();
      expect(kept.slice(0, 3).map((e) => e.subject)).toEqual(
        later.slice(0, 3).map(({ name }) => `New enquiry from ${name}`),
      );
      expect(kept[3]?.subject).toBe('1 more submission arrived: over 3 notification emails an hour');
      expect(kept[3]?.text).toContain(later[3]?.id);
      expect(await storedCount(tx)).toBe(9);
    });
  });

  it('retry a summary the mail service failed, once, without losing or doubling its submissions', async () => {
    await notifier.db.rollback(async (tx) => {
      await setCap(tx, 1);
      const sent = await flood(tx, 3);
      notifier.mail.plan('/emails', 'ok', 'fail');
      expect(await drain(tx)).toMatchObject({ sent: 1, failed: 1 });
      const unsent = async () =>
        (
          await tx.query<{ n: number }>(
            'select count(*)::int as n from private.notification_outbox where sent_at is null',
          )
        ).rows[0]?.n;
      expect(await unsent()).toBe(3); // the summary and its two submissions
      await makeDue(tx);
      expect(await drain(tx)).toEqual({ sent: 1, failed: 0, errors: [] });
      expect(await unsent()).toBe(0);
      const kept = emails();
      expect(kept).toHaveLength(2);
      for (const { id } of sent.slice(1)) expect(kept[1]?.text).toContain(id);
      // Retried with the same idempotency key: one summary kept.
      const keys = notifier.mail.requests.filter((r) => r.path === '/emails').map((r) => r.key);
      expect(keys).toHaveLength(3);
      expect(keys[1]).toBe(keys[2]);
    });
  });

  it('are out of reach of visitors: they cannot read or change the cap', async () => {
    await notifier.db.rollback(async (tx) => {
      for (const role of ['anon', 'authenticated'] as const) {
        await expect(tx.as(role, 'select private.notification_emails_per_hour()')).rejects.toMatchObject({
          code: '42501',
        });
      }
    });
  });
});
