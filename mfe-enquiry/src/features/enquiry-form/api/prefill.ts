import { getPackage } from '@chardham/shared/content/packages';
import type { PackageId } from '@chardham/shared/schemas/package';
import {
  type Duration,
  durations,
  type TourChoice,
  tourChoiceLabels,
} from '../../../schemas/enquiry-options';

/** The tour a package page's form starts with (issue 21; decision 033). */
const tourOfPackage: Partial<Record<PackageId, TourChoice>> = {
  'complete-chardham': 'chardham',
  'deluxe-pilgrimage': 'dodham',
  'standard-package': 'Kedarnath',
  'luxury-experience': 'dodhamwithtungnath',
  'chardham-tungnath': 'chardhamwithtungnath',
};

/** The first duration option that holds this many days ('9-10' for 9 and for 10). */
export function durationFor(days: number): Duration | '' {
  for (const option of durations) {
    const [low, high] = option.split('-').map((part) => Number.parseInt(part, 10));
    if (low === undefined || Number.isNaN(low)) continue;
    if (option.endsWith('+') ? days >= low : days >= low && days <= (high ?? low)) return option;
  }
  return '';
}

/**
 * What a package page's enquiry form starts with: the tour that matches the package and the duration
 * option that holds its days. A pure function of the package id, so the server's HTML and the
 * browser's first render agree. An id the catalogue lacks falls back to the chardham package (spec
 * §3, as its destination profile does); no id (home, package list) pre-fills nothing.
 */
export function prefillFor(packageId: string | undefined): { budget?: TourChoice; duration?: Duration } {
  if (packageId === undefined) return {};
  const known = getPackage(packageId);
  const pkg = known && tourOfPackage[known.id] ? known : getPackage('complete-chardham');
  if (!pkg) return {};
  const days = Number.parseInt(/(\d+)\s*Days?/i.exec(pkg.duration)?.[1] ?? '', 10);
  const duration = Number.isNaN(days) ? '' : durationFor(days);
  return { budget: tourOfPackage[pkg.id], ...(duration ? { duration } : {}) };
}

/** The package type stored with a tour the visitor chose over the page's own. */
export const packageTypeOfTour = (tour: TourChoice) => tourChoiceLabels[tour];
