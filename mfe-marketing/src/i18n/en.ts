/**
 * Every UI string of the landing page in English, exactly as the page has always shown it. The Hindi
 * edition (`hi.ts`) has the same keys; the page's longer content (destinations, the nine days, the
 * reviews, the picture descriptions) lives in each feature's `content/*.ts` and its `*.hi.ts` sibling.
 */
import { siteConfig } from '@chardham/shared/config';
import { plural } from '@chardham/shared/i18n/plural';

/** A row of the contact section's business hours. */
export interface HoursRow {
  readonly days: string;
  readonly time: string;
}

export const en = {
  /** The page's own head tags (the route table's defaults in English). */
  /** The visible pause/play control of everything that moves by itself. */
  motion: {
    pause: 'Pause',
    play: 'Play',
    /** The button's accessible name: its visible word first (WCAG 2.5.3), then what it controls. */
    name: (action: string, what: string) => `${action} ${what}`,
  },
  hero: {
    eyebrow: 'Pilgrimage tours from Haridwar',
    title: 'Begin Your Sacred Chardham Journey',
    subtitle:
      'Yamunotri, Gangotri, Kedarnath and Badrinath: the four holy dhams of the Himalaya, with a local team that takes care of every road, room and darshan from Haridwar.',
    explore: 'Explore Packages',
    itinerary: 'See the 9-Day Itinerary',
    showSlide: (n: number, count: number) => `Show slide ${n} of ${count}`,
    slideshow: 'slideshow',
  },
  destinations: {
    eyebrow: 'Where we travel',
    title: 'Sacred Destinations',
    subtitle:
      'Seven places at the heart of Himalayan faith, from the four dhams to the last village of India.',
    row: 'Destinations',
    /** What the row's pause button names. */
    rowMotion: 'destinations',
  },
  packages: {
    eyebrow: 'Packages',
    title: 'Featured Pilgrimage Packages',
    subtitle:
      'Fixed itineraries from Haridwar with hotels, transport and darshan arranged, or a journey built around you.',
    viewAll: 'View All Packages',
    viewAllText: 'Compare every tour by duration, difficulty and price',
    bannerEyebrow: (duration: string) => `${duration} · All four dhams`,
    bannerTitle: 'Complete Chardham Yatra Experience',
    bannerText:
      'Yamunotri, Gangotri, Kedarnath and Badrinath in one journey from Haridwar, with Mana Village on the way home.',
    bannerPrice: (price: string) => `From ${price} per person`,
    bannerCta: 'View the yatra →',
    rating: (rating: number, reviews: number) =>
      plural('en', reviews, {
        one: `${rating} (${reviews} review)`,
        other: `${rating} (${reviews} reviews)`,
      }),
    customQuote: 'Custom quote',
    /** Read before a tile's price (visually hidden). */
    from: 'From ',
    /** Read before the struck-through earlier price (visually hidden). */
    was: ', was ',
    perPerson: ' per person',
    details: 'View details →',
  },
  about: {
    eyebrow: 'About us',
    title: 'Your Local Partner in the Himalaya',
    paragraphs: [
      'We are a Haridwar-based destination management company for the Chardham and DoDham yatras. Our drivers, guides and coordinators are from Garhwal; they have driven the Barkot road in every season and know which Kedarnath start gets you to the evening Aarti.',
      'Families and groups book with us directly, and travel agents and tour operators across India hand us their pilgrims for hotels, transport and darshan on the ground.',
    ] as readonly string[],
    imageAlt: 'Evening Ganga aarti at the Haridwar ghats, where every yatra with us begins',
  },
  itinerary: {
    eyebrow: 'Day by day',
    title: 'Complete Chardham Itinerary',
    subtitle:
      '9 Days / 8 Nights - Complete Chardham Yatra from Haridwar covering Yamunotri, Gangotri, Kedarnath & Badrinath',
    expandAll: 'View Complete Itinerary',
    collapseAll: 'Collapse Itinerary',
    day: (n: number) => `Day ${n}`,
    details: 'Detailed Description',
    accommodation: 'Accommodation',
    meals: 'Meals Included',
  },
  testimonials: {
    eyebrow: 'Testimonials',
    title: 'What Our Travelers Say',
    subtitle: 'Hear from satisfied customers who experienced the divine Chardham Yatra with us',
    row: 'Reviews',
    rowMotion: 'reviews',
    photoRow: (n: number) => `Yatra photos, row ${n}`,
    photoRowMotion: (n: number) => `yatra photos, row ${n}`,
    rated: (rating: number) => `Rated ${rating} out of 5`,
  },
  contact: {
    eyebrow: 'Contact us',
    title: 'Plan Your Sacred Journey',
    subtitle: `Tell us your dates and group size; we reply ${siteConfig.responseTimes.enquiry}.`,
    team: 'Talk to our Haridwar team',
    call: 'Call',
    whatsapp: 'WhatsApp',
    chat: (phone: string) => `Chat on WhatsApp (${phone})`,
    newTab: ' (opens in a new tab)',
    email: 'Email',
    office: 'Office',
    address: siteConfig.contact.address.display as string,
    hoursTitle: 'Business hours',
    hours: siteConfig.hours.contact as readonly HoursRow[],
    claims: 'Why pilgrims trust us',
  },
};

export type Messages = typeof en;
