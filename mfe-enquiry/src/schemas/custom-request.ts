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
import {
  accommodations,
  customBudgets,
  customRequestMessages,
  destinationChoices,
  durations,
  groupSizes,
  transportations,
} from './custom-request-options';
import { localToday } from './enquiry';
import { enquiryMessages } from './enquiry-options';

export * from './custom-request-options';

const messages = { ...enquiryMessages, ...customRequestMessages } as const;

/**
 * One row of `custom_package_requests` as the client sends it. The spec only logs the request;
 * it is stored instead, with the enquiry's guarantees (docs/decisions/031).
 */
export const customPackageRequestSchema = z.object({
  id: z.guid(),
  name: nameSchema,
  email: emailSchema,
  phone: phoneSchema,
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
export type CustomPackageRequest = z.infer<typeof customPackageRequestSchema>;

/** What the page checks before sending: the row rules, plus a travel date that is not past. */
export function customRequestFormSchema(today = localToday()) {
  return customPackageRequestSchema.extend({
    travel_date: customPackageRequestSchema.shape.travel_date.refine(
      (date) => date >= today,
      messages.travel_date_past,
    ),
  });
}
