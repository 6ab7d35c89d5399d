import type { Locale } from '@chardham/shared/i18n';
import { heroArtwork } from '../../../artwork/hero';
import { hindiWords } from '../../../i18n/hindi-words';
import type { HeroSlide } from '../../../schemas/landing';

/** The four hero slides (spec §9: 4 slides, 5000 ms). */
export const heroSlides: readonly HeroSlide[] = heroArtwork.map((image) => ({ image, alt: image.alt ?? '' }));

export const heroIntervalMs = 5000;

/** The hero slides with their descriptions in the page's language. */
export function heroSlidesIn(locale: Locale): readonly HeroSlide[] {
  return locale === 'hi' ? hindiWords.get().heroSlidesHi : heroSlides;
}
