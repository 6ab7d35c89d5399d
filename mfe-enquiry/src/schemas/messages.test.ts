import { contactMessages, contactMessagesHi } from '@chardham/shared/schemas/contact-limits';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '../i18n';
import { customPackageRequestSchema, customRequestFormSchema } from './custom-request';
import { enquiryFormSchema, enquiryMessages, tourInquirySchema } from './enquiry';

const row = {
  id: '6f1c2a5e-8d3b-4c7a-9e2f-1a2b3c4d5e6f',
  name: 'Asha Verma',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  group_size: '3-5',
  duration: '5-6',
  budget: 'dodham',
  travel_date: '2030-05-20',
  special_requirements: null,
  destination: 'DoDham Yatra',
  package_type: 'DoDham Yatra (Kedarnath & Badrinath)',
  website: '',
};

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]));

const refused = { ...row, name: 'A', email: 'asha', phone: '12', group_size: '4', travel_date: '2025-01-01' };

describe("the schemas speak the page's language", () => {
  it('accepts the same row in both languages', () => {
    expect(enquiryFormSchema('2026-01-01', messagesFor('hi').enquiry.validation).safeParse(row).success).toBe(
      true,
    );
    expect(enquiryFormSchema('2026-01-01').safeParse(row).success).toBe(true);
  });

  it('refuses with the English messages by default, as the English exports always do', () => {
    expect(messagesOf(enquiryFormSchema('2026-01-01').safeParse(refused))).toEqual({
      name: contactMessages.name,
      email: contactMessages.email,
      phone: contactMessages.phone,
      group_size: enquiryMessages.group_size,
      travel_date: enquiryMessages.travel_date_past,
    });
    expect(messagesOf(tourInquirySchema.safeParse({ ...refused, travel_date: '2023-12-31' }))).toMatchObject({
      name: contactMessages.name,
      travel_date: enquiryMessages.travel_date,
    });
  });

  it('refuses with the Hindi messages on a Hindi page, for the same reasons', () => {
    const hi = messagesFor('hi').enquiry.validation;
    expect(messagesOf(enquiryFormSchema('2026-01-01', hi).safeParse(refused))).toEqual({
      name: contactMessagesHi.name,
      email: contactMessagesHi.email,
      phone: contactMessagesHi.phone,
      group_size: hi.group_size,
      travel_date: hi.travel_date_past,
    });
  });

  it('does the same for the custom request', () => {
    const custom = {
      ...row,
      destinations: 'complete-chardham',
      accommodation: 'standard',
      transportation: 'x',
    };
    const { destination: _d, package_type: _p, ...request } = { ...custom, budget: '40k-50k' };
    expect(customPackageRequestSchema.safeParse({ ...request, transportation: 'ac' }).success).toBe(true);
    const hi = messagesFor('hi').custom.validation;
    expect(messagesOf(customRequestFormSchema('2026-01-01', hi).safeParse(request))).toEqual({
      transportation: hi.transportation,
    });
  });
});
