import { getPackage, packages } from '@chardham/shared/content/packages';
import { packagesHi } from '@chardham/shared/content/packages.hi';
import { englishWords } from '@chardham/shared/testing/english';
import { describe, expect, it } from 'vitest';
import { packageShareCards } from './cards';

const priced = packages.filter((pkg) => pkg.price !== null);

describe('package share cards', () => {
  it('has an English and a Hindi card per priced package, over the same scene', () => {
    expect(Object.keys(packageShareCards).sort()).toEqual(
      priced.flatMap((pkg) => [pkg.id, `${pkg.id}-hi`]).sort(),
    );
    for (const pkg of priced) {
      expect(packageShareCards[pkg.id]?.lang).toBe('en');
      expect(packageShareCards[`${pkg.id}-hi`]?.lang).toBe('hi');
      expect(packageShareCards[`${pkg.id}-hi`]?.scene).toBe(packageShareCards[pkg.id]?.scene);
    }
  });

  it("words the English card from the package's name, duration and price", () => {
    const { name, duration } = getPackage('complete-chardham') ?? {};
    expect(packageShareCards['complete-chardham']).toMatchObject({
      title: name,
      facts: [`${duration} · from ₹65,000 per person`],
      alt: `${name}: ${duration}, from ₹65,000 per person, over a painting of the Himalaya`,
    });
  });

  it('writes the Hindi card in Hindi', () => {
    expect(packageShareCards['complete-chardham-hi']).toMatchObject({
      title: packagesHi['complete-chardham'].name,
      facts: [`${packagesHi['complete-chardham'].duration} · प्रति व्यक्ति ₹65,000 से शुरू`],
    });
    for (const pkg of priced) {
      const card = packageShareCards[`${pkg.id}-hi`];
      expect(englishWords([card?.title, ...(card?.facts ?? []), card?.alt].join(' '))).toEqual([]);
    }
  });
});
