import { packages } from '@chardham/shared/content/packages';
import { ORIGIN_TOKEN } from '@chardham/shared/ssr';
import { describe, expect, it } from 'vitest';
import { files } from './entry';

describe("the packages release's sitemap lines (decision 099)", () => {
  it('list every package it offers in both languages, each naming its versions', () => {
    const sitemap = files()['sitemap.xml'] ?? '';
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(
      packages.flatMap((pkg) => [
        `${ORIGIN_TOKEN}/package/${pkg.id}`,
        `${ORIGIN_TOKEN}/hi/package/${pkg.id}`,
      ]),
    );
    expect(sitemap).toContain(
      `<xhtml:link rel="alternate" hreflang="hi" href="${ORIGIN_TOKEN}/hi/package/${packages[0]?.id}"/>`,
    );
    // Lines to include in the shell's urlset, not a document of their own.
    expect(sitemap).not.toMatch(/<\?xml|<urlset/);
  });
});
