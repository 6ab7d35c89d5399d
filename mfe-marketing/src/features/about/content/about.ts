import type { Locale } from '@chardham/shared/i18n';
import { hindiWords } from '../../../i18n/hindi-words';
import type { Feature, Stat } from '../../../schemas/landing';

/** About section claims (spec §1). */
export const aboutStats: readonly Stat[] = [
  { value: '5+', label: 'Years of Experience' },
  { value: '10,000+', label: 'Happy Pilgrims' },
  { value: '50+', label: 'Partner Agents' },
];

export const aboutFeatures: readonly Feature[] = [
  {
    icon: 'map',
    title: 'Local Expertise',
    text: 'Our team lives in Haridwar and the Garhwal hills. We know the roads, the weather windows, the hotels and the temple timings first-hand.',
  },
  {
    icon: 'route',
    title: 'Customized Itineraries',
    text: 'Travel agents and tour operators get itineraries shaped to their groups, dates and budgets, with ground services they can rely on.',
  },
  {
    icon: 'support',
    title: '24/7 Support',
    text: 'Someone answers the phone day and night while you are on the yatra, for road closures, changed plans or a simple question.',
  },
  {
    icon: 'shield',
    title: 'Trusted DMC Partner',
    text: 'A destination management company that agents across India trust with their pilgrims: transparent rates and no surprises on the ground.',
  },
];

/** The about section's claims and features in the page's language. */
export function aboutIn(locale: Locale): { stats: readonly Stat[]; features: readonly Feature[] } {
  return locale === 'hi'
    ? { stats: hindiWords.get().aboutStatsHi, features: hindiWords.get().aboutFeaturesHi }
    : { stats: aboutStats, features: aboutFeatures };
}
