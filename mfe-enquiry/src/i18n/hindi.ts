/**
 * Every Hindi word of this slice, in one chunk that only Hindi pages download (`hindiWords`,
 * ./hindi-words.ts; docs/decisions/073-hindi-edition.md). Code reads them through `hindiWords.get()`; a
 * static import of a `.hi` module anywhere else would put them back into every page.
 */
export { steps as stepsHi, whyCustom as whyCustomHi } from '../features/custom-request/content/side-cards.hi';
export { hi } from './hi';
