import type { Stat } from '../../../schemas/landing';

/** Trust claims beside the enquiry form (spec §1). */
export const trustClaims: readonly Stat[] = [
  { value: '4.9/5', label: 'Rating' },
  { value: '10,000+', label: 'Happy Pilgrims' },
  { value: '24/7', label: 'Support' },
];
