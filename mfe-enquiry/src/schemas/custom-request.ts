import { boundedText, honeypotSchema, isoDate } from '@chardham/shared/schemas/contact-fields';
import { contactLimits as limits } from '@chardham/shared/schemas/contact-limits';
import { z } from 'zod';
import {
  accommodations,
  type CustomRequestMessages,
  customBudgets,
  customRequestFieldMessages,
  destinationChoices,
  durations,
  groupSizes,
  transportations,
} from './custom-request-options';
import { contactFields, localToday } from './enquiry';

export * from './custom-request-options';

/**
 * One row of `custom_package_requests` as the client sends it, its messages in the page's language
 * (src/i18n/). The spec only logs the request; it is stored instead, with the enquiry's guarantees
 * (docs/decisions/031).
 */
export function customPackageRequestSchemaFor(messages: CustomRequestMessages = customRequestFieldMessages) {
  return z.object({
    id: z.guid(),
    ...contactFields(messages),
    group_size: z.enum(groupSizes, { error: messages.group_size }),
    duration: z.enum(durations, { error: messages.duration }),
    budget: z.enum(customBudgets, { error: messages.budget }),
    destinations: z.enum(destinationChoices, { error: messages.destinations }),
    travel_date: isoDate({ min: limits.dateMin, max: limits.dateMax, message: messages.travel_date }),
    accommodation: z.enum(accommodations, { error: messages.accommodation }),
    transportation: z.enum(transportations, { error: messages.transportation }),
    special_requirements: boundedText({
      max: limits.textMax,
      message: messages.special_requirements,
    }).nullable(),
    website: honeypotSchema,
  });
}

/** One row of `custom_package_requests`, with the English messages. */
export const customPackageRequestSchema = customPackageRequestSchemaFor(customRequestFieldMessages);
export type CustomPackageRequest = z.infer<typeof customPackageRequestSchema>;

/** What the page checks before sending: the row rules, plus a travel date that is not past. */
export function customRequestFormSchema(
  today = localToday(),
  messages: CustomRequestMessages = customRequestFieldMessages,
) {
  const row = customPackageRequestSchemaFor(messages);
  return row.extend({
    travel_date: row.shape.travel_date.refine((date) => date >= today, messages.travel_date_past),
  });
}
