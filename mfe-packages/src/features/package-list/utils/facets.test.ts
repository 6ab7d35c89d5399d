import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packages } from '@chardham/shared/content/packages';
import { describe, expect, it } from 'vitest';
import { facetsOf } from './facets';
import { defaultFilters, difficultyOptions, durationOptions, filterPackages, priceOptions } from './filters';

const byId = (id: string) => {
  const pkg = packages.find((p) => p.id === id);
  if (!pkg) throw new Error(id);
  return pkg;
};

describe('facetsOf', () => {
  it('lists the codes a package matches, all included', () => {
    expect(facetsOf(byId('luxury-experience'))).toEqual({
      'data-difficulty': 'all moderate difficult',
      'data-duration': 'all medium',
      'data-price': 'all mid',
    });
  });

  it('gives a custom package only all, as the filters do', () => {
    expect(facetsOf(byId('custom-package'))).toEqual({
      'data-difficulty': 'all',
      'data-duration': 'all',
      'data-price': 'all',
    });
  });

  it('agrees with the filters for every choice of the three selects', () => {
    const has = (list: string, code: string) => list.split(' ').includes(code);
    for (const difficulty of ['all', 'easy', 'moderate', 'difficult'] as const) {
      for (const duration of ['all', 'short', 'medium', 'long'] as const) {
        for (const price of ['all', 'budget', 'mid', 'premium'] as const) {
          const filtered = filterPackages(packages, { ...defaultFilters, difficulty, duration, price });
          const bySelectors = packages.filter((pkg) => {
            const facets = facetsOf(pkg);
            return (
              has(facets['data-difficulty'], difficulty) &&
              has(facets['data-duration'], duration) &&
              has(facets['data-price'], price)
            );
          });
          expect(bySelectors.map((p) => p.id)).toEqual(filtered.map((p) => p.id));
        }
      }
    }
  });

  it('are all in the stylesheet that filters without JavaScript', () => {
    const css = readFileSync(join(import.meta.dirname, '../components/package-list-page.module.css'), 'utf8');
    const noScript = css.slice(css.indexOf('@media (scripting: none)')).replace(/\s+/g, ' ');
    const selects = { difficulty: difficultyOptions, duration: durationOptions, price: priceOptions };
    for (const [name, options] of Object.entries(selects)) {
      for (const { value } of options) {
        const chosen = `.results:has(select[name="${name}"] [value="${value}"]:checked)`;
        // Each code hides the cards without it, and counts as a shown mark where it is chosen.
        if (value !== 'all') {
          expect(noScript).toContain(`${chosen} [data-${name}]:not([data-${name}~="${value}"])`);
          expect(noScript).toContain(`:is(${chosen} *)[data-${name}~="${value}"]`);
        } else {
          expect(noScript).toContain(`:is(${chosen} *)`);
        }
      }
    }
  });
});
