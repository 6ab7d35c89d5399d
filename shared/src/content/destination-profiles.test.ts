import { describe, expect, it } from 'vitest';
import { destinationProfilesSchema } from '../schemas/destination-profile';
import { destinationProfiles, profileForPackage } from './destination-profiles';

describe('destination profiles', () => {
  it('parse against the schema, one per key', () => {
    expect(() => destinationProfilesSchema.parse(destinationProfiles)).not.toThrow();
  });

  it.each([
    ['complete-chardham', 'chardham', 'Chardham Yatra'],
    ['deluxe-pilgrimage', 'dodham', 'DoDham Yatra'],
    ['standard-package', 'kedarnath', 'Kedarnath Yatra'],
    ['luxury-experience', 'tungnath', 'Tungnath Yatra'],
    ['chardham-tungnath', 'tungnath', 'Tungnath Yatra'],
    ['custom-package', 'custom', 'Custom Yatra'],
  ])('maps package %s to the %s profile', (packageId, key, name) => {
    const profile = profileForPackage(packageId);
    expect(profile.key).toBe(key);
    expect(profile.name).toBe(name);
  });

  it.each([['unknown'], [''], [undefined], ['toString'], ['__proto__']])(
    'falls back to chardham for any other id (%s)',
    (packageId) => {
      expect(profileForPackage(packageId).key).toBe('chardham');
    },
  );

  it('pre-fills the list page with the values the spec names for the chardham profile', () => {
    const profile = profileForPackage('complete-chardham');
    expect(profile.name).toBe('Chardham Yatra');
    expect(profile.packageType).toBe('Complete Chardham Yatra');
  });
});
