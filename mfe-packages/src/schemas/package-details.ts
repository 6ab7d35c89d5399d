import type { TourPackage } from '@chardham/shared/schemas/package';
import { z } from 'zod';

export const itineraryEntrySchema = z.object({
  day: z.number().int().positive(),
  title: z.string().min(3),
  description: z.string().min(20),
  activities: z.array(z.string().min(2)).min(1),
});

/** What the packages slice alone shows of a package (spec §3 Package): the detail page's parts. */
export const packageDetailsSchema = z.object({
  highlights: z.array(z.string().min(3)).min(3),
  itinerary: z.array(itineraryEntrySchema),
  inclusions: z.array(z.string().min(3)).min(1),
  exclusions: z.array(z.string().min(3)).min(1),
});
export type PackageDetails = z.infer<typeof packageDetailsSchema>;

/** A package as the packages slice shows it: the shared catalogue's entry and its details. */
export type DetailedPackage = TourPackage & PackageDetails;
