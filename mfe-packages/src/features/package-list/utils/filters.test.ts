import { packages } from '@chardham/shared/content/packages';
import type { TourPackage } from '@chardham/shared/schemas/package';
import { describe, expect, it } from 'vitest';
import {
  defaultFilters,
  filterPackages,
  isFiltered,
  matchesDuration,
  matchesPrice,
  type PackageFilters,
} from './filters';

const ids = (filters: Partial<PackageFilters>) =>
  filterPackages(packages, { ...defaultFilters, ...filters }).map((p) => p.id);

const [first] = packages;
if (!first) throw new Error('the catalogue is empty');

const withDaysAndPrice = (days: number | null, price: number | null): TourPackage => ({
  ...first,
  days,
  price,
});

describe('search', () => {
  it('shows every package when empty or blank', () => {
    expect(ids({})).toHaveLength(6);
    expect(ids({ search: '   ' })).toHaveLength(6);
  });

  it('matches the name, case-insensitively', () => {
    expect(ids({ search: 'dodham' })).toEqual(['deluxe-pilgrimage']);
  });

  it('matches the description', () => {
    expect(ids({ search: 'CHANDRASHILA' })).toEqual(['luxury-experience', 'chardham-tungnath']);
  });

  it('matches the destinations', () => {
    expect(ids({ search: 'gangotri' })).toEqual(['complete-chardham', 'chardham-tungnath', 'custom-package']);
  });

  it('finds nothing for text no package has', () => {
    expect(ids({ search: 'everest' })).toEqual([]);
  });
});

describe('difficulty', () => {
  it('easy matches no package of the catalogue', () => {
    expect(ids({ difficulty: 'easy' })).toEqual([]);
  });

  it('moderate matches Moderate and Moderate to Difficult', () => {
    expect(ids({ difficulty: 'moderate' })).toEqual([
      'complete-chardham',
      'deluxe-pilgrimage',
      'standard-package',
      'luxury-experience',
      'chardham-tungnath',
    ]);
  });

  it('difficult matches only Moderate to Difficult', () => {
    expect(ids({ difficulty: 'difficult' })).toEqual([
      'complete-chardham',
      'luxury-experience',
      'chardham-tungnath',
    ]);
  });
});

describe('duration (labelled reading: 3-4, 5-6, 7+ days)', () => {
  it('short is 3-4 days', () => {
    expect(ids({ duration: 'short' })).toEqual(['standard-package']);
  });

  it('medium is 5-6 days', () => {
    expect(ids({ duration: 'medium' })).toEqual(['deluxe-pilgrimage', 'luxury-experience']);
  });

  it('long is 7 days or more', () => {
    expect(ids({ duration: 'long' })).toEqual(['complete-chardham', 'chardham-tungnath']);
  });

  it.each([
    [2, []],
    [3, ['short']],
    [4, ['short']],
    [5, ['medium']],
    [6, ['medium']],
    [7, ['long']],
    [14, ['long']],
  ])('a %i-day package falls in %j', (days, ranges) => {
    const pkg = withDaysAndPrice(days, 1000);
    const matched = (['short', 'medium', 'long'] as const).filter((r) => matchesDuration(pkg, r));
    expect(matched).toEqual(ranges);
  });
});

describe('price', () => {
  it('under ₹30K', () => {
    expect(ids({ price: 'budget' })).toEqual(['standard-package']);
  });

  it('₹30K-₹50K', () => {
    expect(ids({ price: 'mid' })).toEqual(['deluxe-pilgrimage', 'luxury-experience']);
  });

  it('₹50K and above', () => {
    expect(ids({ price: 'premium' })).toEqual(['complete-chardham', 'chardham-tungnath']);
  });

  it.each([
    [29999, 'budget'],
    [30000, 'mid'],
    [49999, 'mid'],
    [50000, 'premium'],
  ] as const)('₹%i is %s', (price, range) => {
    const pkg = withDaysAndPrice(5, price);
    const matched = (['budget', 'mid', 'premium'] as const).filter((r) => matchesPrice(pkg, r));
    expect(matched).toEqual([range]);
  });
});

describe('the custom package (no price, no fixed length, difficulty Custom)', () => {
  it('shows with every filter at all', () => {
    expect(ids({})).toContain('custom-package');
  });

  it('is hidden by any duration, price or difficulty choice', () => {
    for (const duration of ['short', 'medium', 'long'] as const) {
      expect(ids({ duration })).not.toContain('custom-package');
    }
    for (const price of ['budget', 'mid', 'premium'] as const) {
      expect(ids({ price })).not.toContain('custom-package');
    }
    for (const difficulty of ['easy', 'moderate', 'difficult'] as const) {
      expect(ids({ difficulty })).not.toContain('custom-package');
    }
  });

  it('is still found by search', () => {
    expect(ids({ search: 'custom' })).toEqual(['custom-package']);
  });
});

describe('combinations', () => {
  it('keep only the packages that match all four filters', () => {
    expect(ids({ search: 'kedarnath', duration: 'medium', price: 'mid' })).toEqual([
      'deluxe-pilgrimage',
      'luxury-experience',
    ]);
    expect(ids({ search: 'tungnath', difficulty: 'difficult', duration: 'long', price: 'premium' })).toEqual([
      'chardham-tungnath',
    ]);
    expect(ids({ difficulty: 'moderate', price: 'budget' })).toEqual(['standard-package']);
  });

  it('can exclude everything', () => {
    expect(ids({ duration: 'short', price: 'premium' })).toEqual([]);
  });
});

describe('isFiltered', () => {
  it('is false only for the defaults', () => {
    expect(isFiltered(defaultFilters)).toBe(false);
    expect(isFiltered({ ...defaultFilters, search: ' ' })).toBe(false);
    expect(isFiltered({ ...defaultFilters, search: 'x' })).toBe(true);
    expect(isFiltered({ ...defaultFilters, price: 'mid' })).toBe(true);
  });
});

describe('search on a Hindi page', () => {
  it('also matches the Hindi text of a package when given it, the other filters unchanged', async () => {
    const { localizePackage } = await import('@chardham/shared/content/packages.hi');
    const hindi = (pkg: TourPackage) => localizePackage(pkg, 'hi');
    const find = (filters: Partial<PackageFilters>, also?: typeof hindi) =>
      filterPackages(packages, { ...defaultFilters, ...filters }, also).map((p) => p.id);
    expect(find({ search: 'दोधाम' })).toEqual([]);
    expect(find({ search: 'दोधाम' }, hindi)).toEqual(['deluxe-pilgrimage', 'luxury-experience']);
    expect(find({ search: 'dodham' }, hindi)).toEqual(['deluxe-pilgrimage']);
    expect(find({ search: 'तुंगनाथ', difficulty: 'difficult', duration: 'medium' }, hindi)).toEqual([
      'luxury-experience',
    ]);
  });
});
