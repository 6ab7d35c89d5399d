/// <reference types="@chardham/shared/images/responsive" />
/** The landing page's four hero slides (16:10, rendered up to 1600 px wide). */
import type { ProcessedImage } from '@chardham/shared/images';
import hero1 from './hero/hero-1.svg?responsive';
import hero2 from './hero/hero-2.svg?responsive';
import hero3 from './hero/hero-3.svg?responsive';
import hero4 from './hero/hero-4.svg?responsive';

export const heroArtwork: readonly ProcessedImage[] = [hero1, hero2, hero3, hero4];
