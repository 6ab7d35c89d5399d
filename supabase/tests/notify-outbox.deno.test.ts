import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatNotification } from '../functions/notify-outbox/format.ts';
import { startCluster, type TestCluster } from './support/cluster';
import { type DenoServer, denoServe } from './support/deno';
import { expectEveryColumn } from './support/emails';
import { type MailApi, startMailApi } from './support/mail-api';
import { makeDue, notifySettings, outboxState } from './support/notify';
import { enquiry, post } from './support/submissions';

// Issue 27: the Edge Function as deployed (index.ts, Deno.serve, postgres.js) runs under the pinned
// Deno against the throwaway cluster and the stand-in mail API, and is called as the pg_cron job of
// docs/deploy.md (section 7, step 5) calls it through pg_net.
const functions = fileURLToPath(new URL('../functions/', import.meta.url));
const secret = 'cron-secret-0123456789abcdef';

let db: TestCluster;
let mail: MailApi;
let notifier: DenoServer;
// Kept, not thrown: a failed beforeAll would report the tests as skipped, and without Deno they fail.
let denoFailure: unknown;
beforeAll(async () => {
  [db, mail] = await Promise.all([startCluster(), startMailApi()]);
  try {
    notifier = await denoServe(`${functions}notify-outbox/index.ts`, {
      // As Supabase sets it: the `postgres` role, which owns the outbox.
      SUPABASE_DB_URL: db.url,
      NOTIFY_CRON_SECRET: secret,
      ...notifySettings(mail.url),
    });
  } catch (error) {
    denoFailure = error;
  }
});
afterAll(async () => {
  await Promise.all([notifier?.stop(), db?.stop(), mail?.stop()]);
});
beforeEach(async () => {
  if (denoFailure) throw denoFailure;
  mail.reset();
  // The function commits on its own connection: each test starts from an empty outbox.
  await db.commit((tx) =>
    tx.query('truncate private.notification_outbox, private.submission_log, public.tour_inquiries'),
  );
});

/**
 * net.http_post as the cron job runs it: the URL, headers and body of docs/deploy.md. A null
 * `authorization` sends no Authorization header.
 */
const cronCall = (authorization: string | null = `Bearer ${secret}`) =>
  fetch(`${notifier.url}/functions/v1/notify-outbox`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(authorization ? { Authorization: authorization } : {}),
    },
    body: JSON.stringify({}),
    signal: AbortSignal.timeout(60_000),
  });
const answer = async (response: Response) => ({ status: response.status, body: await response.json() });
const state = () => db.rollback(outboxState);

describe('the notifier under Deno', () => {
  it('sends a stored enquiry as exactly one email with every field', async () => {
    const row = enquiry();
    await db.commit((tx) => post(tx, 'tour_inquiries', row));
    expect(await answer(await cronCall())).toEqual({ status: 200, body: { sent: 1, failed: 0, errors: [] } });

    expect(mail.kept).toHaveLength(1);
    const [kept] = mail.kept;
    expect(kept).toMatchObject({
      authorization: 'Bearer re_test_key',
      key: expect.stringMatching(/^notification-\d+$/),
    });
    const email = kept?.body as { text: string } | undefined;
    await db.rollback(async (tx) => {
      const stored = await expectEveryColumn(tx, 'tour_inquiries', email?.text ?? '');
      // Deno formats it as the Node tests do, India's time included.
      expect(email).toEqual({
        from: 'Sacred Himalaya Yatra <enquiries@example.com>',
        to: ['office@example.com', 'owner@example.com'],
        reply_to: row.email,
        subject: 'New enquiry from Asha Verma',
        text: formatNotification('tour_inquiries', stored).text,
      });
    });
    expect(await state()).toMatchObject({ attempts: 1, delivered: ['email'], sent: true });

    // The next run finds nothing to send.
    expect(await answer(await cronCall())).toEqual({ status: 200, body: { sent: 0, failed: 0, errors: [] } });
    expect(mail.requests).toHaveLength(1);
  });

  it('sends nothing while the mail API fails, then delivers once when it is back', async () => {
    await db.commit((tx) => post(tx, 'tour_inquiries', enquiry()));
    mail.plan('/emails', 'fail', 'fail');
    for (const attempts of [1, 2]) {
      expect(await answer(await cronCall())).toEqual({
        status: 200,
        body: { sent: 0, failed: 1, errors: [expect.stringMatching(/email: .*\/emails: 503/)] },
      });
      const waiting = await state();
      expect(waiting).toMatchObject({ attempts, sent: false });
      // Backed off 30 s, then 60 s (read a moment later, on another connection).
      expect(waiting?.wait).toBeGreaterThan(30 * 2 ** (attempts - 1) - 5);
      await db.commit(makeDue);
    }
    expect(mail.kept).toEqual([]);
    // The operator sees why in the function's log.
    expect(notifier.output()).toMatch(/notification \d+: email: .*\/emails: 503/);

    expect(await answer(await cronCall())).toEqual({ status: 200, body: { sent: 1, failed: 0, errors: [] } });
    expect(await answer(await cronCall())).toEqual({ status: 200, body: { sent: 0, failed: 0, errors: [] } });
    expect(mail.kept).toHaveLength(1);
    // Three attempts, one idempotency key: a retry is never a second email.
    expect(new Set(mail.requests.map((r) => r.key)).size).toBe(1);
    expect(await state()).toMatchObject({ attempts: 3, delivered: ['email'], sent: true, last_error: null });
  });

  it.each([
    ['a wrong secret', 'Bearer not-the-secret'],
    ['the secret without Bearer', secret],
    ['no Authorization header', null],
  ])('answers 401 to %s and sends nothing', async (_, authorization) => {
    await db.commit((tx) => post(tx, 'tour_inquiries', enquiry()));
    expect(await answer(await cronCall(authorization))).toEqual({
      status: 401,
      body: { error: 'unauthorized' },
    });
    expect(mail.requests).toEqual([]);
    expect(await state()).toMatchObject({ attempts: 0, sent: false, delivered: [] });
  });
});
