import { groupIndian } from '@chardham/shared/content/format';
import { plural } from '@chardham/shared/i18n/plural';
import type { CancellationTier, Terms } from '../schemas/terms';

/**
 * The booking rules of spec §9, stated once. The terms page, the support FAQ and anything else that
 * quotes a deposit, a deadline or an altitude read them from here; never retype a number.
 */
export const terms = {
  lastUpdated: 'December 2024',
  depositPercent: 50,
  balanceDueDaysBeforeDeparture: 15,
  // §9 says "30+ days 10%, 15-30 days 25%, 7-15 days 50%, under 7 no refund"; its ranges share their
  // end days, so each boundary day belongs to the tier with more notice (docs/decisions/041).
  cancellationTiers: [
    { minDays: 30, maxDaysExclusive: null, chargePercent: 10 },
    { minDays: 15, maxDaysExclusive: 30, chargePercent: 25 },
    { minDays: 7, maxDaysExclusive: 15, chargePercent: 50 },
    { minDays: 0, maxDaysExclusive: 7, chargePercent: 100 },
  ],
  refundBusinessDays: { min: 7, max: 10 },
  modificationDaysBeforeDeparture: 7,
  childrenConsultDoctorUnderAge: 8,
  // The highest place a package goes: Chandrashila summit, about 4,000 m, above Tungnath temple
  // (3,680 m), on the luxury-experience itinerary (decision 045).
  maxAltitudeMetres: 4000,
  kedarnathTrekKm: 17,
  season: { from: 'May', to: 'November' },
  jurisdiction: { courts: 'Haridwar, Uttarakhand', law: 'the laws of India' },
} as const satisfies Terms;

/** The charge for cancelling `days` whole days before departure (a percentage of the tour price). */
export function cancellationChargePercent(days: number): number {
  const tier = terms.cancellationTiers.find(
    (t) => days >= t.minDays && (t.maxDaysExclusive === null || days < t.maxDaysExclusive),
  );
  return tier ? tier.chargePercent : 100;
}

/** '15 days', '1 day'. (Hindi needs no helper: 'दिन' is the same for one and many.) */
export const daysText = (days: number): string =>
  plural('en', days, { one: `${days} day`, other: `${days} days` });

/** '30 days or more', '15 to 29 days', 'Less than 7 days': how a tier's notice period reads. */
export function tierNotice(tier: CancellationTier): string {
  if (tier.maxDaysExclusive === null) return `${daysText(tier.minDays)} or more before departure`;
  if (tier.minDays === 0) return `Less than ${daysText(tier.maxDaysExclusive)} before departure`;
  return `${tier.minDays} to ${daysText(tier.maxDaysExclusive - 1)} before departure`;
}

/** '10% of the tour price' or 'No refund'. */
export function tierCharge(tier: CancellationTier): string {
  return tier.chargePercent >= 100 ? 'No refund' : `${tier.chargePercent}% of the tour price is charged`;
}

/** '3,583 m', grouped the way Indian English writes numbers of this size. */
export const altitudeText = `${groupIndian(terms.maxAltitudeMetres)} m`;
export const refundWindowText = `${terms.refundBusinessDays.min}-${terms.refundBusinessDays.max} business days`;
export const seasonText = `${terms.season.from} to ${terms.season.to}`;
