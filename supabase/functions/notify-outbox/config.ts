/**
 * Where notifications go: the Edge Function's secrets (`supabase secrets set`), never the browser.
 * Every bad or missing variable is named, so a half-configured project says what to fix.
 */
export type Env = (name: string) => string | undefined;

export interface NotifyConfig {
  email: { apiUrl: string; apiKey: string; from: string; to: string[] };
  /** A second channel: any JSON endpoint, e.g. a relay to WhatsApp Business. */
  webhook?: { url: string; token?: string };
  /** Per request: a slow service counts as a failure and is retried. */
  timeoutMs: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`notifications are not configured: ${problems.join('; ')}`);
    this.name = 'ConfigError';
  }
}

const address = /^[^\s@<>,]+@[^\s@<>,]+\.[^\s@<>,]+$/;
/** A bare address or `Name <address>`, as Resend takes them. */
const isMailbox = (value: string) => address.test(value.match(/<([^<>]*)>$/)?.[1] ?? value);

/** https, or http to this machine only: an API key must not cross a network in clear text. */
function isSafeUrl(value: string): boolean {
  try {
    const url = new URL(value);
    const local = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
    return url.protocol === 'https:' || (url.protocol === 'http:' && local);
  } catch {
    return false;
  }
}

export function readConfig(env: Env): NotifyConfig {
  const problems: string[] = [];
  const get = (name: string) => env(name)?.trim() || undefined;
  const check = (name: string, ok: boolean, problem: string) => {
    if (get(name) !== undefined && !ok) problems.push(`${name} ${problem}`);
  };
  for (const name of ['NOTIFY_EMAIL_API_KEY', 'NOTIFY_EMAIL_FROM', 'NOTIFY_EMAIL_TO']) {
    if (get(name) === undefined) problems.push(`${name} is missing`);
  }
  const from = get('NOTIFY_EMAIL_FROM') ?? '';
  const to = (get('NOTIFY_EMAIL_TO') ?? '').split(',').map((s) => s.trim());
  const apiUrl = get('NOTIFY_EMAIL_API_URL') ?? 'https://api.resend.com';
  const webhookUrl = get('NOTIFY_WEBHOOK_URL');
  const webhookToken = get('NOTIFY_WEBHOOK_TOKEN');
  check('NOTIFY_EMAIL_FROM', isMailbox(from), 'is not an address like "Yatra <enquiries@example.com>"');
  check('NOTIFY_EMAIL_TO', to.every(isMailbox), 'is not a comma-separated list of email addresses');
  check('NOTIFY_EMAIL_API_URL', isSafeUrl(apiUrl), 'is not an https URL');
  check('NOTIFY_WEBHOOK_URL', isSafeUrl(webhookUrl ?? ''), 'is not an https URL');
  if (webhookToken && !webhookUrl) problems.push('NOTIFY_WEBHOOK_TOKEN is set without NOTIFY_WEBHOOK_URL');
  if (problems.length > 0) throw new ConfigError(problems);

  return {
    email: { apiUrl: apiUrl.replace(/\/+$/, ''), apiKey: get('NOTIFY_EMAIL_API_KEY') ?? '', from, to },
    ...(webhookUrl ? { webhook: { url: webhookUrl, ...(webhookToken ? { token: webhookToken } : {}) } } : {}),
    timeoutMs: 10_000,
  };
}
