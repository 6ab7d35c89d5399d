import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Env, readConfig } from '../functions/notify-outbox/config.ts';
import { drainOutbox, type Sql } from '../functions/notify-outbox/drain.ts';
import { handleNotify } from '../functions/notify-outbox/handler.ts';
import { startCluster, type TestCluster, type Transaction } from './support/cluster';
import { type MailApi, startMailApi } from './support/mail-api';
import { makeDue, notifySettings, outboxState } from './support/notify';
import { enquiry, post, waitlistEntry } from './support/submissions';

// Nothing is lost when the mail service is down, slow, or loses its answer, and nothing is sent
// twice (issue 21; docs/decisions/034-notification-outbox.md). Time does not pass inside a test's
// transaction: a test makes a notification due again by moving its next attempt back.
let db: TestCluster;
let mail: MailApi;
beforeAll(async () => {
  [db, mail] = await Promise.all([startCluster(), startMailApi({ slowMs: 500 })]);
});
afterAll(async () => {
  await Promise.all([db?.stop(), mail?.stop()]);
});
beforeEach(() => mail.reset());

const settings = (extra: Record<string, string> = {}): Env => {
  const values = { ...notifySettings(mail.url), ...extra };
  return (name) => values[name];
};
const drain = (sql: Sql, extra: Record<string, string> = {}, timeoutMs = 10_000) =>
  drainOutbox(sql, { ...readConfig(settings(extra)), timeoutMs });
const webhook = () => ({ NOTIFY_WEBHOOK_URL: `${mail.url}/webhook`, NOTIFY_WEBHOOK_TOKEN: 'relay-token' });

const keys = (path: string) => mail.requests.filter((r) => r.path === path).map((r) => r.key);

describe('a failing mail service', () => {
  it('is tried again after a backoff, and the email is delivered once', async () => {
    await db.rollback(async (tx) => {
      await post(tx, 'tour_inquiries', enquiry());
      mail.plan('/emails', 'fail');
      expect(await drain(tx)).toMatchObject({
        sent: 0,
        failed: 1,
        errors: [expect.stringMatching(/email: .*503/)],
      });
      expect(await outboxState(tx)).toEqual({
        attempts: 1,
        delivered: [],
        sent: false,
        last_error: expect.stringMatching(/^email: .*\/emails: 503 .*unavailable/),
        wait: 30,
      });
      // Not due yet: a run within the backoff sends nothing.
      expect(await drain(tx)).toEqual({ sent: 0, failed: 0, errors: [] });
      expect(mail.requests).toHaveLength(1);

      await makeDue(tx);
      expect(await drain(tx)).toEqual({ sent: 1, failed: 0, errors: [] });
      expect(await outboxState(tx)).toMatchObject({
        attempts: 2,
        delivered: ['email'],
        sent: true,
        last_error: null,
      });
      expect(mail.kept).toHaveLength(1);
      expect(keys('/emails')).toEqual([mail.kept[0]?.key, mail.kept[0]?.key]);
    });
  });

  it('waits longer after each failure, never more than an hour, however long the outage', async () => {
    await db.rollback(async (tx) => {
      await post(tx, 'tour_inquiries', enquiry());
      const waits: (number | null | undefined)[] = [];
      for (let i = 0; i < 3; i++) {
        mail.plan('/emails', 'fail');
        await drain(tx);
        waits.push((await outboxState(tx))?.wait);
        await makeDue(tx);
      }
      expect(waits).toEqual([30, 60, 120]);
      // Two days of hourly attempts: the backoff must still be recordable.
      await tx.query('update private.notification_outbox set attempts = 60');
      mail.plan('/emails', 'fail');
      await drain(tx);
      expect(await outboxState(tx)).toMatchObject({ attempts: 61, sent: false, wait: 3600 });
    });
  });

  it('that took the email but lost its answer gets the same key again, and keeps one email', async () => {
    await db.rollback(async (tx) => {
      await post(tx, 'tour_inquiries', enquiry());
      mail.plan('/emails', 'drop');
      expect(await drain(tx)).toMatchObject({ failed: 1 });
      expect((await outboxState(tx))?.last_error).toMatch(/fetch failed|socket|closed/i);
      await makeDue(tx);
      expect(await drain(tx)).toMatchObject({ sent: 1 });
      expect(keys('/emails')).toHaveLength(2);
      expect(new Set(keys('/emails')).size).toBe(1);
      expect(mail.kept).toHaveLength(1);
    });
  });

  it('that answers too late counts as failed, and is tried again', async () => {
    await db.rollback(async (tx) => {
      await post(tx, 'tour_inquiries', enquiry());
      mail.plan('/emails', 'slow');
      expect(await drain(tx, {}, 150)).toMatchObject({ failed: 1 });
      expect(await outboxState(tx)).toMatchObject({
        sent: false,
        last_error: expect.stringMatching(/no answer within 150 ms/),
      });
      await makeDue(tx);
      expect(await drain(tx, {}, 150)).toMatchObject({ sent: 1 });
      expect(mail.kept).toHaveLength(1);
      expect(new Set(keys('/emails')).size).toBe(1);
    });
  });
});

