import type { Stat } from '../../../schemas/landing';

/** The trust claims beside the enquiry form in Hindi: the same figures as `claims.ts`. */
export const trustClaimsHi: readonly Stat[] = [
  { value: '4.9/5', label: 'रेटिंग' },
  { value: '10,000+', label: 'संतुष्ट तीर्थयात्री' },
  { value: '24/7', label: 'सहायता' },
];
