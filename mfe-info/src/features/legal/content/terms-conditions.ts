import { siteConfig } from '@chardham/shared/config';
import type { Locale } from '@chardham/shared/i18n';
import {
  altitudeText,
  daysText,
  refundWindowText,
  seasonText,
  terms,
  tierCharge,
  tierNotice,
} from '../../../content/terms';
import { hindiWords } from '../../../i18n/hindi-words';
import type { LegalDocument } from '../../../schemas/info';

const company = siteConfig.brand.name;

/** The terms of booking. Every rule of spec §9 is quoted from the terms module, never retyped. */
export const termsConditions: LegalDocument = {
  title: 'Terms & Conditions',
  lastUpdated: terms.lastUpdated,
  intro: `These terms form the agreement between you and ${company} for any tour you book with us. Please read them before paying a deposit; ask us about anything that is unclear.`,
  sections: [
    {
      id: 'acceptance',
      title: 'Acceptance of Terms',
      blocks: [
        {
          kind: 'paragraph',
          text: 'By paying a deposit you accept these terms on behalf of yourself and every traveller in your booking. The person who books must be at least 18 years old and must make sure every member of the group has read them.',
        },
        {
          kind: 'paragraph',
          text: 'An enquiry sent through this website does not create a booking or any obligation on either side. A booking exists only once we have confirmed it in writing and received the deposit.',
        },
      ],
    },
    {
      id: 'booking-and-payment',
      title: 'Booking and Payment Terms',
      blocks: [
        {
          kind: 'list',
          items: [
            `A ${terms.depositPercent}% deposit of the tour price is due at booking; your booking is confirmed when we receive it.`,
            `The balance is due ${daysText(terms.balanceDueDaysBeforeDeparture)} before departure. If it is not received by then, we may treat the booking as cancelled by you, and the cancellation charges below apply.`,
            'Prices are quoted in Indian rupees (₹) per person and include the services listed in your itinerary; anything not listed is excluded.',
            `You may change your booking up to ${daysText(terms.modificationDaysBeforeDeparture)} before departure, subject to availability. Any difference in price is added to or deducted from the balance.`,
          ],
        },
      ],
    },
    {
      id: 'cancellation-and-refund',
      title: 'Cancellation and Refund Policy',
      blocks: [
        {
          kind: 'list',
          lead: 'If you cancel, the following share of the tour price is charged, counted from the day we receive your written notice:',
          items: terms.cancellationTiers.map((tier) => `${tierNotice(tier)}: ${tierCharge(tier)}.`),
        },
        {
          kind: 'paragraph',
          text: `Refunds are paid to the account you paid from within ${refundWindowText} of the cancellation being confirmed. If we cancel a tour, you may choose another date or a full refund of everything you paid.`,
        },
      ],
    },
    {
      id: 'traveler-responsibilities',
      title: 'Traveler Responsibilities',
      blocks: [
        {
          kind: 'list',
          items: [
            'Carry a valid government photo identity document for every traveller and complete the official yatra registration before travel; we help you with it.',
            'Tell us at booking about any medical condition, disability or dietary need in your group.',
            'Follow the guidance of your guide and driver, the rules of each temple and the instructions of the local authorities.',
            'Respect local customs, keep the mountains clean, and look after your own belongings and valuables.',
          ],
        },
      ],
    },
    {
      id: 'liabilities-and-limitations',
      title: 'Company Liabilities and Limitations',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We are responsible for arranging the services in your itinerary with reasonable skill and care, and we choose our hotels, transport and guides carefully.',
        },
        {
          kind: 'paragraph',
          text: 'Mountain travel is subject to events outside anyone\u2019s control: landslides, road closures, weather, government orders and changes to temple opening dates. When they occur we will reroute or reschedule to keep you safe, and pass on any savings, but we are not liable for the delay or for extra costs such as additional nights. Our liability is otherwise limited to the price of the tour you paid us.',
        },
      ],
    },
    {
      id: 'health-and-safety',
      title: 'Health and Safety Requirements',
      blocks: [
        {
          kind: 'list',
          items: [
            `Our tours reach altitudes of up to ${altitudeText}. Consult your doctor before booking if you have a heart, lung or blood pressure condition.`,
            `Children under ${terms.childrenConsultDoctorUnderAge} and elderly travellers should consult their doctor before travelling.`,
            `The trek to Kedarnath is about ${terms.kedarnathTrekKm} km each way; ponies, palanquins or helicopter seats can be booked for those who cannot walk it.`,
            'Bring any medicines you need for the whole journey, warm clothing and good walking shoes. We strongly recommend travel insurance that covers high altitude and emergency evacuation.',
          ],
        },
      ],
    },
  ],
};

/** Important Travel Notes (spec §2 Terms & Conditions). */
export const travelNotes: string[] = [
  `The yatra season runs from ${seasonText}; temple opening and closing dates are set each year by the temple committees.`,
  'Register for the yatra with the Uttarakhand government before you travel, and carry the registration with you.',
  'Mountain roads can close at short notice during the monsoon; keep a spare day in your plans.',
  'Mobile networks are weak above the main towns; share your itinerary and our emergency number with your family.',
  'Dress modestly at temples, and follow the photography rules of each shrine.',
];

/** The terms in a language. */
export const termsConditionsIn = (locale: Locale): LegalDocument =>
  locale === 'hi' ? hindiWords.get().termsConditionsHi : termsConditions;

/** Important Travel Notes in a language. */
export const travelNotesIn = (locale: Locale): string[] =>
  locale === 'hi' ? hindiWords.get().travelNotesHi : travelNotes;
