import type { DestinationProfile, DestinationProfileKey } from '../schemas/destination-profile';
import type { PackageId } from '../schemas/package';

/**
 * Destination profiles (spec §3): what the enquiry form on a detail page is pre-filled with, so the
 * enquiry names the yatra the visitor was reading about.
 */
export const destinationProfiles: readonly DestinationProfile[] = [
  {
    key: 'chardham',
    name: 'Chardham Yatra',
    packageType: 'Complete Chardham Yatra',
    description: 'Yamunotri, Gangotri, Kedarnath and Badrinath in one journey from Haridwar.',
    defaultDuration: '9 Days / 8 Nights',
    defaultGroupSize: '2-25 people',
    highlights: ['All four dhams', 'Kedarnath trek', 'Mana Village'],
  },
  {
    key: 'dodham',
    name: 'DoDham Yatra',
    packageType: 'DoDham Yatra (Kedarnath & Badrinath)',
    description: 'Kedarnath and Badrinath, the two most visited dhams, from Haridwar.',
    defaultDuration: '5 Days / 4 Nights',
    defaultGroupSize: '2-20 people',
    highlights: ['Kedarnath darshan', 'Badrinath darshan', 'Devprayag confluence'],
  },
  {
    key: 'kedarnath',
    name: 'Kedarnath Yatra',
    packageType: 'Kedarnath Tour',
    description: 'The Kedarnath jyotirlinga at 3,583 m, reached by the 17 km trek from Gaurikund.',
    defaultDuration: '4 Days / 3 Nights',
    defaultGroupSize: '2-30 people',
    highlights: ['Kedarnath temple', 'Evening Aarti', 'Mandakini valley trek'],
  },
  {
    key: 'badrinath',
    name: 'Badrinath Yatra',
    packageType: 'Badrinath Tour',
    description: 'Badrinath temple on the Alaknanda, with Mana Village, Vyas Gufa and Bhim Pul.',
    defaultDuration: '4 Days / 3 Nights',
    defaultGroupSize: '2-30 people',
    highlights: ['Badrinath temple', 'Tapt Kund', 'Mana Village'],
  },
  {
    key: 'gangotri',
    name: 'Gangotri Yatra',
    packageType: 'Gangotri Tour',
    description: 'The source of the Ganga at Gangotri temple, 3,100 m, by way of Uttarkashi.',
    defaultDuration: '4 Days / 3 Nights',
    defaultGroupSize: '2-25 people',
    highlights: ['Gangotri temple', 'Gauri Kund', 'Vishwanath Temple, Uttarkashi'],
  },
  {
    key: 'yamunotri',
    name: 'Yamunotri Yatra',
    packageType: 'Yamunotri Tour',
    description: 'Yamunotri temple at 3,293 m, a 6 km trek from Janki Chatti, by way of Mussoorie.',
    defaultDuration: '3 Days / 2 Nights',
    defaultGroupSize: '2-25 people',
    highlights: ['Yamunotri temple', 'Surya Kund', 'Kempty Falls'],
  },
  {
    key: 'tungnath',
    name: 'Tungnath Yatra',
    packageType: 'Yatra with Tungnath',
    description: 'Tungnath, the highest Shiva temple at 3,680 m, with sunrise at Chandrashila.',
    defaultDuration: '6 Days / 5 Nights',
    defaultGroupSize: '2-15 people',
    highlights: ['Tungnath temple', 'Chandrashila summit', 'Chopta meadows'],
  },
  {
    key: 'custom',
    name: 'Custom Yatra',
    packageType: 'Custom Package',
    description: 'An itinerary designed around your dates, group and the temples you want to see.',
    defaultDuration: 'Flexible',
    defaultGroupSize: 'Any group size',
    highlights: ['Your dates', 'Your choice of dhams', 'Your hotels and vehicle'],
  },
];

/** Spec §3: the package id to profile mapping; any other id falls back to chardham. */
const profileOfPackage: Record<PackageId, DestinationProfileKey> = {
  'complete-chardham': 'chardham',
  'deluxe-pilgrimage': 'dodham',
  'standard-package': 'kedarnath',
  'luxury-experience': 'tungnath',
  'chardham-tungnath': 'tungnath',
  'custom-package': 'custom',
};

export function getDestinationProfile(key: DestinationProfileKey): DestinationProfile {
  const profile = destinationProfiles.find((p) => p.key === key);
  // The profiles test guarantees one profile per key; this only guards against a broken edit.
  if (!profile) throw new Error(`No destination profile '${key}'`);
  return profile;
}

export function profileForPackage(packageId: string | undefined): DestinationProfile {
  const key = Object.hasOwn(profileOfPackage, packageId ?? '')
    ? profileOfPackage[packageId as PackageId]
    : 'chardham';
  return getDestinationProfile(key);
}
