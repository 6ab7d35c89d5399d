import { z } from 'zod';
import {
  durations,
  enquiryMessages,
  groupSizes,
  contactLimits as limits,
  tourChoices,
} from './enquiry-options';
import { boundedText, codePoints, isoDate } from './text-rules';

export * from './enquiry-options';

const emailPattern = new RegExp(limits.emailPattern);
const phonePattern = new RegExp(limits.phonePattern);

export const emailSchema = z
  .string({ error: enquiryMessages.email })
  .refine((v) => codePoints(v) <= limits.emailMax && emailPattern.test(v), enquiryMessages.email);

export const phoneSchema = z.string({ error: enquiryMessages.phone }).refine((v) => {
  const digits = v.replace(/[^0-9]/g, '').length;
  return phonePattern.test(v) && digits >= limits.phoneDigitsMin && digits <= limits.phoneDigitsMax;
}, enquiryMessages.phone);

/** The honeypot: people never see it, so it stays empty; bots fill it and the database refuses. */
export const honeypotSchema = z.literal('').nullable().optional();

/**
 * One row of `tour_inquiries` exactly as the client sends it (spec §7 plus `id`, the key that makes
 * a retry harmless, and the honeypot `website`). The database enforces the same rules.
 */
export const tourInquirySchema = z.object({
  id: z.guid(),
  name: boundedText({ min: limits.nameMin, max: limits.nameMax, message: enquiryMessages.name }),
  email: emailSchema,
  phone: phoneSchema,
  group_size: z.enum(groupSizes, { error: enquiryMessages.group_size }),
  duration: z.enum(durations, { error: enquiryMessages.duration }),
  budget: z.enum(tourChoices, { error: enquiryMessages.budget }),
  travel_date: isoDate({
    min: limits.dateMin,
    max: limits.dateMax,
    message: enquiryMessages.travel_date,
  }),
  special_requirements: boundedText({
    max: limits.textMax,
    message: enquiryMessages.special_requirements,
  }).nullable(),
  destination: boundedText({ max: limits.labelMax, message: 'Destination is missing.' }),
  package_type: boundedText({ max: limits.labelMax, message: 'Package type is missing.' }),
  website: honeypotSchema,
});
export type TourInquiry = z.infer<typeof tourInquirySchema>;

/** Today as YYYY-MM-DD in the visitor's own time zone. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** What the form checks before sending: the row rules, plus a travel date that is not past. */
export function enquiryFormSchema(today = localToday()) {
  return tourInquirySchema.extend({
    travel_date: tourInquirySchema.shape.travel_date.refine(
      (date) => date >= today,
      enquiryMessages.travel_date_past,
    ),
  });
}
