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
import type { FaqCategory } from '../../../schemas/info';

const cancellationSummary = terms.cancellationTiers
  .map((tier) => `${tierNotice(tier).toLowerCase()}: ${tierCharge(tier).toLowerCase()}`)
  .join('; ');

/** Nine answers the support desk gives most often; every figure comes from the terms module. */
export const faq: FaqCategory[] = [
  {
    id: 'booking',
    title: 'Booking & Reservations',
    entries: [
      {
        id: 'how-to-book',
        question: 'How do I book a tour, and how much do I pay upfront?',
        answer: `Send us an enquiry or call us, and we will confirm dates, rooms and vehicles with you. Your booking is confirmed once we receive a ${terms.depositPercent}% deposit of the tour price. The balance is due ${daysText(terms.balanceDueDaysBeforeDeparture)} before departure; we send a reminder with the payment details.`,
      },
      {
        id: 'cancellation',
        question: 'What happens if I have to cancel?',
        answer: `Cancellation charges depend on how much notice you give: ${cancellationSummary}. Please cancel in writing, by email or WhatsApp, so the date of notice is on record.`,
      },
      {
        id: 'refund-and-changes',
        question: 'How long does a refund take, and can I change my booking?',
        answer: `Refunds reach the account you paid from within ${refundWindowText} of your cancellation being confirmed. You can change dates, rooms or the group size up to ${daysText(terms.modificationDaysBeforeDeparture)} before departure, subject to availability; any difference in price is settled with the balance.`,
      },
    ],
  },
  {
    id: 'travel',
    title: 'Travel & Itinerary',
    entries: [
      {
        id: 'season',
        question: 'When is the best time for the Chardham Yatra?',
        answer: `The temples open from ${seasonText}, and that is when we run our tours. May, June, September and October usually bring the clearest weather; July and August are the monsoon months, when landslides can delay road travel, so we build spare time into those itineraries.`,
      },
      {
        id: 'start-and-transport',
        question: 'Where do the tours start, and how do we travel?',
        answer: `Every tour starts and ends in Haridwar, where our office is. We travel by road in vehicles with drivers who know the mountain routes, and stay in hotels we have checked ourselves. Helicopter transfers to Kedarnath can be arranged on request.`,
      },
      {
        id: 'kedarnath-trek',
        question: 'How long is the trek to Kedarnath?',
        answer: `The trek from Gaurikund to Kedarnath is about ${terms.kedarnathTrekKm} km each way on a paved mountain path, usually six to eight hours uphill. If walking it is not possible, ponies, palanquins and helicopter seats can be booked; we help you choose before you travel.`,
      },
    ],
  },
  {
    id: 'safety',
    title: 'Safety & Health',
    entries: [
      {
        id: 'altitude',
        question: 'How high do the tours go, and is altitude a concern?',
        answer: `Our routes reach altitudes of up to ${altitudeText}. The itineraries climb gradually and include rest stops; drink plenty of water, avoid alcohol, and tell your guide at once about headaches, breathlessness or dizziness.`,
      },
      {
        id: 'children-elderly',
        question: 'Can children and elderly family members join the yatra?',
        answer: `Yes, families travel with us every season. Because of the altitude and the long road journeys, children under ${terms.childrenConsultDoctorUnderAge} and elderly travellers should consult their doctor before booking, and carry any medicines they need for the whole trip.`,
      },
      {
        id: 'emergencies',
        question: 'What if someone falls ill during the tour?',
        answer: `Our emergency line is answered 24/7. Guides carry a first-aid kit, know the nearest medical facilities on every route, and will arrange a doctor or an earlier return to Haridwar if needed. Please share any medical conditions with us when you book.`,
      },
    ],
  },
];

/** The FAQ in a language. */
export const faqIn = (locale: Locale): FaqCategory[] => (locale === 'hi' ? hindiWords.get().faqHi : faq);
