import { groupIndian } from '@chardham/shared/content/format';
import { describe, expect, it } from 'vitest';
import { termsConditionsHi, travelNotesHi } from '../features/legal/content/terms-conditions.hi';
import { faqHi } from '../features/support/content/faq.hi';
import { terms } from './terms';
import {
  altitudeTextHi,
  lastUpdatedHi,
  refundWindowTextHi,
  seasonTextHi,
  tierChargeHi,
  tierLeadHi,
  tierNoticeHi,
} from './terms.hi';

const text = (value: unknown) => JSON.stringify(value);

describe('the terms in Hindi', () => {
  it('word each tier as a Hindi reader reads it, after one lead that says what the days count to', () => {
    expect(tierLeadHi).toBe('यात्रा शुरू होने से कितने दिन पहले आपकी लिखित सूचना हमें मिलती है');
    expect(terms.cancellationTiers.map((t) => `${tierNoticeHi(t)}: ${tierChargeHi(t)}`)).toEqual([
      '30 या उससे ज़्यादा दिन पहले: यात्रा मूल्य का 10%',
      '15 से 29 दिन पहले: यात्रा मूल्य का 25%',
      '7 से 14 दिन पहले: यात्रा मूल्य का 50%',
      '7 दिन से कम पहले: कोई रिफ़ंड नहीं',
    ]);
    expect(terms.cancellationTiers.map((t) => tierChargeHi(t, true))).toEqual([
      '10%',
      '25%',
      '50%',
      'कोई रिफ़ंड नहीं',
    ]);
    expect([lastUpdatedHi, refundWindowTextHi, seasonTextHi]).toEqual([
      'दिसंबर 2024',
      '7 से 10 कार्यदिवसों',
      'मई से नवंबर',
    ]);
  });

  it('state the same altitude as the English terms, and no other', () => {
    expect(altitudeTextHi).toBe(`${groupIndian(terms.maxAltitudeMetres)} मीटर`);
    const hindi = text(termsConditionsHi) + text(faqHi);
    const stated = [...hindi.matchAll(/(\d{1,2},\d{3}) मीटर/g)].map((m) =>
      Number((m[1] ?? '').replace(',', '')),
    );
    expect(stated.length).toBeGreaterThanOrEqual(2);
    expect(new Set(stated)).toEqual(new Set([terms.maxAltitudeMetres]));
  });

  it('state every rule of spec §9 in the Hindi FAQ and the Hindi terms', () => {
    const rules = [
      '50% अग्रिम',
      'यात्रा शुरू होने से 15 दिन पहले',
      'यात्रा शुरू होने से कितने दिन पहले आपकी लिखित सूचना हमें मिलती है:',
      '7 से 10 कार्यदिवसों के भीतर',
      'यात्रा शुरू होने से 7 दिन पहले तक',
      '8 वर्ष से कम उम्र',
      '4,000 मीटर',
      '17 किमी',
    ];
    for (const source of [text(faqHi), text(termsConditionsHi) + text(travelNotesHi)]) {
      for (const rule of rules) expect(source).toContain(rule);
    }
    // The tiers: a list on the terms page, one sentence in the FAQ.
    for (const tier of [
      '30 या उससे ज़्यादा दिन पहले: यात्रा मूल्य का 10%।',
      '15 से 29 दिन पहले: यात्रा मूल्य का 25%।',
      '7 से 14 दिन पहले: यात्रा मूल्य का 50%।',
      '7 दिन से कम पहले: कोई रिफ़ंड नहीं।',
    ]) {
      expect(text(termsConditionsHi)).toContain(tier);
    }
    expect(text(faqHi)).toContain(
      '30 या उससे ज़्यादा दिन पहले यात्रा मूल्य का 10%, 15 से 29 दिन पहले 25%, 7 से 14 दिन पहले 50% और 7 दिन से कम पहले कोई रिफ़ंड नहीं।',
    );
    expect(text(faqHi)).toContain('मई से नवंबर');
    expect(text(travelNotesHi)).toContain('मई से नवंबर');
  });
});
