/**
 * Each package page's share image (read by vite.config.ts, at build time): the package's name,
 * duration and price per person over its own scene. The custom package is the custom request page,
 * which keeps the site's default image.
 */
import { createRequire } from 'node:module';
import type { ShareCard } from '@chardham/build';
import { formatRupees } from '@chardham/shared/content/format';
import { packages } from '@chardham/shared/content/packages';

const sceneFile = (key: string) =>
  createRequire(import.meta.url).resolve(`@chardham/shared/artwork/scenes/${key}.svg`);

export const packageShareCards: Record<string, ShareCard> = Object.fromEntries(
  packages.flatMap((pkg) => {
    if (pkg.price === null) return [];
    const price = `${formatRupees(pkg.price)} per person`;
    const card: ShareCard = {
      scene: sceneFile(pkg.image),
      title: pkg.name,
      facts: [`${pkg.duration} · from ${price}`],
      alt: `${pkg.name}: ${pkg.duration}, from ${price}, over a painting of the Himalaya`,
      lang: 'en',
    };
    return [[pkg.id, card]];
  }),
);
