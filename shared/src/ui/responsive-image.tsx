import type { ProcessedImage } from '../images/types';
import { recordServerPreload } from '../seo/head-html';

export interface ResponsiveImageProps {
  image: ProcessedImage;
  /** Describes the picture; pass '' for a decorative one. */
  alt: string;
  /** How wide the image is drawn, for the browser's choice of width (the `sizes` attribute). */
  sizes?: string;
  /**
   * The page's LCP image: fetched first and never lazily, and preloaded in the head of the page's
   * server HTML (@chardham/build/render). Everything else loads lazily.
   */
  priority?: boolean;
  /** Fetched after everything else (e.g. the hero's later slides, which must not compete with the first). */
  lowPriority?: boolean;
  className?: string;
  onLoad?: () => void;
}

/** A `<picture>` with AVIF and WebP sources at several widths and the intrinsic size set. */
export function ResponsiveImage({
  image,
  alt,
  sizes = '100vw',
  priority = false,
  lowPriority = false,
  className,
  onLoad,
}: ResponsiveImageProps) {
  if (priority && typeof document === 'undefined') recordServerPreload({ srcset: image.avif, sizes });
  return (
    <picture>
      <source type="image/avif" srcSet={image.avif} sizes={sizes} />
      <source type="image/webp" srcSet={image.webp} sizes={sizes} />
      <img
        src={image.fallback}
        alt={alt}
        width={image.width}
        height={image.height}
        // No srcset of its own: every browser that reads one reads the <source>s above, and the
        // copy was a few hundred bytes of every page's HTML (the landing page's first round trip).
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : lowPriority ? 'low' : 'auto'}
        className={className}
        onLoad={onLoad}
      />
    </picture>
  );
}
