import { groupIndian } from '@chardham/shared/content/format';
import type { CancellationTier } from '../schemas/terms';
import { terms } from './terms';

/**
 * The booking rules of ./terms worded in Hindi, for the Hindi terms page and FAQ. The numbers are
 * read from ./terms, never retyped; only the words around them are Hindi.
 */

const monthsHi: Readonly<Record<string, string>> = {
  January: 'जनवरी',
  February: 'फ़रवरी',
  March: 'मार्च',
  April: 'अप्रैल',
  May: 'मई',
  June: 'जून',
  July: 'जुलाई',
  August: 'अगस्त',
  September: 'सितंबर',
  October: 'अक्टूबर',
  November: 'नवंबर',
  December: 'दिसंबर',
};

/** 'May' → 'मई'. */
export const monthHi = (month: string): string => monthsHi[month] ?? month;

/** 'December 2024' → 'दिसंबर 2024'. */
export const lastUpdatedHi = terms.lastUpdated.replace(/[A-Za-z]+/, monthHi);

/**
 * What the cancellation tiers hang on, said once before them (issue 47): the days before the trip on
 * which the written notice reaches us. The tiers then say only their days and their charge.
 */
export const tierLeadHi = 'यात्रा शुरू होने से कितने दिन पहले आपकी लिखित सूचना हमें मिलती है';

/** '30 या उससे ज़्यादा दिन पहले': a tier's notice period, after `tierLeadHi`. */
export function tierNoticeHi(tier: CancellationTier): string {
  if (tier.maxDaysExclusive === null) return `${tier.minDays} या उससे ज़्यादा दिन पहले`;
  if (tier.minDays === 0) return `${tier.maxDaysExclusive} दिन से कम पहले`;
  return `${tier.minDays} से ${tier.maxDaysExclusive - 1} दिन पहले`;
}

/** 'यात्रा मूल्य का 10%' or 'कोई रिफ़ंड नहीं': what a tier costs; `short` leaves out 'यात्रा मूल्य का'. */
export function tierChargeHi(tier: CancellationTier, short = false): string {
  if (tier.chargePercent >= 100) return 'कोई रिफ़ंड नहीं';
  return short ? `${tier.chargePercent}%` : `यात्रा मूल्य का ${tier.chargePercent}%`;
}

/** '4,000 मीटर'. */
export const altitudeTextHi = `${groupIndian(terms.maxAltitudeMetres)} मीटर`;
/** '7 से 10 कार्यदिवसों' (followed by 'के भीतर'). */
export const refundWindowTextHi = `${terms.refundBusinessDays.min} से ${terms.refundBusinessDays.max} कार्यदिवसों`;
/** 'मई से नवंबर'. */
export const seasonTextHi = `${monthHi(terms.season.from)} से ${monthHi(terms.season.to)}`;
/** terms.jurisdiction in Hindi ('Haridwar, Uttarakhand', 'the laws of India'). */
export const jurisdictionHi = { courts: 'हरिद्वार, उत्तराखंड', law: 'भारत के क़ानूनों' } as const;
