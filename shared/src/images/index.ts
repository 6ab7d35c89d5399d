/**
 * The build-time image pipeline (node-side: import it from vite.config.ts only). Pages import
 * `ProcessedImage` as a type and render it with `ResponsiveImage` from `@chardham/shared/ui`.
 */
export { defaultWidths, type ResponsiveImagesOptions, responsiveImages } from './plugin';
export type { ProcessedImage } from './types';