describe('a second channel', () => {
  it('gets every notification once as JSON, with its token', async () => {
    await db.rollback(async (tx) => {
      await post(tx, 'partner_waitlist', waitlistEntry());
      expect(await drain(tx, webhook())).toEqual({ sent: 1, failed: 0, errors: [] });
      const [email, hook] = mail.kept;
      expect(mail.kept.map((r) => r.path)).toEqual(['/emails', '/webhook']);
      expect(hook).toMatchObject({
        key: email?.key,
        authorization: 'Bearer relay-token',
        body: {
          id: email?.key,
          form: 'partner_waitlist',
          subject: 'New partner waitlist entry from Asha Rawat (Him Travels)',
          text: (email?.body as { text?: string } | undefined)?.text,
          reply_to: 'asha@himtravels.in',
          fields: expect.arrayContaining([{ key: 'company', label: 'Company', value: 'Him Travels' }]),
        },
      });
      expect(await outboxState(tx)).toMatchObject({ delivered: ['email', 'webhook'], sent: true });
    });
  });

  it('that fails is retried alone: the email is not sent again', async () => {
    await db.rollback(async (tx) => {
      await post(tx, 'tour_inquiries', enquiry());
      mail.plan('/webhook', 'fail');
      expect(await drain(tx, webhook())).toMatchObject({
        failed: 1,
        errors: [expect.stringMatching(/webhook: /)],
      });
      expect(await outboxState(tx)).toMatchObject({ delivered: ['email'], sent: false });
      await makeDue(tx);
      expect(await drain(tx, webhook())).toMatchObject({ sent: 1 });
      expect(mail.requests.map((r) => r.path)).toEqual(['/emails', '/webhook', '/webhook']);
      expect(await outboxState(tx)).toMatchObject({ delivered: ['email', 'webhook'], sent: true });
    });
  });
});

