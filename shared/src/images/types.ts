/**
 * What an `import img from './x.svg?responsive'` gives a page: AVIF and WebP `srcset` strings at
 * several widths, a fallback URL and the intrinsic size (so the browser reserves the space, no layout
 * shift). Browser-safe: the plugin that produces it is node-only.
 */
export interface ProcessedImage {
  /** Width of the largest rendition, in CSS pixels. */
  readonly width: number;
  /** Height matching `width` (the artwork's aspect ratio). */
  readonly height: number;
  /** `url 480w, url 960w, ...` */
  readonly avif: string;
  readonly webp: string;
  /** A middle-sized WebP for `<img src>`. */
  readonly fallback: string;
  /** The source's own description (an SVG's `<title>`), if it has one. */
  readonly alt?: string;
}
