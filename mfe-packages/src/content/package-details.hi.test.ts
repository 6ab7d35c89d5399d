import { packagesHi } from '@chardham/shared/content/packages.hi';
import { packageIds } from '@chardham/shared/schemas/package';
import { englishWords } from '@chardham/shared/testing/english';
import { describe, expect, it } from 'vitest';
import { packageDetailsSchema } from '../schemas/package-details';
import { artworkAltHi } from './artwork-alt.hi';
import { detailedPackagesIn, getDetailedPackage, packageDetails } from './package-details';
import { packageDetailsHi } from './package-details.hi';

describe('package details in Hindi', () => {
  it('has details for each package, parsing against the schema, with the English ones’ shape', () => {
    // One entry per package id is the type's to check (Record<PackageId, PackageDetails>).
    for (const id of packageIds) {
      const hi = packageDetailsSchema.parse(packageDetailsHi[id]);
      const en = packageDetails[id];
      expect(hi.highlights).toHaveLength(en.highlights.length);
      expect(hi.itinerary.map((d) => [d.day, d.activities.length])).toEqual(
        en.itinerary.map((d) => [d.day, d.activities.length]),
      );
      expect(hi.inclusions).toHaveLength(en.inclusions.length);
      expect(hi.exclusions).toHaveLength(en.exclusions.length);
    }
  });

  it('is written in Devanagari: no word in Latin letters', () => {
    expect(englishWords(JSON.stringify(Object.values(packageDetailsHi)).replace(/"\w+":/g, ''))).toEqual([]);
    expect(englishWords(Object.values(artworkAltHi).join(' '))).toEqual([]);
  });

  it('joins the Hindi catalogue with the Hindi details, keeping ids, prices and days', () => {
    expect(getDetailedPackage('complete-chardham', 'hi')).toMatchObject({
      id: 'complete-chardham',
      name: packagesHi['complete-chardham'].name,
      price: 65000,
      days: 9,
      highlights: packageDetailsHi['complete-chardham'].highlights,
    });
    expect(getDetailedPackage('complete-chardham', 'en')).toEqual(getDetailedPackage('complete-chardham'));
    expect(getDetailedPackage('no-such-package', 'hi')).toBeUndefined();
    expect(detailedPackagesIn('hi').map((p) => [p.id, p.price, p.days])).toEqual(
      detailedPackagesIn('en').map((p) => [p.id, p.price, p.days]),
    );
  });
});
