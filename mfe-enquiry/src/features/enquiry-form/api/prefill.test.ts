import { packages } from '@chardham/shared/content/packages';
import { describe, expect, it } from 'vitest';
import { durationFor, prefillFor } from './prefill';

describe('a package page pre-fills its enquiry form', () => {
  it.each([
    ['complete-chardham', 'chardham', '9-10'],
    ['deluxe-pilgrimage', 'dodham', '5-6'],
    ['standard-package', 'Kedarnath', '3-4'],
    ['luxury-experience', 'dodhamwithtungnath', '5-6'],
    ['chardham-tungnath', 'chardhamwithtungnath', '9-10'],
    ['no-such-package', 'chardham', '9-10'],
  ])('%s: tour %s, duration %s', (id, budget, duration) => {
    expect(prefillFor(id)).toEqual({ budget, duration });
  });

  it('pre-fills nothing without a package (home, package list)', () => {
    expect(prefillFor(undefined)).toEqual({});
  });

  it("takes the option that holds the package's days", () => {
    for (const pkg of packages.filter((p) => /\d+ Days/.test(p.duration))) {
      const days = Number.parseInt(pkg.duration, 10);
      const [low, high] = durationFor(days)
        .split('-')
        .map((n) => Number.parseInt(n, 10));
      expect(days, pkg.id).toBeGreaterThanOrEqual(low ?? Number.NaN);
      if (high !== undefined && !Number.isNaN(high)) expect(days, pkg.id).toBeLessThanOrEqual(high);
    }
    expect(durationFor(11)).toBe('10+');
    expect(durationFor(2)).toBe('');
  });
});