describe('senders that overlap or die', () => {
  it('never send one notification twice from two concurrent runs', async () => {
    const slowApi = await startMailApi({ latencyMs: 20 });
    const [a, b] = await Promise.all([db.connect(), db.connect()]);
    try {
      await db.commit(async (tx) => {
        for (let i = 0; i < 8; i++) await post(tx, 'tour_inquiries', enquiry(), `192.0.2.${i}`);
      });
      const config = { ...readConfig(settings({ NOTIFY_EMAIL_API_URL: slowApi.url })) };
      const runs = await Promise.all([drainOutbox(a, config), drainOutbox(b, config)]);
      expect(runs.map((r) => r.sent).reduce((x, y) => x + y)).toBe(8);
      expect(runs.every((r) => r.sent > 0)).toBe(true);
      expect(slowApi.requests).toHaveLength(8);
      expect(new Set(slowApi.requests.map((r) => r.key)).size).toBe(8);
      const { rows } = await a.query(
        'select count(*)::int as n from private.notification_outbox where sent_at is null',
      );
      expect(rows[0]).toEqual({ n: 0 });
    } finally {
      await a.query('truncate private.notification_outbox, private.submission_log, public.tour_inquiries');
      await Promise.all([a.end(), b.end(), slowApi.stop()]);
    }
  });

  it('leave a claimed notification to the next run once their lease is over', async () => {
    await db.rollback(async (tx) => {
      await post(tx, 'tour_inquiries', enquiry());
      // A run that claimed it and died before sending.
      await tx.query('select * from private.claim_notifications(1)');
      expect(await drain(tx)).toEqual({ sent: 0, failed: 0, errors: [] });
      await tx.query(`update private.notification_outbox set locked_until = now() - interval '1 second'`);
      expect(await drain(tx)).toMatchObject({ sent: 1 });
      expect(mail.kept).toHaveLength(1);
    });
  });
});

describe('the Edge Function', () => {
  const call = (tx: Transaction, env: Env, init: RequestInit = {}) =>
    handleNotify(
      new Request('http://functions.local/notify-outbox', {
        method: 'POST',
        headers: { authorization: 'Bearer cron-secret' },
        ...init,
      }),
      env,
      (run) => run(tx),
    );
  const withSecret =
    (env: Env): Env =>
    (name) =>
      name === 'NOTIFY_CRON_SECRET' ? 'cron-secret' : env(name);

  it('without mail settings (demo mode) sends nothing, marks nothing, and names what is missing', async () => {
    await db.rollback(async (tx) => {
      await post(tx, 'tour_inquiries', enquiry());
      const response = await call(
        tx,
        withSecret(() => undefined),
      );
      expect(response.status).toBe(500);
      expect(await response.json()).toMatchObject({
        problems: [
          'NOTIFY_EMAIL_API_KEY is missing',
          'NOTIFY_EMAIL_FROM is missing',
          'NOTIFY_EMAIL_TO is missing',
        ],
      });
      expect(mail.requests).toEqual([]);
      expect(await outboxState(tx)).toMatchObject({ attempts: 0, sent: false, delivered: [] });
      // Configured later: the notification queued meanwhile goes out.
      const configured = await call(tx, withSecret(settings()));
      expect(await configured.json()).toEqual({ sent: 1, failed: 0, errors: [] });
      expect(mail.kept).toHaveLength(1);
    });
  });

  it('names every bad setting', () => {
    expect(() =>
      readConfig(
        settings({
          NOTIFY_EMAIL_API_URL: 'http://mail.example.com',
          NOTIFY_EMAIL_TO: 'office@example.com, nobody',
          NOTIFY_WEBHOOK_URL: 'not a url',
        }),
      ),
    ).toThrow(
      'notifications are not configured: NOTIFY_EMAIL_TO is not a comma-separated list of email addresses; ' +
        'NOTIFY_EMAIL_API_URL is not an https URL; NOTIFY_WEBHOOK_URL is not an https URL',
    );
    expect(() => readConfig(settings({ NOTIFY_WEBHOOK_TOKEN: 't' }))).toThrow(
      'NOTIFY_WEBHOOK_TOKEN is set without NOTIFY_WEBHOOK_URL',
    );
  });

  it('runs only for the cron: a wrong, missing or unset secret sends nothing', async () => {
    await db.rollback(async (tx) => {
      await post(tx, 'tour_inquiries', enquiry());
      const env = withSecret(settings());
      const answers = [
        await call(tx, env, { headers: { authorization: 'Bearer guess' } }),
        await call(tx, env, { headers: {} }),
        await call(tx, env, { method: 'GET' }),
        await call(tx, settings()),
      ];
      expect(answers.map((r) => r.status)).toEqual([401, 401, 405, 500]);
      expect(mail.requests).toEqual([]);
      expect(await outboxState(tx)).toMatchObject({ attempts: 0, sent: false });
    });
  });
});
