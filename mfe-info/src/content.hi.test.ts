import { englishWords, privacyPolicyLatin } from '@chardham/shared/testing/english';
import { describe, expect, it } from 'vitest';
import { privacyPolicy } from './features/legal/content/privacy-policy';
import { privacyPolicyHi } from './features/legal/content/privacy-policy.hi';
import { termsConditions, travelNotes } from './features/legal/content/terms-conditions';
import { termsConditionsHi, travelNotesHi } from './features/legal/content/terms-conditions.hi';
import { comingFeatures, partnershipBenefits } from './features/partner/content/partner-programme';
import { comingFeaturesHi, partnershipBenefitsHi } from './features/partner/content/partner-programme.hi';
import { supportChannels } from './features/support/content/channels';
import { supportChannelsHi } from './features/support/content/channels.hi';
import { faq } from './features/support/content/faq';
import { faqHi } from './features/support/content/faq.hi';
import { whyChooseSupport } from './features/support/content/why-choose';
import { whyChooseSupportHi } from './features/support/content/why-choose.hi';
import { messagesFor } from './i18n';
import {
  faqSchema,
  featureCardsSchema,
  legalDocumentSchema,
  supportChannelsSchema,
  travelNotesSchema,
} from './schemas/info';

/** Every string of a value, for the Latin-letter check (ids and links are not shown as text). */
function shownText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(shownText).join(' ');
  if (value && typeof value === 'object') {
    return Object.entries(value)
      .filter(([key]) => key !== 'id' && key !== 'href' && key !== 'kind')
      .map(([, v]) => shownText(v))
      .join(' ');
  }
  return '';
}

const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);

describe('the Hindi content of the info slice', () => {
  it.each([
    ['partnership benefits', partnershipBenefitsHi, featureCardsSchema(4)],
    ["what's coming", comingFeaturesHi, featureCardsSchema(3)],
    ['why choose our support', whyChooseSupportHi, featureCardsSchema(3)],
    ['support channels', supportChannelsHi, supportChannelsSchema],
    ['the FAQ', faqHi, faqSchema],
    ['the privacy policy', privacyPolicyHi, legalDocumentSchema],
    ['the terms', termsConditionsHi, legalDocumentSchema],
    ['the travel notes', travelNotesHi, travelNotesSchema],
  ])('%s match their schema', (_name, content, schema) => {
    expect(() => schema.parse(content)).not.toThrow();
  });

  it('has the same ids, in the same order, as the English', () => {
    expect(ids(partnershipBenefitsHi)).toEqual(ids(partnershipBenefits));
    expect(ids(comingFeaturesHi)).toEqual(ids(comingFeatures));
    expect(ids(whyChooseSupportHi)).toEqual(ids(whyChooseSupport));
    expect(ids(supportChannelsHi)).toEqual(ids(supportChannels));
    expect(faqHi.map((c) => [c.id, ids(c.entries)])).toEqual(faq.map((c) => [c.id, ids(c.entries)]));
    expect(ids(privacyPolicyHi.sections)).toEqual(ids(privacyPolicy.sections));
    expect(ids(termsConditionsHi.sections)).toEqual(ids(termsConditions.sections));
    expect(travelNotesHi).toHaveLength(travelNotes.length);
  });

  it('calls and writes to the same numbers and addresses as the English channels', () => {
    expect(supportChannelsHi.map((c) => c.contact)).toEqual(supportChannels.map((c) => c.contact));
    expect(supportChannelsHi.map((c) => c.href.split('?')[0])).toEqual(
      supportChannels.map((c) => c.href.split('?')[0]),
    );
  });

  it('is written in Devanagari apart from the brand and proper names', () => {
    const all = [
      partnershipBenefitsHi,
      comingFeaturesHi,
      whyChooseSupportHi,
      supportChannelsHi,
      faqHi,
      termsConditionsHi,
      travelNotesHi,
    ];
    expect(englishWords(shownText(all))).toEqual([]);
    // The privacy policy names its database host and the protocol as they are written, and gives the
    // Act's and the Board's English titles once beside their Hindi names.
    expect(englishWords(shownText(privacyPolicyHi), privacyPolicyLatin)).toEqual([]);
  });

  it('has a Hindi value for every text of the site config the slice shows', async () => {
    const { siteConfig } = await import('@chardham/shared/config');
    const { site } = messagesFor('hi');
    const shown = [
      siteConfig.contact.address.locality,
      `${siteConfig.contact.address.locality}, ${siteConfig.contact.address.region}`,
      siteConfig.contact.address.display,
      siteConfig.office.name,
      ...siteConfig.office.lines,
      ...siteConfig.hours.support.flatMap((slot) => [slot.days, slot.time]),
      siteConfig.hours.whatsapp,
      ...Object.values(siteConfig.responseTimes),
    ];
    for (const text of shown) expect(englishWords(site(text)), text).toEqual([]);
  });
});
