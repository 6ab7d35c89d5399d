import { getPackage, packages } from '@chardham/shared/content/packages';
import type { Locale } from '@chardham/shared/i18n';
import type { PackageId, TourPackage } from '@chardham/shared/schemas/package';
import { hindiWords } from '../i18n/hindi-words';
import type { DetailedPackage, PackageDetails } from '../schemas/package-details';

/**
 * What the packages slice alone shows of each package (spec §3 Package): its highlights, day-by-day
 * itinerary, inclusions and exclusions. The rest of the catalogue, which other slices show too, is
 * shared (@chardham/shared/content/packages).
 */
export const packageDetails: Record<PackageId, PackageDetails> = {
  'complete-chardham': {
    highlights: [
      'Darshan at all four dhams',
      'Kedarnath trek with evening Aarti',
      'Mana Village, Vyas Gufa and Bhim Pul',
      'Kempty Falls on the Mussoorie road',
      'Gangotri and Gauri Kund',
      'Experienced drivers who know the mountain roads',
    ],
    itinerary: [
      {
        day: 1,
        title: 'Haridwar to Barkot',
        description:
          'A 180 km drive of 7-8 hours through Mussoorie, with a stop at Kempty Falls. Check in to the hotel in Barkot.',
        activities: ['Mussoorie drive', 'Kempty Falls', 'Hotel in Barkot'],
      },
      {
        day: 2,
        title: 'Yamunotri darshan',
        description:
          'Leave at 5:00 AM for Janki Chatti (36 km, 2 hours), then trek 6 km to Yamunotri temple at 3,293 m. Return to Barkot in the evening.',
        activities: ['6 km trek', 'Yamunotri temple', 'Surya Kund'],
      },
      {
        day: 3,
        title: 'Barkot to Uttarkashi',
        description:
          'A gentle 100 km drive of 4-5 hours along the Yamuna and Bhagirathi valleys. Evening visit to the Vishwanath Temple.',
        activities: ['Valley drive', 'Vishwanath Temple', 'Hotel in Uttarkashi'],
      },
      {
        day: 4,
        title: 'Gangotri darshan',
        description:
          'Drive 100 km (about 4 hours) to Gangotri temple at 3,100 m, visit Gauri Kund and return to Uttarkashi for the night.',
        activities: ['Gangotri temple', 'Gauri Kund', 'Bhagirathi ghats'],
      },
      {
        day: 5,
        title: 'Uttarkashi to Guptkashi',
        description:
          'The longest drive of the yatra: 220 km, 8-9 hours via Moolgarh and Lambgaon, into the Mandakini valley.',
        activities: ['Scenic drive', 'Mandakini valley', 'Hotel in Guptkashi'],
      },
      {
        day: 6,
        title: 'Guptkashi to Kedarnath',
        description:
          'Drive 30 km to Gaurikund, then the 17 km trek (6-8 hours) to Kedarnath temple at 3,583 m. Evening Aarti at the temple.',
        activities: ['17 km trek', 'Kedarnath temple', 'Evening Aarti'],
      },
      {
        day: 7,
        title: 'Kedarnath to Guptkashi',
        description:
          'Morning Aarti at Kedarnath, then the 17 km trek back down to Gaurikund (5-6 hours) and drive on to Guptkashi.',
        activities: ['Morning Aarti', 'Trek down', 'Hotel in Guptkashi'],
      },
      {
        day: 8,
        title: 'Guptkashi to Badrinath',
        description:
          'A 190 km drive of 7-8 hours via Joshimath to Badrinath temple at 3,133 m, with evening darshan and Tapt Kund.',
        activities: ['Joshimath', 'Badrinath temple', 'Tapt Kund'],
      },
      {
        day: 9,
        title: 'Badrinath to Rudraprayag',
        description:
          'Visit Mana Village, Vyas Gufa and Bhim Pul, then drive 160 km (about 7 hours) to Rudraprayag, where the yatra ends.',
        activities: ['Mana Village', 'Vyas Gufa', 'Bhim Pul'],
      },
    ],
    inclusions: [
      'Accommodation on twin sharing for 8 nights',
      'Breakfast and dinner every day',
      'All transfers and sightseeing by private vehicle from Haridwar',
      'Driver allowance, tolls, parking and fuel',
      'Yatra registration assistance',
      'A tour coordinator on call 24/7',
    ],
    exclusions: [
      'Pony, palki or helicopter at Yamunotri and Kedarnath',
      'Lunch and personal expenses',
      'Temple donations and special pujas',
      'Travel insurance',
      'Train or air fare to Haridwar',
    ],
  },
  'deluxe-pilgrimage': {
    highlights: [
      'Kedarnath and Badrinath darshan',
      'Confluences at Devprayag and Rudraprayag',
      'Mana Village, the last village of India',
      'Evening Aarti at Kedarnath',
      'Deluxe hotels on twin sharing',
    ],
    itinerary: [
      {
        day: 1,
        title: 'Haridwar to Guptkashi',
        description:
          'Drive along the Ganga past Devprayag and Rudraprayag, where the rivers meet, to Guptkashi in the Mandakini valley.',
        activities: ['Devprayag', 'Rudraprayag', 'Hotel in Guptkashi'],
      },
      {
        day: 2,
        title: 'Guptkashi to Kedarnath',
        description:
          'Drive to Gaurikund and trek 17 km to Kedarnath temple at 3,583 m. Evening Aarti and a night near the temple.',
        activities: ['17 km trek', 'Kedarnath temple', 'Evening Aarti'],
      },
      {
        day: 3,
        title: 'Kedarnath to Guptkashi',
        description:
          'Morning darshan, then trek back down to Gaurikund and drive to Guptkashi to rest before the Badrinath road.',
        activities: ['Morning darshan', 'Trek down', 'Hotel in Guptkashi'],
      },
      {
        day: 4,
        title: 'Guptkashi to Badrinath',
        description:
          'Drive via Chopta and Joshimath to Badrinath. Dip in Tapt Kund and evening darshan at the Badrinath temple.',
        activities: ['Joshimath', 'Tapt Kund', 'Badrinath temple'],
      },
      {
        day: 5,
        title: 'Badrinath to Haridwar',
        description:
          'Early visit to Mana Village and Vyas Gufa, then the long drive back to Haridwar, arriving late in the evening.',
        activities: ['Mana Village', 'Vyas Gufa', 'Drop at Haridwar'],
      },
    ],
    inclusions: [
      'Deluxe hotels on twin sharing for 4 nights',
      'Breakfast and dinner every day',
      'Private vehicle from Haridwar and back',
      'Driver allowance, tolls and parking',
      'Yatra registration assistance',
    ],
    exclusions: [
      'Pony, palki or helicopter at Kedarnath',
      'Lunch and personal expenses',
      'Temple donations and special pujas',
      'Travel insurance',
    ],
  },
  'standard-package': {
    highlights: [
      'Kedarnath temple at 3,583 m',
      'Evening and morning Aarti',
      'Trek along the Mandakini from Gaurikund',
      'Dhari Devi temple on the way',
    ],
    itinerary: [
      {
        day: 1,
        title: 'Haridwar to Guptkashi',
        description:
          'Drive via Devprayag and Rudraprayag with a stop at Dhari Devi temple, arriving in Guptkashi by evening.',
        activities: ['Dhari Devi', 'Rudraprayag', 'Hotel in Guptkashi'],
      },
      {
        day: 2,
        title: 'Guptkashi to Kedarnath',
        description:
          'Drive to Gaurikund and trek 17 km (6-8 hours) to Kedarnath. Evening Aarti and a night near the temple.',
        activities: ['17 km trek', 'Kedarnath temple', 'Evening Aarti'],
      },
      {
        day: 3,
        title: 'Kedarnath to Guptkashi',
        description:
          'Morning Aarti and darshan, visit Bhairavnath temple, then trek back to Gaurikund and drive to Guptkashi.',
        activities: ['Morning Aarti', 'Bhairavnath temple', 'Trek down'],
      },
      {
        day: 4,
        title: 'Guptkashi to Haridwar',
        description:
          'Drive back down the valley to Haridwar, arriving in time for the evening Ganga Aarti at Har Ki Pauri.',
        activities: ['Valley drive', 'Har Ki Pauri', 'Drop at Haridwar'],
      },
    ],
    inclusions: [
      'Hotels on twin sharing for 3 nights',
      'Breakfast and dinner every day',
      'Shared vehicle from Haridwar and back',
      'Yatra registration assistance',
    ],
    exclusions: [
      'Pony, palki or helicopter at Kedarnath',
      'Lunch and personal expenses',
      'Temple donations and special pujas',
      'Travel insurance',
    ],
  },
  'luxury-experience': {
    highlights: [
      'Tungnath, the highest Shiva temple at 3,680 m',
      'Chandrashila summit sunrise',
      'Kedarnath and Badrinath darshan',
      'Chopta meadows',
      'Small groups of at most 15',
    ],
    itinerary: [
      {
        day: 1,
        title: 'Haridwar to Guptkashi',
        description: 'Drive via Devprayag and Rudraprayag to Guptkashi in the Mandakini valley.',
        activities: ['Devprayag', 'Rudraprayag', 'Hotel in Guptkashi'],
      },
      {
        day: 2,
        title: 'Guptkashi to Kedarnath',
        description: 'Drive to Gaurikund and trek 17 km to Kedarnath temple. Evening Aarti at the temple.',
        activities: ['17 km trek', 'Kedarnath temple', 'Evening Aarti'],
      },
      {
        day: 3,
        title: 'Kedarnath to Chopta',
        description:
          'Morning darshan, trek back to Gaurikund and drive to Chopta, the meadow village below Tungnath.',
        activities: ['Morning darshan', 'Trek down', 'Camp or lodge in Chopta'],
      },
      {
        day: 4,
        title: 'Tungnath and Chandrashila',
        description:
          'A 3.5 km trek to Tungnath temple at 3,680 m and on to Chandrashila for the Himalayan panorama, then drive to Joshimath.',
        activities: ['Tungnath trek', 'Chandrashila', 'Hotel in Joshimath'],
      },
      {
        day: 5,
        title: 'Joshimath to Badrinath',
        description:
          'Drive to Badrinath, dip in Tapt Kund, darshan at the temple and an afternoon at Mana Village.',
        activities: ['Badrinath temple', 'Tapt Kund', 'Mana Village'],
      },
      {
        day: 6,
        title: 'Badrinath to Haridwar',
        description: 'The long drive back down the Alaknanda to Haridwar, arriving in the late evening.',
        activities: ['Alaknanda valley', 'Drop at Haridwar'],
      },
    ],
    inclusions: [
      'Premium hotels and a Chopta lodge on twin sharing for 5 nights',
      'Breakfast and dinner every day',
      'Private vehicle from Haridwar and back',
      'Trek guide for Tungnath and Chandrashila',
      'Yatra registration assistance',
    ],
    exclusions: [
      'Pony, palki or helicopter at Kedarnath',
      'Lunch and personal expenses',
      'Temple donations and special pujas',
      'Travel insurance',
    ],
  },
  'chardham-tungnath': {
    highlights: [
      'All four dhams',
      'Tungnath and Chandrashila trek',
      'Kedarnath evening Aarti',
      'Mana Village and Vyas Gufa',
      'Chopta meadows',
    ],
    itinerary: [
      {
        day: 1,
        title: 'Haridwar to Barkot',
        description: 'A 180 km drive through Mussoorie with a stop at Kempty Falls, then on to Barkot.',
        activities: ['Mussoorie drive', 'Kempty Falls', 'Hotel in Barkot'],
      },
      {
        day: 2,
        title: 'Yamunotri darshan',
        description:
          'Drive to Janki Chatti and trek 6 km to Yamunotri temple at 3,293 m, returning to Barkot by evening.',
        activities: ['6 km trek', 'Yamunotri temple', 'Surya Kund'],
      },
      {
        day: 3,
        title: 'Barkot to Uttarkashi',
        description: 'A 100 km drive to Uttarkashi and an evening visit to the Vishwanath Temple.',
        activities: ['Valley drive', 'Vishwanath Temple', 'Hotel in Uttarkashi'],
      },
      {
        day: 4,
        title: 'Gangotri darshan',
        description: 'Drive to Gangotri temple at 3,100 m, visit Gauri Kund and return to Uttarkashi.',
        activities: ['Gangotri temple', 'Gauri Kund', 'Bhagirathi ghats'],
      },
      {
        day: 5,
        title: 'Uttarkashi to Guptkashi',
        description: 'A 220 km drive of 8-9 hours via Moolgarh and Lambgaon to Guptkashi.',
        activities: ['Scenic drive', 'Mandakini valley', 'Hotel in Guptkashi'],
      },
      {
        day: 6,
        title: 'Guptkashi to Kedarnath',
        description:
          'Drive to Gaurikund and trek 17 km to Kedarnath temple at 3,583 m, with evening Aarti at the temple.',
        activities: ['17 km trek', 'Kedarnath temple', 'Evening Aarti'],
      },
      {
        day: 7,
        title: 'Kedarnath to Chopta',
        description: 'Morning Aarti, trek back to Gaurikund and drive to the meadows of Chopta.',
        activities: ['Morning Aarti', 'Trek down', 'Lodge in Chopta'],
      },
      {
        day: 8,
        title: 'Tungnath and Chandrashila',
        description:
          'Trek 3.5 km to Tungnath at 3,680 m and on to Chandrashila, then drive to Joshimath for the night.',
        activities: ['Tungnath trek', 'Chandrashila', 'Hotel in Joshimath'],
      },
      {
        day: 9,
        title: 'Joshimath to Badrinath',
        description: 'Drive to Badrinath for darshan and Tapt Kund, then visit Mana Village and Bhim Pul.',
        activities: ['Badrinath temple', 'Mana Village', 'Bhim Pul'],
      },
      {
        day: 10,
        title: 'Badrinath to Haridwar',
        description: 'Drive back down the Alaknanda valley past Rudraprayag to Haridwar.',
        activities: ['Rudraprayag', 'Drop at Haridwar'],
      },
    ],
    inclusions: [
      'Hotels and a Chopta lodge on twin sharing for 9 nights',
      'Breakfast and dinner every day',
      'Private vehicle from Haridwar and back',
      'Trek guide for Tungnath and Chandrashila',
      'Yatra registration assistance',
      'A tour coordinator on call 24/7',
    ],
    exclusions: [
      'Pony, palki or helicopter at Yamunotri and Kedarnath',
      'Lunch and personal expenses',
      'Temple donations and special pujas',
      'Travel insurance',
    ],
  },
  'custom-package': {
    highlights: [
      'Itinerary built around your dates',
      'Choose your dhams and side trips',
      'Pick your hotels and vehicle',
      'Helicopter options on request',
    ],
    itinerary: [],
    inclusions: ['A personalized itinerary and quote within 24 hours'],
    exclusions: ['Anything not listed in your written quote'],
  },
};

