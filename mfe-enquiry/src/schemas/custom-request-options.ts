/**
 * The custom package request's option lists (spec §5), free of zod so the page can render them
 * without loading the schema. Group size and duration are the enquiry form's lists.
 */
import { type EnquiryMessages, enquiryMessages } from './enquiry-options';

export { durationLabels, durations, groupSizeLabels, groupSizes } from './enquiry-options';

export const customBudgets = ['20k-30k', '30k-40k', '40k-50k', '50k-70k', '70k+'] as const;
export type CustomBudget = (typeof customBudgets)[number];

export const accommodations = ['budget', 'standard', 'luxury', 'premium'] as const;
export type Accommodation = (typeof accommodations)[number];

export const destinationChoices = [
  'kedarnath-only',
  'badrinath-only',
  'kedarnath-badrinath',
  'gangotri-yamunotri',
  'complete-chardham',
  'chardham-plus',
] as const;
export type DestinationChoice = (typeof destinationChoices)[number];

export const transportations = ['non-ac', 'ac', 'luxury', 'helicopter'] as const;
export type Transportation = (typeof transportations)[number];

export const customBudgetLabels: Record<CustomBudget, string> = {
  '20k-30k': '₹20,000 - ₹30,000',
  '30k-40k': '₹30,000 - ₹40,000',
  '40k-50k': '₹40,000 - ₹50,000',
  '50k-70k': '₹50,000 - ₹70,000',
  '70k+': '₹70,000 and above',
};

export const accommodationLabels: Record<Accommodation, string> = {
  budget: 'Budget (guesthouses, dharamshalas)',
  standard: 'Standard (comfortable hotels)',
  luxury: 'Luxury (best available hotels)',
  premium: 'Premium (resorts and camps where available)',
};

export const destinationChoiceLabels: Record<DestinationChoice, string> = {
  'kedarnath-only': 'Kedarnath only',
  'badrinath-only': 'Badrinath only',
  'kedarnath-badrinath': 'Kedarnath and Badrinath (DoDham)',
  'gangotri-yamunotri': 'Gangotri and Yamunotri',
  'complete-chardham': 'Complete Chardham (all four dhams)',
  'chardham-plus': 'Chardham plus Tungnath and more',
};

export const transportationLabels: Record<Transportation, string> = {
  'non-ac': 'Non-AC vehicle',
  ac: 'AC vehicle',
  luxury: 'Luxury vehicle',
  helicopter: 'Helicopter (where available)',
};

export const customRequestMessages = {
  budget: 'Choose your budget per person.',
  destinations: 'Choose the destinations you want to visit.',
  accommodation: 'Choose an accommodation standard.',
  transportation: 'Choose how you want to travel.',
} as const;

/** The custom request's field messages in any language (the enquiry's, with its own budget message). */
export type CustomRequestMessages = EnquiryMessages & Record<keyof typeof customRequestMessages, string>;

/** The custom request's field messages in English. */
export const customRequestFieldMessages: CustomRequestMessages = {
  ...enquiryMessages,
  ...customRequestMessages,
};
