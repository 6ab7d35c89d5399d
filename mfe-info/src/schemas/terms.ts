import { z } from 'zod';

/**
 * One cancellation tier: the charge that applies when a booking is cancelled `minDays` or more and
 * fewer than `maxDaysExclusive` days before departure (null = no upper bound).
 */
export const cancellationTierSchema = z.object({
  minDays: z.number().int().nonnegative(),
  maxDaysExclusive: z.number().int().positive().nullable(),
  /** Share of the tour price retained; 100 means no refund. */
  chargePercent: z.number().int().min(0).max(100),
});
export type CancellationTier = z.infer<typeof cancellationTierSchema>;

/** The business rules of spec §9 (Terms), as data: every page that states them reads this. */
export const termsSchema = z.object({
  lastUpdated: z.string().min(4),
  depositPercent: z.number().int().min(1).max(100),
  balanceDueDaysBeforeDeparture: z.number().int().positive(),
  /** Longest notice first; together the tiers cover every day from 0 upwards without gap or overlap. */
  cancellationTiers: z
    .array(cancellationTierSchema)
    .min(2)
    .refine(
      (tiers) =>
        tiers[0]?.maxDaysExclusive === null &&
        tiers.at(-1)?.minDays === 0 &&
        tiers.every((t, i) => i === 0 || t.maxDaysExclusive === tiers[i - 1]?.minDays),
      'cancellation tiers are contiguous, longest notice first, down to day 0',
    ),
  refundBusinessDays: z.object({ min: z.number().int().positive(), max: z.number().int().positive() }),
  modificationDaysBeforeDeparture: z.number().int().positive(),
  /** Children younger than this should see a doctor before travelling. */
  childrenConsultDoctorUnderAge: z.number().int().positive(),
  maxAltitudeMetres: z.number().int().positive(),
  kedarnathTrekKm: z.number().positive(),
  season: z.object({ from: z.string().min(3), to: z.string().min(3) }),
  jurisdiction: z.object({ courts: z.string().min(3), law: z.string().min(3) }),
});
export type Terms = z.infer<typeof termsSchema>;
