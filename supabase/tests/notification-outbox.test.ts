import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Transaction } from './support/cluster';
import { expectEveryColumn } from './support/emails';
import { insertSql } from './support/insert';
import { notifierUnderTest } from './support/notify';
import { customRequest, enquiry, post, type VisitorTable, waitlistEntry } from './support/submissions';

// Issue 21: every stored submission reaches the company by email, through an outbox written in the
// same transaction (docs/decisions/034-notification-outbox.md). The notifier runs here on Node
// against a stand-in for Resend's API; the Edge Function runs the same code on Deno.
const notifier = notifierUnderTest();
const { drain } = notifier;

const outbox = async (tx: Transaction) =>
  (
    await tx.query<{ source_table: string; source_id: string; payload: object; delivered: string[] }>(
      `select source_table, source_id, payload, delivered, attempts, sent_at is not null as sent
         from private.notification_outbox order by id`,
    )
  ).rows;

/** A fixed arrival time, so the email's Received line (India's time) can be spelled out. */
const receivedAt = (tx: Transaction, instant: string) =>
  tx.query(
    `update private.notification_outbox set payload = jsonb_set(payload, '{created_at}', to_jsonb($1::text))`,
    [instant],
  );

describe('an enquiry reaches the company', () => {
  it('as one email with every field, a subject naming the visitor, and Reply going to them', async () => {
    await notifier.db.rollback(async (tx) => {
      const row = enquiry();
      await post(tx, 'tour_inquiries', row);
      await receivedAt(tx, '2026-11-25T10:00:00.123456+00:00');
      expect(await drain(tx)).toEqual({ sent: 1, failed: 0, errors: [] });

      expect(notifier.mail.kept).toHaveLength(1);
      expect(notifier.mail.kept[0]).toEqual({
        path: '/emails',
        key: expect.stringMatching(/^notification-\d+$/),
        authorization: 'Bearer re_test_key',
        body: {
          from: 'Sacred Himalaya Yatra <enquiries@example.com>',
          to: ['office@example.com', 'owner@example.com'],
          reply_to: 'asha.verma@example.com',
          subject: 'New enquiry from Asha Verma',
          text: [
            'New enquiry from the website.',
            '',
            'Name: Asha Verma',
            'Email: asha.verma@example.com',
            'Phone: +91 98765 43210',
            'Tour: chardham',
            'Destination: Chardham Yatra',
            'Package: Complete Chardham Yatra',
            'Travel date: 2027-05-20',
            'Duration (days): 9-10',
            'Group size (people): 3-5',
            'Special requirements: Mother uses a wheelchair.',
            '  Vegetarian meals only.',
            'Received: 25 Nov 2026, 3:30 pm IST',
            `Reference: ${row.id}`,
            '',
            'Reply to this email to answer Asha Verma.',
            '',
          ].join('\n'),
        },
      });
      expect(await outbox(tx)).toEqual([
        expect.objectContaining({ source_id: row.id, delivered: ['email'], attempts: 1, sent: true }),
      ]);
      // Sent once: the next run finds nothing to do.
      expect(await drain(tx)).toEqual({ sent: 0, failed: 0, errors: [] });
      expect(notifier.mail.requests).toHaveLength(1);
    });
  });

  const forms: [VisitorTable, Record<string, unknown>, string][] = [
    ['tour_inquiries', enquiry({ special_requirements: null }), 'New enquiry from Asha Verma'],
    ['custom_package_requests', customRequest(), 'New custom package request from Vikram Singh'],
    ['partner_waitlist', waitlistEntry(), 'New partner waitlist entry from Asha Rawat (Him Travels)'],
  ];

  it.each(forms)(
    '%s: every stored column is in the email, the honeypot is not',
    async (table, row, subject) => {
      await notifier.db.rollback(async (tx) => {
        await post(tx, table, row);
        await drain(tx);
        const email = notifier.mail.kept[0]?.body as { subject: string; text: string; reply_to: string };
        expect(notifier.mail.kept).toHaveLength(1);
        expect(email.subject).toBe(subject);
        expect(email.reply_to).toBe(row.email);

        const values = await expectEveryColumn(tx, table, email.text);
        const [queued] = await outbox(tx);
        expect(queued?.payload).not.toHaveProperty('website');
        expect(queued?.payload).toEqual(values);
      });
    },
  );
});

