import { z } from 'zod';

/**
 * Keys of the site's original artwork (one scene per destination). Content refers to pictures by
 * key; `@chardham/shared/images` turns a key into responsive AVIF/WebP sources at build time.
 */
export const artworkKeys = [
  'chardham',
  'kedarnath',
  'badrinath',
  'gangotri',
  'yamunotri',
  'tungnath',
  'mana-village',
  'dhari-devi',
  'haridwar',
] as const;

export const artworkKeySchema = z.enum(artworkKeys);
export type ArtworkKey = z.infer<typeof artworkKeySchema>;
