/**
 * What an image import gives a page (`ProcessedImage`), rendered with `ResponsiveImage` from
 * `@chardham/shared/ui`. The pipeline that produces it is build code: `@chardham/build`.
 */
export type { ProcessedImage } from './types';
