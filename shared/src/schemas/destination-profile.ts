import { z } from 'zod';

/** Keys of the destination profiles (spec §3 Destination profile). */
export const destinationProfileKeys = [
  'chardham',
  'dodham',
  'kedarnath',
  'badrinath',
  'gangotri',
  'yamunotri',
  'tungnath',
  'custom',
] as const;
export const destinationProfileKeySchema = z.enum(destinationProfileKeys);
export type DestinationProfileKey = z.infer<typeof destinationProfileKeySchema>;

/** What pre-fills the enquiry form on a package's detail page. */
export const destinationProfileSchema = z.object({
  key: destinationProfileKeySchema,
  /** Sent as the enquiry's destination and named in the success message. */
  name: z.string().min(3),
  /** Sent as the enquiry's package_type. */
  packageType: z.string().min(3),
  description: z.string().min(20),
  /** As the visitor would say it, e.g. '9 Days / 8 Nights'. */
  defaultDuration: z.string().min(3),
  /** As the visitor would say it, e.g. '2-25 people'. */
  defaultGroupSize: z.string().min(3),
  highlights: z.array(z.string().min(3)).min(3),
});
export type DestinationProfile = z.infer<typeof destinationProfileSchema>;

export const destinationProfilesSchema = z
  .array(destinationProfileSchema)
  .length(destinationProfileKeys.length)
  .refine(
    (list) => list.every((profile, i) => profile.key === destinationProfileKeys[i]),
    'one profile per key, in key order',
  );
