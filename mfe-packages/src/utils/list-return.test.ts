import { describe, expect, it } from 'vitest';
import { backToPackagesHref, fromListState } from './list-return';

describe('Back to Packages', () => {
  it('returns to the filtered list the visitor came from', () => {
    expect(backToPackagesHref(fromListState('?q=kedar&price=mid'))).toBe('/packages?q=kedar&price=mid');
  });

  it('returns to the plain list without a list in the history state', () => {
    expect(backToPackagesHref(null)).toBe('/packages');
    expect(backToPackagesHref(undefined)).toBe('/packages');
    expect(backToPackagesHref({ other: 1 })).toBe('/packages');
    expect(backToPackagesHref(fromListState(''))).toBe('/packages');
  });

  it('can only lead to /packages, whatever the state holds', () => {
    expect(backToPackagesHref({ listQuery: '//evil.test/x' })).toMatch(/^\/packages/);
    expect(backToPackagesHref({ listQuery: 'https://evil.test' })).toMatch(/^\/packages/);
  });
});
