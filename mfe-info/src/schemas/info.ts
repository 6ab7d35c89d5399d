import { z } from 'zod';

/** Schemas of the info slice's content (spec §3 Support channel and FAQ entry; the legal pages). */

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a kebab-case id');

/** A short titled card: partnership benefits, what's coming, why choose our support. */
export const featureCardSchema = z.object({
  id: slug,
  title: z.string().min(3),
  description: z.string().min(20),
});
export type FeatureCard = z.infer<typeof featureCardSchema>;
/** Partnership Benefits: four; What's Coming and Why Choose Our Support: three (spec §2). */
export const featureCardsSchema = (count: number) => z.array(featureCardSchema).length(count);

/** Spec §3: id, title, description, contact, availability; plus where Contact Now leads. */
export const supportChannelSchema = z.object({
  id: z.enum(['phone', 'email', 'whatsapp']),
  title: z.string().min(3),
  description: z.string().min(10),
  contact: z.string().min(3),
  availability: z.string().min(3),
  href: z.string().regex(/^(tel:\+\d{6,15}|mailto:\S+@\S+|https:\/\/wa\.me\/\d+\?text=\S+)$/),
  /** Completes "Contact Now" for assistive technology, e.g. "by phone". */
  actionHint: z.string().min(3),
});
export type SupportChannel = z.infer<typeof supportChannelSchema>;
export const supportChannelsSchema = z.array(supportChannelSchema).length(3);

export const faqEntrySchema = z.object({
  id: slug,
  question: z.string().min(10).endsWith('?'),
  answer: z.string().min(40),
});
export const faqCategorySchema = z.object({
  id: slug,
  title: z.string().min(3),
  entries: z.array(faqEntrySchema).length(3),
});
export type FaqCategory = z.infer<typeof faqCategorySchema>;
export const faqSchema = z
  .array(faqCategorySchema)
  .length(3)
  .refine(
    (categories) => new Set(categories.flatMap((c) => c.entries.map((e) => e.id))).size === 9,
    'question ids are unique',
  );

/** A block of a legal text: a paragraph, or a list with an optional lead-in. */
export const legalBlockSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('paragraph'), text: z.string().min(20) }),
  z.object({
    kind: z.literal('list'),
    lead: z.string().min(5).optional(),
    items: z.array(z.string().min(5)).min(1),
  }),
]);
export type LegalBlock = z.infer<typeof legalBlockSchema>;

export const legalSectionSchema = z.object({
  id: slug,
  title: z.string().min(3),
  blocks: z.array(legalBlockSchema).min(1),
});
export type LegalSection = z.infer<typeof legalSectionSchema>;

/** Privacy policy and terms: six numbered sections each (spec §2). */
export const legalDocumentSchema = z.object({
  title: z.string().min(3),
  lastUpdated: z.string().min(4),
  intro: z.string().min(40),
  sections: z.array(legalSectionSchema).length(6),
});
export type LegalDocument = z.infer<typeof legalDocumentSchema>;
/** Important Travel Notes of the terms page. */
export const travelNotesSchema = z.array(z.string().min(20)).min(3);
