import type { PackageId, TourPackage } from '../schemas/package';

/**
 * The one package catalogue (spec §3 Package): what the landing page's tiles, the /packages list,
 * the detail pages, the enquiry form's pre-fill and the sitemap read. Each package's highlights,
 * itinerary, inclusions and exclusions are the packages slice's own
 * (mfe-packages/src/content/package-details.ts). Prices are whole rupees; complete-chardham costs 65,000 everywhere
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
