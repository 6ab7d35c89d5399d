/**
 * The enquiry form's option lists and limits (spec §5), free of zod so a form can render them
 * without loading the schema. The zod schema (./enquiry.ts) and the database CHECK constraints
 * (supabase/migrations/*_tour_inquiries.sql) use the same lists; a database test proves they agree.
 */
export const groupSizes = ['1-2', '3-5', '6-10', '11-20', '20+'] as const;
export type GroupSize = (typeof groupSizes)[number];

export const durations = ['3-4', '5-6', '7-8', '9-10', '10+'] as const;
export type Duration = (typeof durations)[number];

/** Stored in the `budget` column: the spec's form asks for a budget but offers tours (§3). */
export const tourChoices = [
  'chardham',
  'chardhamwithtungnath',
  'dodham',
  'dodhamwithtungnath',
  'Kedarnath',
  'Kedarnathwithtungnath',
] as const;
export type TourChoice = (typeof tourChoices)[number];

export const groupSizeLabels: Record<GroupSize, string> = {
  '1-2': '1-2 people',
  '3-5': '3-5 people',
  '6-10': '6-10 people',
  '11-20': '11-20 people',
  '20+': 'More than 20 people',
};

export const durationLabels: Record<Duration, string> = {
  '3-4': '3-4 days',
  '5-6': '5-6 days',
  '7-8': '7-8 days',
  '9-10': '9-10 days',
  '10+': 'More than 10 days',
};

export const tourChoiceLabels: Record<TourChoice, string> = {
  chardham: 'Chardham Yatra (all four dhams)',
  chardhamwithtungnath: 'Chardham Yatra with Tungnath',
  dodham: 'DoDham Yatra (Kedarnath and Badrinath)',
  dodhamwithtungnath: 'DoDham Yatra with Tungnath',
  Kedarnath: 'Kedarnath Yatra',
  Kedarnathwithtungnath: 'Kedarnath Yatra with Tungnath',
};

/**
 * Limits shared by the schema, the hand-written first-pass checks and the database. Formats are
 * plain ASCII classes on purpose: JavaScript and PostgreSQL regular expressions agree on them
 * (`\s` or `\w` would differ on non-ASCII characters).
 */
export const contactLimits = {
  nameMin: 2,
  nameMax: 100,
  emailMax: 254,
  emailPattern: '^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}$',
  phonePattern: '^\\+?[0-9 ()-]{7,20}$',
  phoneDigitsMin: 7,
  phoneDigitsMax: 15,
  textMax: 2000,
  labelMax: 100,
  /** travel_date: a real calendar date in this range (the database's `date` type plus a CHECK). */
  dateMin: '2024-01-01',
  dateMax: '2099-12-31',
} as const;

/** Messages shown next to each field; the database says the same thing with CHECK constraints. */
export const enquiryMessages = {
  name: `Enter your full name (${contactLimits.nameMin} to ${contactLimits.nameMax} characters).`,
  email: 'Enter an email address like name@example.com.',
  phone: 'Enter a phone number with 7 to 15 digits, for example +91 98765 43210.',
  group_size: 'Choose your group size.',
  duration: 'Choose a preferred duration.',
  budget: 'Choose the tour you are interested in.',
  travel_date: 'Choose your preferred travel date.',
  travel_date_past: 'Choose a travel date from today onwards.',
  special_requirements: `Keep special requirements under ${contactLimits.textMax} characters.`,
} as const;

/**
 * The database's abuse limits (supabase/migrations/20261125100000_abuse_limits.sql): submissions per
 * hour from one connection, and per minute to one form from everyone.
 */
export const submissionLimits = { perConnectionPerHour: 20, perFormPerMinute: 60 } as const;
