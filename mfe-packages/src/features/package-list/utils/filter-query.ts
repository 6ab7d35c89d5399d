import {
  type Difficulty,
  type DurationRange,
  defaultFilters,
  difficultyOptions,
  durationOptions,
  type PackageFilters,
  type PriceRange,
  priceOptions,
} from './filters';

/** Query-string keys: short, readable, and stable because shared links carry them. */
export const filterParams = {
  search: 'q',
  difficulty: 'difficulty',
  duration: 'duration',
  price: 'price',
} as const;

function pick<T extends string>(options: readonly { value: T }[], raw: string | null, fallback: T): T {
  return options.find((o) => o.value === raw)?.value ?? fallback;
}

/** Filters from a URL; unknown or hand-edited values fall back to 'all' rather than an error. */
export function parseFilters(params: URLSearchParams): PackageFilters {
  return {
    search: params.get(filterParams.search) ?? defaultFilters.search,
    difficulty: pick<Difficulty>(difficultyOptions, params.get(filterParams.difficulty), 'all'),
    duration: pick<DurationRange>(durationOptions, params.get(filterParams.duration), 'all'),
    price: pick<PriceRange>(priceOptions, params.get(filterParams.price), 'all'),
  };
}

/** The query for `href.packages()`: defaults are left out, so the unfiltered list is plain /packages. */
export function filtersToQuery(filters: PackageFilters): Record<string, string | undefined> {
  const orNothing = (value: string) => (value === 'all' ? undefined : value);
  return {
    [filterParams.search]: filters.search || undefined,
    [filterParams.difficulty]: orNothing(filters.difficulty),
    [filterParams.duration]: orNothing(filters.duration),
    [filterParams.price]: orNothing(filters.price),
  };
}
