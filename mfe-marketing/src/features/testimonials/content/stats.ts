import type { Locale } from '@chardham/shared/i18n';
import { hindiWords } from '../../../i18n/hindi-words';
import type { Stat } from '../../../schemas/landing';

/** The testimonials strip (spec §1 marketing claims). */
export const reviewStats: readonly Stat[] = [
  { value: '5+', label: 'Years Experience' },
  { value: '450+', label: 'Google Reviews' },
  { value: '4.9', label: 'Average Rating' },
  { value: '10,000+', label: 'Happy Pilgrims' },
];

/** The testimonials strip in the page's language. */
export function reviewStatsIn(locale: Locale): readonly Stat[] {
  return locale === 'hi' ? hindiWords.get().reviewStatsHi : reviewStats;
}
