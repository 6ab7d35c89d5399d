import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { termsSchema } from '../schemas/terms';
import {
  altitudeText,
  cancellationChargePercent,
  daysText,
  refundWindowText,
  terms,
  tierCharge,
  tierNotice,
} from './terms';

describe('the terms module', () => {
  it('holds the rules of spec §9', () => {
    expect(terms.depositPercent).toBe(50);
    expect(terms.balanceDueDaysBeforeDeparture).toBe(15);
    expect([40, 30, 29, 15, 14, 7, 6, 0].map(cancellationChargePercent)).toEqual([
      10, 10, 25, 25, 50, 50, 100, 100,
    ]);
    expect(refundWindowText).toBe('7-10 business days');
    expect(terms.modificationDaysBeforeDeparture).toBe(7);
    expect(terms.childrenConsultDoctorUnderAge).toBe(8);
    expect(altitudeText).toBe('4,000 m');
    expect(terms.kedarnathTrekKm).toBe(17);
    expect(terms.season).toEqual({ from: 'May', to: 'November' });
  });

  it('charges less the earlier a booking is cancelled, for any notice', () => {
    fc.assert(
      fc.property(fc.nat(400), fc.nat(400), (a, b) => {
        const [early, late] = a >= b ? [a, b] : [b, a];
        expect(cancellationChargePercent(early)).toBeLessThanOrEqual(cancellationChargePercent(late));
      }),
    );
  });

  it('words each tier as a visitor reads it', () => {
    expect(terms.cancellationTiers.map((t) => `${tierNotice(t)}: ${tierCharge(t)}`)).toEqual([
      '30 days or more before departure: 10% of the tour price is charged',
      '15 to 29 days before departure: 25% of the tour price is charged',
      '7 to 14 days before departure: 50% of the tour price is charged',
      'Less than 7 days before departure: No refund',
    ]);
  });

  it('says one day in the singular, should a rule ever come to one day', () => {
    expect(tierNotice({ minDays: 0, maxDaysExclusive: 1, chargePercent: 100 })).toBe(
      'Less than 1 day before departure',
    );
    expect([daysText(1), daysText(15)]).toEqual(['1 day', '15 days']);
  });

  it('rejects tiers that leave a gap', () => {
    const gap = [
      { minDays: 30, maxDaysExclusive: null, chargePercent: 10 },
      { minDays: 0, maxDaysExclusive: 15, chargePercent: 100 },
    ];
    expect(termsSchema.safeParse({ ...terms, cancellationTiers: gap }).success).toBe(false);
  });
});

describe('the altitude the Terms warn of', () => {
  it('is at least the highest place any package names (Tungnath 3,680 m, Chandrashila above it)', async () => {
    // Every word the site says of a package: the shared catalogue and the packages slice's details
    // (a test's look across slices; the info slice's code imports nothing of another).
    const { detailedPackages } = await import('mfe-packages/content/package-details');
    const text = JSON.stringify(detailedPackages);
    const named = [...text.matchAll(/(\d,\d{3}) m\b/g)].map((m) => Number((m[1] ?? '').replace(',', '')));
    expect(Math.max(...named)).toBe(3680);
    expect(terms.maxAltitudeMetres).toBeGreaterThanOrEqual(Math.max(...named));
    if (text.includes('Chandrashila')) expect(terms.maxAltitudeMetres).toBeGreaterThan(3680);
  });
});
