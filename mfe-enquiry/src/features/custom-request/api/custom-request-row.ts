import type { CustomRequestMessages } from '../../../schemas/custom-request-options';

/** The custom request's typed values, keyed by the table's column names. */
export const emptyCustomRequest = {
  name: '',
  email: '',
  phone: '',
  group_size: '',
  duration: '',
  budget: '',
  destinations: '',
  travel_date: '',
  accommodation: '',
  transportation: '',
  special_requirements: '',
};
export type CustomRequestValues = typeof emptyCustomRequest;

/** The row for `custom_package_requests`; special_requirements is null when empty. */
export function toCustomRequestRow(values: CustomRequestValues, id: string, honeypot: string) {
  const special = values.special_requirements.trim();
  return {
    ...values,
    id,
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    special_requirements: special === '' ? null : special,
    website: honeypot,
  };
}

/**
 * Loaded on submit: zod and the schema stay out of the first-load JavaScript. Its messages are the
 * page's language's (English without any).
 */
export const loadCustomRequestSchema = (messages?: CustomRequestMessages) =>
  import('../../../schemas/custom-request').then((module) =>
    module.customRequestFormSchema(undefined, messages),
  );

export const customRequestSuccess =
  "Your custom package request has been submitted! We'll contact you within 24 hours.";

/** Long enough to read the confirmation before returning to the home page (docs/decisions/032). */
export const returnHomeAfterMs = 6000;
