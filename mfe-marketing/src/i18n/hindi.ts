/**
 * Every Hindi word of this slice, in one chunk that only Hindi pages download (`hindiWords`,
 * ./hindi-words.ts; docs/decisions/073-hindi-edition.md). Code reads them through `hindiWords.get()`; a
 * static import of a `.hi` module anywhere else would put them back into every page.
 */

export { packagesIn } from '@chardham/shared/content/packages.hi';
export { aboutFeaturesHi, aboutStatsHi } from '../features/about/content/about.hi';
export { trustClaimsHi } from '../features/contact/content/claims.hi';
export { destinationsHi } from '../features/destinations/content/destinations.hi';
export { heroSlidesHi } from '../features/hero/content/slides.hi';
export { itineraryDaysHi } from '../features/itinerary/content/days.hi';
export { galleryRowsHi } from '../features/testimonials/content/gallery.hi';
export { reviewStatsHi } from '../features/testimonials/content/stats.hi';
export { testimonialsHi } from '../features/testimonials/content/testimonials.hi';
export { hi } from './hi';
