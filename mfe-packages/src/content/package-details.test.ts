import { getPackage, packages } from '@chardham/shared/content/packages';
import { packageIds } from '@chardham/shared/schemas/package';
import { describe, expect, it } from 'vitest';
import { packageDetailsSchema } from '../schemas/package-details';
import { detailedPackages, getDetailedPackage, packageDetails } from './package-details';

describe('package details', () => {
  // One entry per package id is the type's to check (Record<PackageId, PackageDetails>); the schema
  // adds what a type cannot say (lengths, enough highlights).
  it('has details for each package of the catalogue, and they parse against the schema', () => {
    for (const id of packageIds) expect(() => packageDetailsSchema.parse(packageDetails[id])).not.toThrow();
  });

  it('has an itinerary day for every day of each fixed-length package', () => {
    for (const pkg of detailedPackages) {
      if (pkg.days === null) continue;
      expect(pkg.itinerary.map((d) => d.day)).toEqual(Array.from({ length: pkg.days }, (_, i) => i + 1));
    }
  });

  it('joins a package of the catalogue with its details, and knows no other id', () => {
    expect(detailedPackages.map((p) => p.id)).toEqual(packages.map((p) => p.id));
    expect(getDetailedPackage('complete-chardham')).toEqual({
      ...getPackage('complete-chardham'),
      ...packageDetails['complete-chardham'],
    });
    expect(getDetailedPackage('complete-chardham')?.itinerary).toHaveLength(9);
    expect(getDetailedPackage('no-such-package')).toBeUndefined();
  });
});
