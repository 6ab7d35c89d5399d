/**
 * The notification for one stored submission: a subject naming the form and the visitor, and every
 * stored field with a label, in a fixed order. Columns added later still appear (after the known
 * ones, by name), so nothing the visitor sent is left out of the email.
 */
export interface Field {
  key: string;
  label: string;
  value: string;
}

export interface Notification {
  subject: string;
  text: string;
  /** The visitor's address: the company answers with Reply. */
  replyTo: string;
  fields: Field[];
}

const contact: [string, string][] = [
  ['name', 'Name'],
  ['email', 'Email'],
  ['phone', 'Phone'],
];
const trip: [string, string][] = [
  ['travel_date', 'Travel date'],
  ['duration', 'Duration (days)'],
  ['group_size', 'Group size (people)'],
  ['special_requirements', 'Special requirements'],
];
const stored: [string, string][] = [
  ['created_at', 'Received'],
  ['id', 'Reference'],
];

const forms: Record<string, { title: string; fields: [string, string][] }> = {
  tour_inquiries: {
    title: 'enquiry',
    // `budget` holds the tour chosen: the spec's form asks for a budget but offers tours.
    fields: [
      ...contact,
      ['budget', 'Tour'],
      ['destination', 'Destination'],
      ['package_type', 'Package'],
      ...trip,
    ],
  },
  custom_package_requests: {
    title: 'custom package request',
    fields: [
      ...contact,
      ['destinations', 'Destinations'],
      ['budget', 'Budget per person (INR)'],
      ['accommodation', 'Accommodation'],
      ['transportation', 'Transportation'],
      ...trip,
    ],
  },
  partner_waitlist: {
    title: 'partner waitlist entry',
    fields: [...contact, ['company', 'Company'], ['experience', 'Experience']],
  },
};

/** What the company calls a submission to `table`: "enquiry", "partner waitlist entry". */
export const formTitle = (table: string) => forms[table]?.title ?? `submission to ${table}`;

/** Bidirectional formatting characters: in a subject they could make it read as something else. */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * A visitor's text as one line of a subject: control characters become spaces, bidirectional
 * controls go (issue 41); the joiners Devanagari spelling uses (ZWJ, ZWNJ) stay.
 */
export const oneLine = (value: string) =>
  value
    .replace(BIDI_CONTROLS, '')
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** A stored time as the company reads it: India's time. */
export function inIndia(value: string): string | undefined {
  const time = new Date(value);
  if (Number.isNaN(time.getTime())) return undefined;
  const local = time.toLocaleString('en-IN', {
    timeZone: 'Asia/Kolkata',
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return `${local} IST`;
}

function show(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '(not given)';
  if (key === 'created_at' && typeof value === 'string') return inIndia(value) ?? value;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export function formatNotification(table: string, row: Record<string, unknown>): Notification {
  const form = forms[table] ?? { title: `submission to ${table}`, fields: [] };
  const known = [...form.fields, ...stored];
  const extra = Object.keys(row)
    .filter((key) => !known.some(([k]) => k === key))
    .sort()
    .map((key): [string, string] => [key, key]);
  const fields = [...known, ...extra].map(([key, label]) => ({ key, label, value: show(key, row[key]) }));

  const name = oneLine(String(row.name ?? 'a visitor'));
  const company = table === 'partner_waitlist' && row.company ? ` (${oneLine(String(row.company))})` : '';
  // Continuation lines are indented so every label starts a line of its own.
  const lines = fields.map((f) => `${f.label}: ${f.value.replace(/\r?\n/g, '\n  ')}`);
  return {
    subject: `New ${form.title} from ${name}${company}`,
    text: [
      `New ${form.title} from the website.`,
      '',
      ...lines,
      '',
      `Reply to this email to answer ${name}.`,
      '',
    ].join('\n'),
    replyTo: String(row.email ?? ''),
    fields,
  };
}
