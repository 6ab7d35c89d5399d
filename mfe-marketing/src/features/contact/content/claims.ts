import type { Locale } from '@chardham/shared/i18n';
import { hindiWords } from '../../../i18n/hindi-words';
import type { Stat } from '../../../schemas/landing';

/** Trust claims beside the enquiry form (spec §1). */
export const trustClaims: readonly Stat[] = [
  { value: '4.9/5', label: 'Rating' },
  { value: '10,000+', label: 'Happy Pilgrims' },
  { value: '24/7', label: 'Support' },
];

/** The trust claims in the page's language. */
export function trustClaimsIn(locale: Locale): readonly Stat[] {
  return locale === 'hi' ? hindiWords.get().trustClaimsHi : trustClaims;
}
