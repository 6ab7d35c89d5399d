import { z } from 'zod';
import { artworkKeySchema } from './artwork';

/** The six package ids of the spec (§2 Package detail). */
export const packageIds = [
  'complete-chardham',
  'deluxe-pilgrimage',
  'standard-package',
  'luxury-experience',
  'chardham-tungnath',
  'custom-package',
] as const;
export const packageIdSchema = z.enum(packageIds);
export type PackageId = z.infer<typeof packageIdSchema>;

/**
 * A tour package (spec §3 Package) as every slice that shows it knows it. Prices are whole rupees; a
 * custom quote has none. The detail page's parts are the packages slice's own
 * (mfe-packages/src/schemas/package-details.ts).
 */
export const packageSchema = z.object({
  id: packageIdSchema,
  name: z.string().min(3),
  description: z.string().min(20),
  image: artworkKeySchema,
  /** As shown, e.g. '9 Days/8 Nights'. */
  duration: z.string().min(3),
  /** Length in days for the duration filter; null for the flexible custom package. */
  days: z.number().int().positive().nullable(),
  /** As shown, e.g. 'Max 25 people'. */
  groupSize: z.string().min(3),
  price: z.number().int().positive().nullable(),
  originalPrice: z.number().int().positive().nullable(),
  rating: z.number().min(1).max(5),
  reviews: z.number().int().nonnegative(),
  difficulty: z.string().min(3),
  season: z.string().min(3),
  destinations: z.array(z.string().min(3)).min(1),
  startingPoint: z.string().min(3),
  /** Shown as a tile on the landing page (all but chardham-tungnath). */
  featured: z.boolean(),
});
export type TourPackage = z.infer<typeof packageSchema>;

export const catalogueSchema = z
  .array(packageSchema)
  .length(packageIds.length)
  .refine((list) => new Set(list.map((p) => p.id)).size === list.length, 'package ids are unique');
