import type { Locale } from '@chardham/shared/i18n';
import { hindiWords } from '../../../i18n/hindi-words';
import type { SideCardsText } from '../../../schemas/side-cards';

/** Copy of the side cards (spec §2 Custom package request page). */
export const whyCustom: SideCardsText['whyCustom'] = {
  title: 'Why Choose a Custom Package?',
  points: [
    'Travel on your own dates, at your own pace',
    'Choose the dhams and side trips that matter to you',
    'Accommodation and transport to suit your budget',
    'Care for elders, children and special needs',
  ],
};

export const steps: SideCardsText['steps'] = [
  { title: 'Submit Requirements', text: 'Tell us your dates, group and preferences.' },
  { title: 'We Create Itinerary', text: 'Our experts plan a day-by-day route and quote.' },
  { title: 'Review and Approve', text: 'Adjust anything until it feels right.' },
  { title: 'Book and Travel', text: 'Confirm with a deposit and set off on your yatra.' },
];

/** The side cards in a language (Hindi: ./side-cards.hi.ts). */
export function sideCardsIn(locale: Locale): SideCardsText {
  return locale === 'hi'
    ? { whyCustom: hindiWords.get().whyCustomHi, steps: hindiWords.get().stepsHi }
    : { whyCustom, steps };
}
