/**
 * zod schemas for the landing page's content (spec §3). Only tests import this file: content modules
 * `import type` from it, so zod never reaches the page's JavaScript.
 */

import { artworkKeySchema } from '@chardham/shared/schemas/artwork';
import { z } from 'zod';

export const processedImageSchema = z.object({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  avif: z.string().min(1),
  webp: z.string().min(1),
  fallback: z.string().min(1),
  alt: z.string().optional(),
});

export const destinationSchema = z.object({
  name: z.string().min(3),
  description: z.string().min(40),
  image: artworkKeySchema,
  location: z.string().regex(/, Uttarakhand$/),
  altitude: z
    .string()
    .regex(/^[\d,]+ m$/)
    .optional(),
});
export type Destination = z.infer<typeof destinationSchema>;

export const itineraryDaySchema = z.object({
  id: z.number().int().min(1).max(9),
  title: z.string().min(5),
  description: z.string().min(30),
  expandedDescription: z.string().min(120),
  highlights: z.array(z.string().min(3).max(28)).length(4),
  duration: z.literal('1 Day'),
  accommodation: z.string().min(5),
  meals: z.literal('Breakfast, Dinner'),
});
export type ItineraryDay = z.infer<typeof itineraryDaySchema>;
/** A day in either language: the schema pins the English duration and meals, Hindi has its own. */
export type ItineraryDayText = Omit<ItineraryDay, 'duration' | 'meals'> & { duration: string; meals: string };

export const testimonialSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().regex(/^\S+ \S+/, 'at least two words, for the initials'),
  location: z.literal('India'),
  rating: z.literal(5),
  text: z.string().min(80),
  package: z.string().min(5),
});
export type Testimonial = z.infer<typeof testimonialSchema>;
/** A review in either language: the schema pins the English location. */
export type TestimonialText = Omit<Testimonial, 'location'> & { location: string };

export const galleryImageSchema = z.object({ src: processedImageSchema, alt: z.string().min(10) });
export type GalleryImage = z.infer<typeof galleryImageSchema>;

export const statSchema = z.object({ value: z.string().regex(/^[\d.,/]+\+?$/), label: z.string().min(3) });
export type Stat = z.infer<typeof statSchema>;

export const featureSchema = z.object({
  icon: z.enum(['map', 'route', 'support', 'shield']),
  title: z.string().min(5),
  text: z.string().min(40),
});
export type Feature = z.infer<typeof featureSchema>;

export const heroSlideSchema = z.object({ image: processedImageSchema, alt: z.string().min(10) });
export type HeroSlide = z.infer<typeof heroSlideSchema>;

/** Every content list of the landing page with its length from the spec (§9), for the one content test. */
export const landingContentSchemas = {
  heroSlides: z.array(heroSlideSchema).length(4),
  destinations: z.array(destinationSchema).length(7),
  itineraryDays: z
    .array(itineraryDaySchema)
    .length(9)
    .refine((days) => days.every((d, i) => d.id === i + 1), 'days are numbered 1 to 9 in order'),
  testimonials: z.array(testimonialSchema).length(8),
  galleryRow: z.array(galleryImageSchema).length(10),
  stats: (count: number) => z.array(statSchema).length(count),
  features: z.array(featureSchema).length(4),
};