describe('what is queued', () => {
  it('only rows that were stored: a refused insert queues nothing', async () => {
    await notifier.db.rollback(async (tx) => {
      const first = enquiry();
      await post(tx, 'tour_inquiries', first);
      const refused: [VisitorTable, Record<string, unknown>, string][] = [
        ['tour_inquiries', first, '23505'], // the same draft again
        ['tour_inquiries', enquiry({ email: 'not an address' }), '23514'],
        ['tour_inquiries', enquiry({ website: 'https://spam.example' as '' }), '42501'], // the honeypot
        ['custom_package_requests', customRequest({ budget: 'free' as '20k-30k' }), '23514'],
        ['partner_waitlist', waitlistEntry({ company: 'X' }), '23514'],
      ];
      for (const [table, row, code] of refused) {
        await expect(post(tx, table, row), `${table} ${code}`).rejects.toMatchObject({ code });
      }
      // An array of rows: the row trigger queued them before the statement was refused whole.
      const rows = [enquiry(), enquiry()];
      const columns = Object.keys(rows[0] as object);
      const values = rows.map(
        (_, r) => `(${columns.map((_, c) => `$${r * columns.length + c + 1}`).join(', ')})`,
      );
      await expect(
        tx.as(
          'anon',
          `insert into public.tour_inquiries (${columns.join(', ')}) values ${values.join(', ')}`,
          rows.flatMap((row) => Object.values(row)),
        ),
      ).rejects.toMatchObject({ code: 'PT400' });
      // Over the hourly limit of one connection.
      for (let i = 1; i < 20; i++) await post(tx, 'partner_waitlist', waitlistEntry(), '198.51.100.4');
      await post(tx, 'partner_waitlist', waitlistEntry(), '198.51.100.4');
      await expect(post(tx, 'partner_waitlist', waitlistEntry(), '198.51.100.4')).rejects.toMatchObject({
        code: 'PT429',
      });

      const queued = await tx.query<{ source_id: string }>(
        'select source_id from private.notification_outbox order by source_id',
      );
      const stored = await tx.query<{ id: string }>(
        `select id from public.tour_inquiries union all select id from public.custom_package_requests
         union all select id from public.partner_waitlist order by id`,
      );
      expect(stored.rows).toHaveLength(21);
      expect(queued.rows.map((r) => r.source_id)).toEqual(stored.rows.map((r) => r.id));
    });
  });

  it('is out of reach of visitors and signed-in users, though their inserts fill it', async () => {
    await notifier.db.rollback(async (tx) => {
      await post(tx, 'tour_inquiries', enquiry());
      for (const role of ['anon', 'authenticated'] as const) {
        for (const sql of [
          'select * from private.notification_outbox',
          'update private.notification_outbox set sent_at = now()',
          'delete from private.notification_outbox',
          `insert into private.notification_outbox (source_table, source_id, payload) values ('x', gen_random_uuid(), '{}')`,
          'select * from private.claim_notifications(10)',
          'select private.notification_delivered(1, $$email$$)',
          'select private.notification_sent(1)',
          'select private.notification_failed(1, $$x$$)',
          'select private.queue_submission_notification()',
        ]) {
          await expect(tx.as(role, sql), `${role}: ${sql}`).rejects.toMatchObject({ code: '42501' });
        }
      }
      const { sql, params } = insertSql('tour_inquiries', enquiry());
      await expect(tx.as('authenticated', sql, params)).rejects.toMatchObject({ code: '42501' });
      expect(await outbox(tx)).toEqual([
        expect.objectContaining({ attempts: 0, sent: false, delivered: [] }),
      ]);
    });
  });

  it('keeps a sent notification a week, an unsent one as long as the enquiry', async () => {
    await notifier.db.rollback(async (tx) => {
      const [sentLongAgo, sentYesterday, neverSent] = [randomUUID(), randomUUID(), randomUUID()];
      for (const id of [sentLongAgo, sentYesterday, neverSent])
        await post(tx, 'tour_inquiries', enquiry({ id }));
      await tx.query(
        `update private.notification_outbox set sent_at = now() - interval '8 days' where source_id = $1`,
        [sentLongAgo],
      );
      await tx.query(
        `update private.notification_outbox set sent_at = now() - interval '1 day' where source_id = $1`,
        [sentYesterday],
      );
      await tx.query(
        `update private.notification_outbox set created_at = now() - interval '23 months' where source_id = $1`,
        [neverSent],
      );
      const { rows } = await tx.query<{ table_name: string; deleted: string }>(
        'select * from private.purge_expired_submissions()',
      );
      expect(rows.find((r) => r.table_name === 'notification_outbox')?.deleted).toBe('1');
      const left = await tx.query<{ source_id: string }>('select source_id from private.notification_outbox');
      expect(left.rows.map((r) => r.source_id).sort()).toEqual([sentYesterday, neverSent].sort());
    });
  });
});