/** A package of the catalogue with its details, as a visitor reads it in a language. */
function withDetails(pkg: TourPackage, locale: Locale = 'en'): DetailedPackage {
  if (locale === 'en') return { ...pkg, ...packageDetails[pkg.id] };
  // Hindi: the words are in the slice's Hindi chunk, which a Hindi page has (or waits for).
  const words = hindiWords.get();
  return { ...words.localizePackage(pkg, 'hi'), ...words.packageDetailsHi[pkg.id] };
}

/** The catalogue with each package's details, in the catalogue's order. */
export const detailedPackages: readonly DetailedPackage[] = packages.map((pkg) => withDetails(pkg));

let detailedPackagesHi: readonly DetailedPackage[] | undefined;

/** The catalogue with each package's details in a language (ids, prices and days the same). */
export function detailedPackagesIn(locale: Locale): readonly DetailedPackage[] {
  if (locale === 'en') return detailedPackages;
  detailedPackagesHi ??= packages.map((pkg) => withDetails(pkg, 'hi'));
  return detailedPackagesHi;
}

/** The package with this id and its details, or undefined for an unknown id (Not Found). */
export function getDetailedPackage(
  id: string | undefined,
  locale: Locale = 'en',
): DetailedPackage | undefined {
  const pkg = getPackage(id);
  return pkg && withDetails(pkg, locale);
}
