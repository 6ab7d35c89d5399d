import { contactLimits, contactMessages } from '@chardham/shared/schemas/contact-limits';

/**
 * The enquiry form's option lists and limits (spec §5), free of zod so a form can render them
 * without loading the schema (the contact fields' limits are shared with the partner waitlist:
 * @chardham/shared/schemas/contact-limits). The zod schema (./enquiry.ts) and the database CHECK constraints
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

/** Messages shown next to each field; the database says the same thing with CHECK constraints. */
export const enquiryMessages = {
  ...contactMessages,
  group_size: 'Choose your group size.',
  duration: 'Choose a preferred duration.',
  budget: 'Choose the tour you are interested in.',
  travel_date: 'Choose your preferred travel date.',
  travel_date_past: 'Choose a travel date from today onwards.',
  special_requirements: `Keep special requirements under ${contactLimits.textMax} characters.`,
} as const;

/** The enquiry's field messages in any language: the same keys as `enquiryMessages` (src/i18n/). */
export type EnquiryMessages = Record<keyof typeof enquiryMessages, string>;
