import { describe, expect, it } from 'vitest';
import { englishWords } from '../testing/english';
import { packages } from './packages';
import { localizePackage, packagesIn } from './packages.hi';

describe('the catalogue in Hindi', () => {
  it('has every package, with the same facts and no English words', () => {
    const hindi = packagesIn('hi');
    expect(hindi.map((p) => [p.id, p.price, p.days, p.image])).toEqual(
      packages.map((p) => [p.id, p.price, p.days, p.image]),
    );
    for (const pkg of hindi) {
      const text = [
        pkg.name,
        pkg.description,
        pkg.duration,
        pkg.groupSize,
        pkg.difficulty,
        pkg.season,
        pkg.startingPoint,
        ...pkg.destinations,
      ].join(' ');
      expect(englishWords(text), pkg.id).toEqual([]);
    }
  });

  it('is the English catalogue itself in English', () => {
    expect(packagesIn('en')).toBe(packages);
    const first = packages[0];
    if (first) expect(localizePackage(first, 'en')).toBe(first);
  });
});
