import { siteConfig } from '@chardham/shared/config';
import type { Locale } from '@chardham/shared/i18n';
import { hindiWords } from '../../../i18n/hindi-words';
import type { FeatureCard } from '../../../schemas/info';

/** Why Choose Our Support (spec §2). The 15+ years is this page's figure; the landing page says 5+. */
export const whyChooseSupport: FeatureCard[] = [
  {
    id: 'expert-team',
    title: 'Expert Team',
    description:
      'Our advisers have walked these routes themselves and know every temple, road and hotel on the way.',
  },
  {
    id: 'quick-response',
    title: 'Quick Response',
    description: `Emails answered ${siteConfig.responseTimes.supportEmail}, WhatsApp through the day, and an emergency line that never sleeps.`,
  },
  {
    id: 'reliable-service',
    title: 'Reliable Service',
    description: '15+ years of experience guiding pilgrims through the Himalaya, season after season.',
  },
];

/** Why Choose Our Support in a language. */
export const whyChooseSupportIn = (locale: Locale): FeatureCard[] =>
  locale === 'hi' ? hindiWords.get().whyChooseSupportHi : whyChooseSupport;
