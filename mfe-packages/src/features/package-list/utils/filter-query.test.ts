import { href } from '@chardham/shared/routes';
import { describe, expect, it } from 'vitest';
import { filtersToQuery, parseFilters } from './filter-query';
import { defaultFilters } from './filters';

describe('filters in the query string', () => {
  it('reads the defaults from an empty query', () => {
    expect(parseFilters(new URLSearchParams())).toEqual(defaultFilters);
  });

  it('round-trips every filter through a shareable URL', () => {
    const filters = {
      search: 'kedar nath',
      difficulty: 'moderate',
      duration: 'long',
      price: 'premium',
    } as const;
    const url = href.packages(filtersToQuery(filters));
    expect(url).toBe('/packages?q=kedar+nath&difficulty=moderate&duration=long&price=premium');
    expect(parseFilters(new URL(url, 'https://x.test').searchParams)).toEqual(filters);
  });

  it('leaves defaults out, so the unfiltered list is plain /packages', () => {
    expect(href.packages(filtersToQuery(defaultFilters))).toBe('/packages');
  });

  it('treats unknown values as all', () => {
    expect(parseFilters(new URLSearchParams('difficulty=extreme&duration=9&price=free'))).toEqual(
      defaultFilters,
    );
  });
});
