import type { TourPackage } from '@chardham/shared/schemas/package';

/**
 * The list's filter options (spec §5 List filters): the codes the URL keeps, in the selects' order.
 * The labels the selects show are the slice's strings, by code (src/i18n: filters.*Options).
 */
export const difficultyOptions = [
  { value: 'all' },
  { value: 'easy' },
  { value: 'moderate' },
  { value: 'difficult' },
] as const;

// The labelled reading of the duration filter: docs/decisions/021-duration-filter-reading.md.
export const durationOptions = [
  { value: 'all' },
  { value: 'short' },
  { value: 'medium' },
  { value: 'long' },
] as const;

export const priceOptions = [
  { value: 'all' },
  { value: 'budget' },
  { value: 'mid' },
  { value: 'premium' },
] as const;

export type Difficulty = (typeof difficultyOptions)[number]['value'];
export type DurationRange = (typeof durationOptions)[number]['value'];
export type PriceRange = (typeof priceOptions)[number]['value'];

export interface PackageFilters {
  search: string;
  difficulty: Difficulty;
  duration: DurationRange;
  price: PriceRange;
}

export const defaultFilters: PackageFilters = {
  search: '',
  difficulty: 'all',
  duration: 'all',
  price: 'all',
};

/** Inclusive day bounds of each duration range. */
const dayBounds: Record<Exclude<DurationRange, 'all'>, [number, number]> = {
  short: [3, 4],
  medium: [5, 6],
  long: [7, Number.POSITIVE_INFINITY],
};

/** Rupee bounds of each price range: lower inclusive, upper exclusive. */
const priceBounds: Record<Exclude<PriceRange, 'all'>, [number, number]> = {
  budget: [0, 30000],
  mid: [30000, 50000],
  premium: [50000, Number.POSITIVE_INFINITY],
};

export function matchesSearch(pkg: TourPackage, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase('en-IN');
  if (!needle) return true;
  return [pkg.name, pkg.description, ...pkg.destinations].some((text) =>
    text.toLocaleLowerCase('en-IN').includes(needle),
  );
}

/** Matches on the difficulty text, so 'Moderate to Difficult' is both moderate and difficult. */
export function matchesDifficulty(pkg: TourPackage, difficulty: Difficulty): boolean {
  return difficulty === 'all' || pkg.difficulty.toLowerCase().includes(difficulty);
}

/** A flexible package (no length in days) matches only 'all'. */
export function matchesDuration(pkg: TourPackage, duration: DurationRange): boolean {
  if (duration === 'all') return true;
  if (pkg.days === null) return false;
  const [min, max] = dayBounds[duration];
  return pkg.days >= min && pkg.days <= max;
}

/** A custom quote (no price) matches only 'all'. */
export function matchesPrice(pkg: TourPackage, price: PriceRange): boolean {
  if (price === 'all') return true;
  if (pkg.price === null) return false;
  const [min, max] = priceBounds[price];
  return pkg.price >= min && pkg.price < max;
}

/**
 * The visible list: the packages that match all four filters, in catalogue order. The list is the
 * English catalogue (difficulty matches its English text); `alsoSearch` gives a package's text in the
 * page's language, which the search matches too (a Hindi page finds 'केदारनाथ' and 'Kedarnath').
 */
export function filterPackages<P extends TourPackage>(
  list: readonly P[],
  filters: PackageFilters,
  alsoSearch?: (pkg: P) => TourPackage,
): P[] {
  return list.filter(
    (pkg) =>
      (matchesSearch(pkg, filters.search) ||
        (alsoSearch !== undefined && matchesSearch(alsoSearch(pkg), filters.search))) &&
      matchesDifficulty(pkg, filters.difficulty) &&
      matchesDuration(pkg, filters.duration) &&
      matchesPrice(pkg, filters.price),
  );
}

export function isFiltered(filters: PackageFilters): boolean {
  return (
    filters.search.trim() !== '' ||
    filters.difficulty !== 'all' ||
    filters.duration !== 'all' ||
    filters.price !== 'all'
  );
}
