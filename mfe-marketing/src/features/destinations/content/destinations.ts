import type { Locale } from '@chardham/shared/i18n';
import { hindiWords } from '../../../i18n/hindi-words';
import type { Destination } from '../../../schemas/landing';

/** The seven destinations of the carousel (spec §3 Destination). */
export const destinations: readonly Destination[] = [
  {
    name: 'Kedarnath',
    location: 'Rudraprayag, Uttarakhand',
    altitude: '3,583 m',
    image: 'kedarnath',
    description:
      'The highest of the twelve Jyotirlingas, a stone temple at 3,583 m reached by the 17 km trek from Gaurikund, with the Kedar massif rising straight behind it.',
  },
  {
    name: 'Badrinath',
    location: 'Chamoli, Uttarakhand',
    altitude: '3,133 m',
    image: 'badrinath',
    description:
      "Lord Vishnu's painted shrine on the banks of the Alaknanda, between the Nar and Narayan ranges, with the hot springs of Tapt Kund at its steps.",
  },
  {
    name: 'Gangotri',
    location: 'Uttarkashi, Uttarakhand',
    altitude: '3,100 m',
    image: 'gangotri',
    description:
      'The white temple of Goddess Ganga above the roaring Bhagirathi, where the river is worshipped close to its glacier source at Gaumukh.',
  },
  {
    name: 'Yamunotri',
    location: 'Uttarkashi, Uttarakhand',
    altitude: '3,293 m',
    image: 'yamunotri',
    description:
      'The first dham of the yatra: a 6 km trek from Janki Chatti to the shrine of Goddess Yamuna, where pilgrims cook rice in the boiling Surya Kund.',
  },
  {
    name: 'Tungnath',
    location: 'Rudraprayag, Uttarakhand',
    altitude: '3,680 m',
    image: 'tungnath',
    description:
      'The highest Shiva temple in the world at 3,680 m, above the Chopta meadows, with a short climb on to Chandrashila for a view of the whole range.',
  },
  {
    name: 'Mana Village',
    location: 'Chamoli, Uttarakhand',
    image: 'mana-village',
    description:
      'The last village of India near the Indo-Tibet border, 3 km from Badrinath: stone houses, Vyas Gufa, Bhim Pul and the source of the Saraswati.',
  },
  {
    name: 'Dhari Devi Temple',
    location: 'Rudraprayag, Uttarakhand',
    image: 'dhari-devi',
    description:
      'The guardian goddess of the Char Dham, whose temple stands on a platform in the middle of the Alaknanda near Srinagar, on the road to Kedarnath and Badrinath.',
  },
];

/** The carousel repeats the list four times so its loop never shows a gap (spec §9). */
export const carouselRepeats = 4;

/** The destinations in the page's language. */
export function destinationsIn(locale: Locale): readonly Destination[] {
  return locale === 'hi' ? hindiWords.get().destinationsHi : destinations;
}
