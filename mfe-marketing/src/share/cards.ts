/**
 * The landing page's share image (read by vite.config.ts, at build time): the yatra the site is for,
 * its four dhams, and the flagship package's duration and price per person, over the first hero
 * slide.
 */
import { fileURLToPath } from 'node:url';
import type { ShareCard } from '@chardham/build';
import { formatRupees } from '@chardham/shared/content/format';
import { getPackage } from '@chardham/shared/content/packages';

const flagship = getPackage('complete-chardham');
if (!flagship?.price)
  throw new Error('the landing share card needs the complete-chardham package and its price');
const price = `${formatRupees(flagship.price)} per person`;

export const homeShareCards: Record<string, ShareCard> = {
  home: {
    scene: fileURLToPath(new URL('../artwork/hero/hero-1.svg', import.meta.url)),
    title: 'Chardham Yatra from Haridwar',
    facts: ['Yamunotri · Gangotri · Kedarnath · Badrinath', `${flagship.duration} · from ${price}`],
    alt: `Chardham Yatra from Haridwar: Yamunotri, Gangotri, Kedarnath and Badrinath in ${flagship.duration}, from ${price}, over a painting of the Himalaya`,
    lang: 'en',
  },
};
