/**
 * The contact fields every stored form asks for (name, email, phone), their limits and messages,
 * and the database's abuse limits: used by the enquiry slice's forms and the info slice's partner
 * waitlist. Free of zod, so a form can render them without loading a schema. The CHECK constraints
 * in supabase/migrations/ state the same numbers; the database tests prove they agree.
 *
 * Formats are plain ASCII classes on purpose: JavaScript and PostgreSQL regular expressions agree
 * on them (`\s` or `\w` would differ on non-ASCII characters).
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

/** The messages shown next to the contact fields. */
export const contactMessages = {
  name: `Enter your full name (${contactLimits.nameMin} to ${contactLimits.nameMax} characters).`,
  email: 'Enter an email address like name@example.com.',
  phone: 'Enter a phone number with 7 to 15 digits, for example +91 98765 43210.',
} as const;

/** The same messages in Hindi. */
export const contactMessagesHi: Record<keyof typeof contactMessages, string> = {
  name: `अपना पूरा नाम लिखें (${contactLimits.nameMin} से ${contactLimits.nameMax} अक्षर)।`,
  email: 'ईमेल पता इस तरह लिखें: name@example.com',
  phone: 'फ़ोन नंबर में 7 से 15 अंक लिखें, जैसे +91 98765 43210',
};

/** The contact fields' messages in a language ('en' or 'hi'). */
export const contactMessagesFor = (locale: 'en' | 'hi'): Record<keyof typeof contactMessages, string> =>
  locale === 'hi' ? contactMessagesHi : contactMessages;

/**
 * The database's abuse limits (supabase/migrations/20261125100000_abuse_limits.sql): submissions per
 * hour from one connection, and per minute to one form from everyone.
 */
export const submissionLimits = { perConnectionPerHour: 20, perFormPerMinute: 60 } as const;
