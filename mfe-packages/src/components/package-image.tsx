import { artwork } from '@chardham/shared/artwork';
import type { ArtworkKey } from '@chardham/shared/schemas/artwork';
import { ResponsiveImage } from '@chardham/shared/ui';
import styles from './package-image.module.css';

interface Props {
  image: ArtworkKey;
  /** '' when the picture only decorates text that names the package; omit for the artwork's own. */
  alt?: string;
  /** The page's LCP image (the detail hero): fetched first, never lazily. */
  priority?: boolean;
  sizes?: string;
  className?: string;
}

/** A package's picture from the shared artwork, drawn at the artwork's 16:10 ratio. */
export function PackageImage({ image, alt, priority = false, sizes, className }: Props) {
  return (
    <ResponsiveImage
      image={artwork[image]}
      alt={alt ?? artwork[image].alt ?? ''}
      priority={priority}
      sizes={sizes}
      className={className ? `${styles.image} ${className}` : styles.image}
    />
  );
}
