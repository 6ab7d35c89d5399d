import { describe, expect, it } from 'vitest';
import { catalogueSchema, packageIds } from '../schemas/package';
import { formatRupees, groupIndian } from './format';
import { getPackage, isPackageId, packages } from './packages';

describe('package catalogue', () => {
  it('parses against the schema', () => {
    expect(() => catalogueSchema.parse(packages)).not.toThrow();
  });

  it('holds the six ids of the spec, in order', () => {
    expect(packages.map((p) => p.id)).toEqual([...packageIds]);
  });

  it('features every package but chardham-tungnath on the landing page', () => {
    expect(packages.filter((p) => !p.featured).map((p) => p.id)).toEqual(['chardham-tungnath']);
  });

  it('gives complete-chardham one price, 65,000 (decision 020)', () => {
    expect(getPackage('complete-chardham')?.price).toBe(65000);
  });

  it('never shows an original price below the price', () => {
    for (const pkg of packages) {
      if (pkg.price !== null && pkg.originalPrice !== null) {
        expect(pkg.originalPrice).toBeGreaterThan(pkg.price);
      }
    }
  });

  it('only the custom package has no price and no length', () => {
    const open = packages.filter((p) => p.price === null || p.days === null).map((p) => p.id);
    expect(open).toEqual(['custom-package']);
  });

  it('finds packages by id and rejects unknown ids', () => {
    expect(getPackage('standard-package')?.id).toBe('standard-package');
    expect(getPackage('nope')).toBeUndefined();
    expect(getPackage(undefined)).toBeUndefined();
    expect(isPackageId('luxury-experience')).toBe(true);
    expect(isPackageId('luxury')).toBe(false);
  });
});

describe('formatRupees', () => {
  it('uses Indian digit grouping without paise', () => {
    expect(formatRupees(45000)).toBe('₹45,000');
    expect(formatRupees(145000)).toBe('₹1,45,000');
    expect(groupIndian(3583)).toBe('3,583');
  });

  it('writes what Intl writes for en-IN, for every price the catalogue could hold', () => {
    const rupees = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      maximumFractionDigits: 0,
    });
    const grouped = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
    const values = [0, 1, 9, 10, 99, 100, 999, 1000, 9999, 10000, 99999, 100000, 999999, 1000000];
    for (let n = 7; n < 2e10; n = Math.floor(n * 1.37) + 3) values.push(n);
    values.push(12345.5, 999.49, 100000.5, -45000, -7);
    for (const value of values) {
      expect(formatRupees(value)).toBe(rupees.format(value));
      expect(groupIndian(value)).toBe(grouped.format(value));
    }
  });
});
