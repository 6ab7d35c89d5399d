import type { PackageId, TourPackage } from '../schemas/package';

/**
 * The one package catalogue (spec §3 Package). The landing page's tiles, the /packages list and the
 * detail pages all read this module. Prices are whole rupees; complete-chardham costs 65,000 everywhere
 * (docs/decisions/020-one-price-per-package.md).
 */
export const packages: readonly TourPackage[] = [
  {
    id: 'complete-chardham',
    name: 'Complete Chardham Yatra',
    description:
      'All four dhams in one journey from Haridwar: Yamunotri, Gangotri, Kedarnath and Badrinath, with the Mana Village excursion on the way home.',
    image: 'chardham',
    duration: '9 Days/8 Nights',
    days: 9,
    groupSize: 'Max 25 people',
    price: 65000,
    originalPrice: 72000,
    rating: 4.9,
    reviews: 312,
    difficulty: 'Moderate to Difficult',
    season: 'May - November',
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
    destinations: ['Yamunotri', 'Gangotri', 'Kedarnath', 'Badrinath'],
    startingPoint: 'Haridwar',
    featured: true,
  },
  {
    id: 'deluxe-pilgrimage',
    name: 'DoDham Yatra',
    description:
      'Kedarnath and Badrinath, the two most visited dhams, in five days from Haridwar with comfortable hotels and an unhurried pace.',
    image: 'badrinath',
    duration: '5 Days/4 Nights',
    days: 5,
    groupSize: 'Max 20 people',
    price: 35000,
    originalPrice: 40000,
    rating: 4.8,
    reviews: 204,
    difficulty: 'Moderate',
    season: 'May - November',
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
    destinations: ['Kedarnath', 'Badrinath'],
    startingPoint: 'Haridwar',
    featured: true,
  },
  {
    id: 'standard-package',
    name: 'Kedarnath Tour',
    description:
      'A focused four-day yatra to Kedarnath, the highest of the twelve jyotirlingas, with the 17 km trek from Gaurikund and a night at the temple.',
    image: 'kedarnath',
    duration: '4 Days/3 Nights',
    days: 4,
    groupSize: 'Max 30 people',
    price: 25000,
    originalPrice: 30000,
    rating: 4.7,
    reviews: 168,
    difficulty: 'Moderate',
    season: 'May - November',
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
    destinations: ['Kedarnath'],
    startingPoint: 'Haridwar',
    featured: true,
  },
  {
    id: 'luxury-experience',
    name: '2Dham with Tungnath',
    description:
      'Kedarnath and Badrinath with a trek to Tungnath, the highest Shiva temple in the world, and sunrise at Chandrashila, in small groups.',
    image: 'tungnath',
    duration: '6 Days/5 Nights',
    days: 6,
    groupSize: 'Max 15 people',
    price: 45000,
    originalPrice: 52000,
    rating: 4.9,
    reviews: 126,
    difficulty: 'Moderate to Difficult',
    season: 'May - November',
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
    destinations: ['Kedarnath', 'Tungnath', 'Badrinath'],
    startingPoint: 'Haridwar',
    featured: true,
  },
  {
    id: 'chardham-tungnath',
    name: 'Chardham with Tungnath',
    description:
      'The complete Chardham Yatra with a day added for the Tungnath trek and Chandrashila: all four dhams and the highest Shiva temple in ten days.',
    image: 'gangotri',
    duration: '10 Days/9 Nights',
    days: 10,
    groupSize: 'Max 20 people',
    price: 75000,
    originalPrice: 85000,
    rating: 4.8,
    reviews: 89,
    difficulty: 'Moderate to Difficult',
    season: 'May - November',
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
    destinations: ['Yamunotri', 'Gangotri', 'Kedarnath', 'Tungnath', 'Badrinath'],
    startingPoint: 'Haridwar',
    featured: false,
  },
  {
    id: 'custom-package',
    name: 'Custom Package Request',
    description:
      'Tell us your dates, group and the temples you want to see, and we will design a personalized itinerary and quote for you.',
    image: 'mana-village',
    duration: 'Flexible',
    days: null,
    groupSize: 'Any group size',
    price: null,
    originalPrice: null,
    rating: 4.9,
    reviews: 57,
    difficulty: 'Custom',
    season: 'Year round',
    highlights: [
      'Itinerary built around your dates',
      'Choose your dhams and side trips',
      'Pick your hotels and vehicle',
      'Helicopter options on request',
    ],
    itinerary: [],
    inclusions: ['A personalized itinerary and quote within 24 hours'],
    exclusions: ['Anything not listed in your written quote'],
    destinations: ['Kedarnath', 'Badrinath', 'Gangotri', 'Yamunotri', 'Tungnath'],
    startingPoint: 'Haridwar',
    featured: true,
  },
];

/** The package with this id, or undefined for an unknown id (the detail page shows Not Found). */
export function getPackage(id: string | undefined): TourPackage | undefined {
  return packages.find((pkg) => pkg.id === id);
}

export function isPackageId(id: string | undefined): id is PackageId {
  return getPackage(id) !== undefined;
}
