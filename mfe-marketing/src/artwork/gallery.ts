/// <reference types="@chardham/shared/images/responsive" />
/** Twenty small gallery scenes (4:3), rendered at 320 and 640 px: they are shown small. */
import type { ProcessedImage } from '@chardham/shared/images';
import g01 from './gallery/gallery-01.svg?w=320,640&responsive';
import g02 from './gallery/gallery-02.svg?w=320,640&responsive';
import g03 from './gallery/gallery-03.svg?w=320,640&responsive';
import g04 from './gallery/gallery-04.svg?w=320,640&responsive';
import g05 from './gallery/gallery-05.svg?w=320,640&responsive';
import g06 from './gallery/gallery-06.svg?w=320,640&responsive';
import g07 from './gallery/gallery-07.svg?w=320,640&responsive';
import g08 from './gallery/gallery-08.svg?w=320,640&responsive';
import g09 from './gallery/gallery-09.svg?w=320,640&responsive';
import g10 from './gallery/gallery-10.svg?w=320,640&responsive';
import g11 from './gallery/gallery-11.svg?w=320,640&responsive';
import g12 from './gallery/gallery-12.svg?w=320,640&responsive';
import g13 from './gallery/gallery-13.svg?w=320,640&responsive';
import g14 from './gallery/gallery-14.svg?w=320,640&responsive';
import g15 from './gallery/gallery-15.svg?w=320,640&responsive';
import g16 from './gallery/gallery-16.svg?w=320,640&responsive';
import g17 from './gallery/gallery-17.svg?w=320,640&responsive';
import g18 from './gallery/gallery-18.svg?w=320,640&responsive';
import g19 from './gallery/gallery-19.svg?w=320,640&responsive';
import g20 from './gallery/gallery-20.svg?w=320,640&responsive';

export const galleryArtwork: readonly ProcessedImage[] = [
  g01,
  g02,
  g03,
  g04,
  g05,
  g06,
  g07,
  g08,
  g09,
  g10,
  g11,
  g12,
  g13,
  g14,
  g15,
  g16,
  g17,
  g18,
  g19,
  g20,
];
