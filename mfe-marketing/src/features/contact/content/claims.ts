import type { Locale } from '@chardham/shared/i18n';
import type { Stat } from '../../../schemas/landing';
import { trustClaimsHi } from './claims.hi';

/** Trust claims beside the enquiry form (spec §1). */
export const trustClaims: readonly Stat[] = [
  { value: '4.9/5', label: 'Rating' },
  { value: '10,000+', label: 'Happy Pilgrims' },
  { value: '24/7', label: 'Support' },
];

/** The trust claims in the page's language. */
export function trustClaimsIn(locale: Locale): readonly Stat[] {
  return locale === 'hi' ? trustClaimsHi : trustClaims;
}
