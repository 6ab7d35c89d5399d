import {
  boundedText,
  emailSchema,
  honeypotSchema,
  nameSchema,
  phoneSchema,
} from '@chardham/shared/schemas/contact-fields';
import { z } from 'zod';
import { waitlistLimits as limits, waitlistMessages as messages } from './partner-waitlist-rules';

export * from './partner-waitlist-rules';

/**
 * One row of `partner_waitlist` (spec §3 Waitlist entry, stored: docs/decisions/043). Email and phone
 * follow the enquiry's rules; every rule is a CHECK constraint in the migration, and
 * supabase/tests/partner-waitlist.test.ts proves the schema and the database agree.
 */
export const partnerWaitlistRowSchema = z.object({
  id: z.guid(),
  name: nameSchema,
  email: emailSchema,
  company: boundedText({ min: limits.companyMin, max: limits.companyMax, message: messages.company }),
  phone: phoneSchema,
  experience: boundedText({ max: limits.experienceMax, message: messages.experience }).nullable(),
  website: honeypotSchema,
});
