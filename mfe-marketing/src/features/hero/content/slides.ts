import { heroArtwork } from '../../../artwork/hero';
import type { HeroSlide } from '../../../schemas/landing';

/** The four hero slides (spec §9: 4 slides, 5000 ms). */
export const heroSlides: readonly HeroSlide[] = heroArtwork.map((image) => ({ image, alt: image.alt ?? '' }));

export const heroIntervalMs = 5000;
