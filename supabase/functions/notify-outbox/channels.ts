/**
 * The channels a notification goes to. Each send carries an idempotency key (one per outbox row):
 * when the service took the message but its answer was lost, the retry is recognised, not doubled
 * (Resend keeps keys for 24 hours: https://resend.com/docs/dashboard/emails/idempotency-keys).
 */
import type { NotifyConfig } from './config.ts';
import type { Notification } from './format.ts';

export interface Channel {
  name: 'email' | 'webhook';
  send(notification: Notification, key: string, form: string): Promise<void>;
}

/** Why a request got no answer; Node's fetch hides the socket's reason in `cause`. */
function failure(error: unknown, timeoutMs: number): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name === 'TimeoutError') return `no answer within ${timeoutMs} ms`;
  return error.cause instanceof Error ? `${error.message} (${error.cause.message})` : error.message;
}

async function post(url: string, headers: Record<string, string>, body: unknown, timeoutMs: number) {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new Error(`${url}: ${failure(error, timeoutMs)}`);
  }
  const detail = (await response.text().catch(() => '')).slice(0, 500);
  if (!response.ok) throw new Error(`${url}: ${response.status} ${detail}`.trim());
}

export function channelsOf(config: NotifyConfig): Channel[] {
  const { email, webhook, timeoutMs } = config;
  const channels: Channel[] = [
    {
      name: 'email',
      send: (n, key) =>
        post(
          `${email.apiUrl}/emails`,
          { authorization: `Bearer ${email.apiKey}`, 'idempotency-key': key },
          {
            from: email.from,
            to: email.to,
            // A summary has no one visitor to answer.
            ...(n.replyTo ? { reply_to: n.replyTo } : {}),
            subject: n.subject,
            text: n.text,
          },
          timeoutMs,
        ),
    },
  ];
  if (webhook) {
    channels.push({
      name: 'webhook',
      send: (n, key, form) =>
        post(
          webhook.url,
          { 'idempotency-key': key, ...(webhook.token ? { authorization: `Bearer ${webhook.token}` } : {}) },
          { id: key, form, subject: n.subject, text: n.text, reply_to: n.replyTo, fields: n.fields },
          timeoutMs,
        ),
    });
  }
  return channels;
}
