import type { Locale } from '@chardham/shared/i18n';
import { hindiWords } from '../../../i18n/hindi-words';
import type { ItineraryDay, ItineraryDayText } from '../../../schemas/landing';

const meals = 'Breakfast, Dinner';
const duration = '1 Day';

/** The nine days of the Complete Chardham Yatra from Haridwar (spec §3 Itinerary day). */
export const itineraryDays: readonly ItineraryDay[] = [
  {
    id: 1,
    title: 'Haridwar to Barkot via Mussoorie',
    description: 'A 180 km drive of 7-8 hours into the hills, with a stop at Kempty Falls on the way.',
    expandedDescription:
      'Our driver meets you at your Haridwar hotel or the railway station after breakfast. The road climbs through Dehradun to Mussoorie, the Queen of the Hills, and on to Kempty Falls, where there is time to stretch and have lunch. The afternoon follows the Yamuna valley through Nainbagh and Damta to Barkot, about 180 km and 7-8 hours in all. Check in, rest and prepare for an early start to Yamunotri.',
    highlights: ['Mussoorie hill drive', 'Kempty Falls', 'Yamuna valley views', 'Evening briefing'],
    duration,
    accommodation: 'Hotel in Barkot',
    meals,
  },
  {
    id: 2,
    title: 'Barkot to Yamunotri and Return',
    description: 'Start at 5:00 AM for Janki Chatti, then the 6 km trek to the Yamunotri temple at 3,293 m.',
    expandedDescription:
      'We leave Barkot at 5:00 AM for Janki Chatti, 36 km and about 2 hours away. From there the 6 km trek to Yamunotri takes 3-4 hours on foot; ponies and palkis can be hired for those who prefer. At 3,293 m, pilgrims bathe in Tapt Kund, the hot spring by the temple, cook rice as prasad in the boiling Surya Kund and offer prayers at the temple of Goddess Yamuna. Trek back down in the afternoon and drive to Barkot for the night.',
    highlights: ['6 km trek', 'Yamunotri temple', 'Surya Kund', 'Divya Shila'],
    duration,
    accommodation: 'Hotel in Barkot',
    meals,
  },
  {
    id: 3,
    title: 'Barkot to Uttarkashi',
    description: 'An easier 100 km drive of 4-5 hours to Uttarkashi and the Kashi Vishwanath Temple.',
    expandedDescription:
      'After the trek a gentler day: a late breakfast and a 100 km drive of 4-5 hours over the ridge from the Yamuna into the Bhagirathi valley. Uttarkashi, the Kashi of the north, sits on the river bank; in the evening we visit the ancient Vishwanath Temple and the Shakti Temple with its great trident. Dinner and overnight in Uttarkashi.',
    highlights: ['Bhagirathi valley', 'Vishwanath Temple', 'Shakti Temple', 'Rest afternoon'],
    duration,
    accommodation: 'Hotel in Uttarkashi',
    meals,
  },
  {
    id: 4,
    title: 'Uttarkashi to Gangotri and Return',
    description: 'Drive 100 km (about 4 hours) to the Gangotri temple at 3,100 m and return.',
    expandedDescription:
      'An early departure for Gangotri, 100 km and about 4 hours up the Bhagirathi through Harsil, where the road runs beside apple orchards and deodar forest. The white Gangotri temple stands at 3,100 m; after a holy dip and darshan we walk down to Gauri Kund, where the river falls through carved rock. Drive back to Uttarkashi in the afternoon.',
    highlights: ['Gangotri temple', 'Holy dip in the Ganga', 'Gauri Kund', 'Harsil valley'],
    duration,
    accommodation: 'Hotel in Uttarkashi',
    meals,
  },
  {
    id: 5,
    title: 'Uttarkashi to Guptkashi',
    description: 'The longest drive: 220 km and 8-9 hours via Moolgarh and Lambgaon to Guptkashi.',
    expandedDescription:
      'The longest day on the road, 220 km and 8-9 hours, crossing from the Bhagirathi to the Mandakini valley via Moolgarh and Lambgaon, then down past Tehri and along the Alaknanda to Rudraprayag. We break the journey for lunch and tea with valley views. Guptkashi faces the Chaukhamba peaks across the Mandakini; check in early, as tomorrow is the Kedarnath trek.',
    highlights: ['Mandakini valley', 'Rudraprayag confluence', 'Chaukhamba views', 'Kedarnath briefing'],
    duration,
    accommodation: 'Hotel in Guptkashi',
    meals,
  },
  {
    id: 6,
    title: 'Guptkashi to Kedarnath',
    description: 'Drive 30 km to Gaurikund, then the 17 km trek of 6-8 hours to Kedarnath at 3,583 m.',
    expandedDescription:
      'An early drive of 30 km (about an hour) to Sonprayag and Gaurikund, where the trek begins. The 17 km path climbs for 6-8 hours along the Mandakini, past Jungle Chatti and Linchauli, to the Kedarnath temple at 3,583 m; ponies, palkis and helicopter seats can be arranged in advance. In the evening join the Aarti at the temple, one of the most moving moments of the yatra. Overnight in Kedarnath.',
    highlights: ['17 km trek', 'Kedarnath Jyotirlinga', 'Evening Aarti', 'Bhairavnath view'],
    duration,
    accommodation: 'Hotel in Kedarnath',
    meals,
  },
  {
    id: 7,
    title: 'Kedarnath to Guptkashi',
    description:
      'Morning Aarti and darshan, then the 17 km trek back down (5-6 hours) and drive to Guptkashi.',
    expandedDescription:
      'Wake before dawn for the morning Aarti and darshan while the queues are short, with the sun lighting the snow peaks behind the temple. After breakfast the trek back to Gaurikund takes 5-6 hours downhill. Our vehicle waits at Sonprayag for the drive back to Guptkashi, a hot meal and a well-earned rest.',
    highlights: ['Morning Aarti', 'Sunrise on the peaks', 'Trek back 17 km', 'Rest in Guptkashi'],
    duration,
    accommodation: 'Hotel in Guptkashi',
    meals,
  },
  {
    id: 8,
    title: 'Guptkashi to Badrinath',
    description: 'A 190 km drive of 7-8 hours via Joshimath to Badrinath, the temple at 3,133 m.',
    expandedDescription:
      'Drive 190 km (7-8 hours) via Chopta, Gopeshwar and Joshimath, seat of Adi Shankaracharya, and on up the Alaknanda gorge to Badrinath. After a dip in the hot Tapt Kund, attend the evening darshan at the brightly painted Badrinath temple at 3,133 m, framed by Neelkanth peak. Overnight in Badrinath.',
    highlights: ['Joshimath', 'Tapt Kund', 'Badrinath darshan', 'Neelkanth views'],
    duration,
    accommodation: 'Hotel in Badrinath',
    meals,
  },
  {
    id: 9,
    title: 'Badrinath to Rudraprayag via Mana',
    description: 'Visit Mana Village, Vyas Gufa and Bhim Pul, then drive 160 km (7 hours) to Rudraprayag.',
    expandedDescription:
      "An early morning darshan at Badrinath, then 3 km to Mana, the last village of India before the Tibet border, whose signboard now greets visitors as India's first village. Walk to Vyas Gufa, where the Mahabharata is said to have been dictated, and to Bhim Pul, the great stone slab over the Saraswati. After lunch the 160 km, 7-hour drive down the Alaknanda brings us to Rudraprayag for the last night, and Haridwar the next morning.",
    highlights: ['Mana Village', 'Vyas Gufa', 'Bhim Pul', 'Alaknanda drive'],
    duration,
    accommodation: 'Hotel in Rudraprayag',
    meals,
  },
];

/** The nine days in the page's language. */
export function itineraryDaysIn(locale: Locale): readonly ItineraryDayText[] {
  return locale === 'hi' ? hindiWords.get().itineraryDaysHi : itineraryDays;
}
