/**
 * What the notification tests share: the notifier's settings pointed at the stand-in mail API, the
 * state of the one queued notification, and a way to make it due again without waiting.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { readConfig } from '../../functions/notify-outbox/config.ts';
import { drainOutbox } from '../../functions/notify-outbox/drain.ts';
import { startCluster, type TestCluster, type Transaction } from './cluster';
import { type MailApi, startMailApi } from './mail-api';

/** The Edge Function's mail secrets (docs/deploy.md, section 7), for the stand-in at `mailUrl`. */
export const notifySettings = (mailUrl: string): Record<string, string> => ({
  NOTIFY_EMAIL_API_URL: mailUrl,
  NOTIFY_EMAIL_API_KEY: 're_test_key',
  NOTIFY_EMAIL_FROM: 'Sacred Himalaya Yatra <enquiries@example.com>',
  NOTIFY_EMAIL_TO: 'office@example.com, owner@example.com',
});

export interface OutboxState {
  attempts: number;
  delivered: string[];
  sent: boolean;
  last_error: string | null;
  /** Seconds until the next attempt. */
  wait: number | null;
}

/** The first queued notification, as the retries see it. */
export const outboxState = async (tx: Transaction) =>
  (
    await tx.query<OutboxState>(
      `select attempts, delivered, sent_at is not null as sent, last_error,
              extract(epoch from next_attempt_at - now())::int as wait
         from private.notification_outbox order by id`,
    )
  ).rows[0];

/** Time does not pass inside a test: a notification waiting for its next attempt is made due now. */
export const makeDue = (tx: Transaction) =>
  tx.query('update private.notification_outbox set next_attempt_at = now()');

/**
 * A test file's cluster and stand-in mail API, started before its tests and stopped after them (the
 * mail API emptied before each test), and the notifier draining the outbox into that mail API.
 */
export function notifierUnderTest() {
  const under = {} as {
    db: TestCluster;
    mail: MailApi;
    drain: (tx: Transaction) => ReturnType<typeof drainOutbox>;
  };
  beforeAll(async () => {
    [under.db, under.mail] = await Promise.all([startCluster(), startMailApi()]);
  });
  afterAll(async () => {
    await Promise.all([under.db?.stop(), under.mail?.stop()]);
  });
  beforeEach(() => under.mail.reset());
  under.drain = (tx) =>
    drainOutbox(
      tx,
      readConfig((name) => notifySettings(under.mail.url)[name]),
    );
  return under;
}
