/**
 * The landing page's share images (read by vite.config.ts, at build time): the yatra the site is for,
 * its four dhams, and the flagship package's duration and price per person, over the first hero
 * slide; one card in English and one in Hindi (the Hindi page's).
 */
import { fileURLToPath } from 'node:url';
import type { ShareCard } from '@chardham/build';
import { formatRupees } from '@chardham/shared/content/format';
import { getPackage } from '@chardham/shared/content/packages';
import { packagesHi } from '@chardham/shared/content/packages.hi';

const flagship = getPackage('complete-chardham');
if (!flagship?.price)
  throw new Error('the landing share card needs the complete-chardham package and its price');
const price = `${formatRupees(flagship.price)} per person`;
const scene = fileURLToPath(new URL('../artwork/hero/hero-1.svg', import.meta.url));
const durationHi = packagesHi['complete-chardham'].duration;
const priceHi = `प्रति व्यक्ति ${formatRupees(flagship.price)} से शुरू`;

export const homeShareCards: Record<string, ShareCard> = {
  home: {
    scene,
    title: 'Chardham Yatra from Haridwar',
    facts: ['Yamunotri · Gangotri · Kedarnath · Badrinath', `${flagship.duration} · from ${price}`],
    alt: `Chardham Yatra from Haridwar: Yamunotri, Gangotri, Kedarnath and Badrinath in ${flagship.duration}, from ${price}, over a painting of the Himalaya`,
    lang: 'en',
  },
  'home-hi': {
    scene,
    title: 'हरिद्वार से चारधाम यात्रा',
    facts: ['यमुनोत्री · गंगोत्री · केदारनाथ · बद्रीनाथ', `${durationHi} · ${priceHi}`],
    alt: `हरिद्वार से चारधाम यात्रा: ${durationHi} में यमुनोत्री, गंगोत्री, केदारनाथ और बद्रीनाथ, ${priceHi}, पीछे हिमालय का एक चित्र`,
    lang: 'hi',
  },
};
