import type { Stat } from '../../../schemas/landing';

/** The testimonials strip in Hindi: the same figures as `stats.ts`. */
export const reviewStatsHi: readonly Stat[] = [
  { value: '5+', label: 'वर्षों का अनुभव' },
  { value: '450+', label: 'गूगल समीक्षाएँ' },
  { value: '4.9', label: 'औसत रेटिंग' },
  { value: '10,000+', label: 'संतुष्ट तीर्थयात्री' },
];
