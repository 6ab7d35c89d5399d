import { describe, expect, it } from 'vitest';
import { terms } from './content/terms';
import { privacyPolicy } from './features/legal/content/privacy-policy';
import { termsConditions, travelNotes } from './features/legal/content/terms-conditions';
import { comingFeatures, partnershipBenefits } from './features/partner/content/partner-programme';
import { supportChannels } from './features/support/content/channels';
import { faq } from './features/support/content/faq';
import { whyChooseSupport } from './features/support/content/why-choose';
import {
  faqSchema,
  featureCardsSchema,
  legalDocumentSchema,
  supportChannelsSchema,
  travelNotesSchema,
} from './schemas/info';
import { termsSchema } from './schemas/terms';

const text = (value: unknown) => JSON.stringify(value);

describe('every content module of the info slice', () => {
  it.each([
    ['partnership benefits', partnershipBenefits, featureCardsSchema(4)],
    ["what's coming", comingFeatures, featureCardsSchema(3)],
    ['why choose our support', whyChooseSupport, featureCardsSchema(3)],
    ['support channels', supportChannels, supportChannelsSchema],
    ['the FAQ', faq, faqSchema],
    ['the privacy policy', privacyPolicy, legalDocumentSchema],
    ['the terms', termsConditions, legalDocumentSchema],
    ['the travel notes', travelNotes, travelNotesSchema],
    ['the rules of the terms', terms, termsSchema],
  ])('%s match their schema', (_name, content, schema) => {
    expect(() => schema.parse(content)).not.toThrow();
  });

  it('titles the sections as the spec names them', () => {
    expect(partnershipBenefits.map((b) => b.title)).toEqual([
      'Growing Network',
      'Revenue Growth',
      'Trusted Brand',
      'Premium Support',
    ]);
    expect(comingFeatures.map((c) => c.title)).toEqual([
      'Partner Dashboard',
      'Marketing Tools',
      'Partner Community',
    ]);
    expect(whyChooseSupport.map((c) => c.title)).toEqual([
      'Expert Team',
      'Quick Response',
      'Reliable Service',
    ]);
    expect(faq.map((c) => c.title)).toEqual([
      'Booking & Reservations',
      'Travel & Itinerary',
      'Safety & Health',
    ]);
    expect(privacyPolicy.sections.map((s) => s.title)).toEqual([
      'Information We Collect',
      'How We Use Your Information',
      'Information Sharing',
      'Data Security',
      'Your Rights',
      'Cookies and Tracking',
    ]);
    expect(termsConditions.sections.map((s) => s.title)).toEqual([
      'Acceptance of Terms',
      'Booking and Payment Terms',
      'Cancellation and Refund Policy',
      'Traveler Responsibilities',
      'Company Liabilities and Limitations',
      'Health and Safety Requirements',
    ]);
    // Dated by an English month and a year, which the Hindi pages translate (terms.hi.ts).
    for (const { lastUpdated } of [privacyPolicy, termsConditions]) {
      expect(lastUpdated).toMatch(
        /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/,
      );
    }
  });

  it('states every rule of spec §9 in the FAQ and in the terms', () => {
    const rules = [
      '50% deposit',
      '15 days before departure',
      '30 days or more before departure: 10%',
      '15 to 29 days before departure: 25%',
      '7 to 14 days before departure: 50%',
      'ess than 7 days before departure: no refund',
      '7-10 business days',
      'up to 7 days before departure',
      'under 8',
      '4,000 m',
      '17 km',
    ];
    for (const source of [text(faq), text(termsConditions) + text(travelNotes)]) {
      for (const rule of rules) expect(source.toLowerCase()).toContain(rule.toLowerCase());
    }
    expect(text(faq)).toContain('May to November');
    expect(text(travelNotes)).toContain('May to November');
    expect(terms.depositPercent).toBe(50);
  });

  it('names in the privacy policy every field the forms store', () => {
    const policy = text(privacyPolicy.sections[0]);
    for (const field of [
      'name',
      'email address',
      'phone number',
      'group size',
      'duration',
      'tour choice',
      'travel date',
      'special requirements',
      'destination',
      'package type',
      'accommodation',
      'transportation',
      'budget',
      'company name',
      'experience',
    ]) {
      expect(policy).toContain(field);
    }
  });
});
