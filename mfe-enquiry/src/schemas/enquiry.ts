import {
  boundedText,
  emailSchema,
  honeypotSchema,
  isoDate,
  nameSchema,
  phoneSchema,
} from '@chardham/shared/schemas/contact-fields';
import { contactLimits as limits } from '@chardham/shared/schemas/contact-limits';
import { z } from 'zod';
import { durations, enquiryMessages, groupSizes, tourChoices } from './enquiry-options';

export * from './enquiry-options';

/**
 * One row of `tour_inquiries` exactly as the client sends it (spec §7 plus `id`, the key that makes
 * a retry harmless, and the honeypot `website`). The database enforces the same rules.
 */
export const tourInquirySchema = z.object({
  id: z.guid(),
  name: nameSchema,
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
