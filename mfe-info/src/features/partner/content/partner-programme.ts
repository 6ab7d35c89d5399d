import type { Locale } from '@chardham/shared/i18n';
import { hindiWords } from '../../../i18n/hindi-words';
import type { FeatureCard } from '../../../schemas/info';

/** Partnership Benefits (spec §2 Become Partner). */
export const partnershipBenefits: FeatureCard[] = [
  {
    id: 'growing-network',
    title: 'Growing Network',
    description:
      'Join travel agents and tour operators across India who send their pilgrims to us for ground services.',
  },
  {
    id: 'revenue-growth',
    title: 'Revenue Growth',
    description:
      'Competitive partner rates on Chardham, DoDham, Kedarnath and Tungnath tours, with a clear margin for you.',
  },
  {
    id: 'trusted-brand',
    title: 'Trusted Brand',
    description:
      'Sell tours run by a Haridwar team that thousands of pilgrims have rated highly, under your own name.',
  },
  {
    id: 'premium-support',
    title: 'Premium Support',
    description:
      'A dedicated partner manager and our 24/7 emergency line for your travellers while they are on the road.',
  },
];

/** What's Coming (spec §2 Become Partner). */
export const comingFeatures: FeatureCard[] = [
  {
    id: 'partner-dashboard',
    title: 'Partner Dashboard',
    description: 'Check availability, hold seats and follow every booking of your groups in one place.',
  },
  {
    id: 'marketing-tools',
    title: 'Marketing Tools',
    description: 'Itineraries, photographs and brochures ready to share with your customers.',
  },
  {
    id: 'partner-community',
    title: 'Partner Community',
    description: 'Meet other partners, share what works and hear first about new routes each season.',
  },
];

/** Partnership Benefits in a language. */
export const partnershipBenefitsIn = (locale: Locale): FeatureCard[] =>
  locale === 'hi' ? hindiWords.get().partnershipBenefitsHi : partnershipBenefits;

/** What's Coming in a language. */
export const comingFeaturesIn = (locale: Locale): FeatureCard[] =>
  locale === 'hi' ? hindiWords.get().comingFeaturesHi : comingFeatures;
