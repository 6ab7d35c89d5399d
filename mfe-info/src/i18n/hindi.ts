/**
 * Every Hindi word of this slice, in one chunk that only Hindi pages download (`hindiWords`,
 * ./hindi-words.ts; docs/decisions/073-hindi-edition.md). Code reads them through `hindiWords.get()`; a
 * static import of a `.hi` module anywhere else would put them back into every page.
 */
export { jurisdictionHi } from '../content/terms.hi';
export { privacyPolicyHi } from '../features/legal/content/privacy-policy.hi';
export { termsConditionsHi, travelNotesHi } from '../features/legal/content/terms-conditions.hi';
export { comingFeaturesHi, partnershipBenefitsHi } from '../features/partner/content/partner-programme.hi';
export { supportChannelsHi } from '../features/support/content/channels.hi';
export { faqHi } from '../features/support/content/faq.hi';
export { whyChooseSupportHi } from '../features/support/content/why-choose.hi';
export { hi } from './hi';
