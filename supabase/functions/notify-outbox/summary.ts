/**
 * The one email that stands for the submissions over the hourly cap on notifications
 * (supabase/migrations/20261127120000_abuse_limits_second_pass.sql): how many arrived and when, a
 * line for each with its contact and reference, and where each one is stored in full.
 */
import { type Field, formTitle, inIndia, type Notification, oneLine } from './format.ts';

/** The outbox's source_table for a summary. */
export const SUMMARY_TABLE = 'notification_summary';

interface Entry {
  form: string;
  id?: string;
  name?: string;
  email?: string;
  phone?: string;
  company?: string;
  created_at?: string;
}

interface Summary {
  count: number;
  cap: number;
  first_at: string;
  last_at: string;
  /** The first 200, in order of arrival; `count` counts them all. */
  entries: Entry[] | null;
}

const TABLES = 'tour_inquiries, custom_package_requests, partner_waitlist';

const when = (value: unknown) => (typeof value === 'string' ? (inIndia(value) ?? value) : '(unknown)');

function line(entry: Entry): string {
  const title = formTitle(entry.form);
  const parts = [
    `${title.charAt(0).toUpperCase()}${title.slice(1)}`,
    [entry.name, entry.company && `(${entry.company})`].filter(Boolean).join(' '),
    entry.email,
    entry.phone,
    entry.created_at && when(entry.created_at),
    entry.id && `Reference ${entry.id}`,
  ];
  // Visitors' text, one line each: no control or bidirectional characters.
  return `- ${parts
    .filter((p): p is string => Boolean(p))
    .map(oneLine)
    .join(' · ')}`;
}

export function formatSummary(payload: Record<string, unknown>): Notification {
  const { count, cap, first_at, last_at } = payload as unknown as Summary;
  const entries = (payload as unknown as Summary).entries ?? [];
  const what = count === 1 ? '1 more submission' : `${count} more submissions`;
  const unlisted = count - entries.length;
  const fields: Field[] = [
    { key: 'count', label: 'Submissions', value: String(count) },
    { key: 'first_at', label: 'First received', value: when(first_at) },
    { key: 'last_at', label: 'Last received', value: when(last_at) },
  ];
  return {
    subject: `${what} arrived: over ${cap} notification emails an hour`,
    text: [
      `More submissions arrived than the ${cap} notification emails an hour this site sends: ` +
        `${what}, received from ${when(first_at)} to ${when(last_at)}, come in this one email ` +
        'instead of one each.',
      '',
      `Each is stored in full in its table (Supabase dashboard, Table Editor: ${TABLES}): ` +
        'find it by its Reference. Reply to the visitor at the email shown.',
      '',
      ...entries.map(line),
      ...(unlisted > 0 ? ['', `And ${unlisted} more, not listed here: every one is in its table.`] : []),
      '',
    ].join('\n'),
    replyTo: '',
    fields,
  };
}
