/**
 * Each package page's share image (read by vite.config.ts, at build time): the package's name,
 * duration and price per person over its own scene, one card in English (keyed by the package's id)
 * and one in Hindi (keyed `<id>-hi`, for the page under /hi/). The custom package is the custom request
 * page, which keeps the site's default image.
 */
import { createRequire } from 'node:module';
import type { ShareCard } from '@chardham/build';
import { formatRupees } from '@chardham/shared/content/format';
import { packages } from '@chardham/shared/content/packages';
import { packagesHi } from '@chardham/shared/content/packages.hi';

const sceneFile = (key: string) =>
  createRequire(import.meta.url).resolve(`@chardham/shared/artwork/scenes/${key}.svg`);

export const packageShareCards: Record<string, ShareCard> = Object.fromEntries(
  packages.flatMap((pkg) => {
    if (pkg.price === null) return [];
    const scene = sceneFile(pkg.image);
    const price = `${formatRupees(pkg.price)} per person`;
    const card: ShareCard = {
      scene,
      title: pkg.name,
      facts: [`${pkg.duration} · from ${price}`],
      alt: `${pkg.name}: ${pkg.duration}, from ${price}, over a painting of the Himalaya`,
      lang: 'en',
    };
    const hi = packagesHi[pkg.id];
    const priceHi = `प्रति व्यक्ति ${formatRupees(pkg.price)} से शुरू`;
    const cardHi: ShareCard = {
      scene,
      title: hi.name,
      facts: [`${hi.duration} · ${priceHi}`],
      alt: `${hi.name}: ${hi.duration}, ${priceHi}; पीछे हिमालय का एक चित्र`,
      lang: 'hi',
    };
    return [
      [pkg.id, card],
      [`${pkg.id}-hi`, cardHi],
    ];
  }),
);
