import type { EnquiryMessages } from '../../../schemas/enquiry-options';

/** The typed values of the enquiry form, keyed by the table's column names (spec §7). */
export const emptyEnquiry = {
  name: '',
  email: '',
  phone: '',
  group_size: '',
  duration: '',
  budget: '',
  travel_date: '',
  special_requirements: '',
};
export type EnquiryValues = typeof emptyEnquiry;

/** The payload of §7 plus the draft's id and the honeypot; special_requirements is null when empty. */
export function toEnquiryRow(
  values: EnquiryValues,
  context: { id: string; destination: string; packageType: string; honeypot: string },
) {
  const special = values.special_requirements.trim();
  return {
    id: context.id,
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    group_size: values.group_size,
    duration: values.duration,
    budget: values.budget,
    travel_date: values.travel_date,
    special_requirements: special === '' ? null : special,
    destination: context.destination,
    package_type: context.packageType,
    website: context.honeypot,
  };
}

/**
 * Loaded on submit: zod and the schema stay out of the first-load JavaScript. Its messages are the
 * page's language's (English without any).
 */
export const loadEnquirySchema = (messages?: EnquiryMessages) =>
  import('../../../schemas/enquiry').then((module) => module.enquiryFormSchema(undefined, messages));

export const enquirySuccessMessage = (destination: string) =>
  `Thank you for your interest in ${destination}! We've received your inquiry and will contact you within 24 hours with a customized itinerary.`;
