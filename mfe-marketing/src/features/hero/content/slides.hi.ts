import { heroArtwork } from '../../../artwork/hero';
import type { HeroSlide } from '../../../schemas/landing';

/** What each hero picture shows, in Hindi, in the order of `heroArtwork` (the SVG titles in English). */
const altsHi: readonly string[] = [
  'केदारनाथ की चोटियों पर भोर की पहली किरण, नीचे जागता हुआ मंदिर',
  'साँझ के समय हरिद्वार के घाटों के पास से बहते गंगा आरती के दीये',
  'बद्रीनाथ घाटी और अलकनंदा पर सुनहरी शाम',
  'चोपता के बुग्यालों और चौखंबा पर्वतमाला के ऊपर तारे',
];

/** The four hero slides with Hindi descriptions: the same pictures as `heroSlides`. */
export const heroSlidesHi: readonly HeroSlide[] = heroArtwork.map((image, i) => ({
  image,
  alt: altsHi[i] ?? '',
}));
