/// <reference path="../images/responsive.d.ts" />
/**
 * The site's original artwork, one Himalayan scene per artwork key, as responsive images (AVIF/WebP
 * at several widths, built by `responsiveImages` from `@chardham/shared/images`). Drawn by
 * tools/artwork/draw.mjs; the company's own photos replace them here (see the README).
 */
import type { ProcessedImage } from '../images/types';
import type { ArtworkKey } from '../schemas/artwork';
import badrinath from './scenes/badrinath.svg?responsive';
import chardham from './scenes/chardham.svg?responsive';
import dhariDevi from './scenes/dhari-devi.svg?responsive';
import gangotri from './scenes/gangotri.svg?responsive';
import haridwar from './scenes/haridwar.svg?responsive';
import kedarnath from './scenes/kedarnath.svg?responsive';
import manaVillage from './scenes/mana-village.svg?responsive';
import tungnath from './scenes/tungnath.svg?responsive';
import yamunotri from './scenes/yamunotri.svg?responsive';

export type { ProcessedImage };

export const artwork: Record<ArtworkKey, ProcessedImage> = {
  chardham,
  kedarnath,
  badrinath,
  gangotri,
  yamunotri,
  tungnath,
  'mana-village': manaVillage,
  'dhari-devi': dhariDevi,
  haridwar,
};
