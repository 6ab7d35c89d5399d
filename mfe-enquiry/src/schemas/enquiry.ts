import {
  boundedText,
  emailSchema,
  honeypotSchema,
  isoDate,
  nameSchema,
  phoneSchema,
} from '@chardham/shared/schemas/contact-fields';
import { contactMessages, contactLimits as limits } from '@chardham/shared/schemas/contact-limits';
import { z } from 'zod';
import { durations, type EnquiryMessages, enquiryMessages, groupSizes, tourChoices } from './enquiry-options';

export * from './enquiry-options';

/**
 * A shared contact field's rule (name, email, phone) with the page's own message: accepts exactly
 * what the shared schema accepts. The English message keeps the shared schema itself.
 */
export function contactField(schema: z.ZodType<string>, message: string, english: string): z.ZodType<string> {
  if (message === english) return schema;
  return z.string({ error: message }).refine((value) => schema.safeParse(value).success, message);
}

/** The contact fields (name, email, phone) with the messages of the page's language. */
export function contactFields(messages: Pick<EnquiryMessages, 'name' | 'email' | 'phone'>) {
  return {
    name: contactField(nameSchema, messages.name, contactMessages.name),
    email: contactField(emailSchema, messages.email, contactMessages.email),
    phone: contactField(phoneSchema, messages.phone, contactMessages.phone),
  };
}

/**
 * One row of `tour_inquiries` exactly as the client sends it (spec §7 plus `id`, the key that makes
 * a retry harmless, and the honeypot `website`), its messages in the page's language (src/i18n/).
 * The database enforces the same rules.
 */
export function tourInquirySchemaFor(messages: EnquiryMessages = enquiryMessages) {
  return z.object({
    id: z.guid(),
    ...contactFields(messages),
    group_size: z.enum(groupSizes, { error: messages.group_size }),
    duration: z.enum(durations, { error: messages.duration }),
    budget: z.enum(tourChoices, { error: messages.budget }),
    travel_date: isoDate({
      min: limits.dateMin,
      max: limits.dateMax,
      message: messages.travel_date,
    }),
    special_requirements: boundedText({
      max: limits.textMax,
      message: messages.special_requirements,
    }).nullable(),
    // Hidden values the page passes, never typed: no field shows these messages.
    destination: boundedText({ max: limits.labelMax, message: 'Destination is missing.' }),
    package_type: boundedText({ max: limits.labelMax, message: 'Package type is missing.' }),
    website: honeypotSchema,
  });
}

/** One row of `tour_inquiries`, with the English messages. */
export const tourInquirySchema = tourInquirySchemaFor(enquiryMessages);
export type TourInquiry = z.infer<typeof tourInquirySchema>;

/** Today as YYYY-MM-DD in the visitor's own time zone. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * What the form checks before sending: the row rules, plus a travel date that is not past, with
 * the messages of the page's language (English by default).
 */
export function enquiryFormSchema(today = localToday(), messages: EnquiryMessages = enquiryMessages) {
  const row = tourInquirySchemaFor(messages);
  return row.extend({
    travel_date: row.shape.travel_date.refine((date) => date >= today, messages.travel_date_past),
  });
}
