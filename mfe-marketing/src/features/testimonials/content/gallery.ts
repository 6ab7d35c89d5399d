import type { Locale } from '@chardham/shared/i18n';
import { galleryArtwork } from '../../../artwork/gallery';
import { hindiWords } from '../../../i18n/hindi-words';
import type { GalleryImage } from '../../../schemas/landing';

// Each artwork carries its own description (the SVG's title); a photo dropped in instead gets its
// alt text written here.
const toImage = (src: (typeof galleryArtwork)[number]): GalleryImage => ({ src, alt: src.alt ?? '' });

/** The two photo rows of the testimonials section, ten each (spec §3 Gallery image). */
export const galleryRows: readonly [readonly GalleryImage[], readonly GalleryImage[]] = [
  galleryArtwork.slice(0, 10).map(toImage),
  galleryArtwork.slice(10, 20).map(toImage),
];

/** The photo rows with their descriptions in the page's language. */
export function galleryRowsIn(locale: Locale): readonly [readonly GalleryImage[], readonly GalleryImage[]] {
  return locale === 'hi' ? hindiWords.get().galleryRowsHi : galleryRows;
}
