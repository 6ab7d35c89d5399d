import type { Locale } from '../i18n/index.mjs';
import type { PackageId, TourPackage } from '../schemas/package';
import { packages } from './packages';

/** What of a package a visitor reads: the rest (id, prices, days, ratings) is the same in Hindi. */
export type PackageText = Pick<
  TourPackage,
  | 'name'
  | 'description'
  | 'duration'
  | 'groupSize'
  | 'difficulty'
  | 'season'
  | 'destinations'
  | 'startingPoint'
>;

/** The catalogue in Hindi, written by hand. Place names in their usual Devanagari spelling. */
export const packagesHi: Record<PackageId, PackageText> = {
  'complete-chardham': {
    name: 'संपूर्ण चारधाम यात्रा',
    description:
      'हरिद्वार से एक ही यात्रा में चारों धाम (यमुनोत्री, गंगोत्री, केदारनाथ और बद्रीनाथ) और लौटते समय माणा गाँव की सैर।',
    duration: '9 दिन/8 रातें',
    groupSize: 'अधिकतम 25 लोग',
    difficulty: 'मध्यम से कठिन',
    season: 'मई से नवंबर',
    destinations: ['यमुनोत्री', 'गंगोत्री', 'केदारनाथ', 'बद्रीनाथ'],
    startingPoint: 'हरिद्वार',
  },
  'deluxe-pilgrimage': {
    name: 'दोधाम यात्रा',
    description:
      'सबसे अधिक दर्शन किए जाने वाले दो धाम, केदारनाथ और बद्रीनाथ, हरिद्वार से पाँच दिनों में: आरामदायक होटल और बिना भागदौड़ की यात्रा।',
    duration: '5 दिन/4 रातें',
    groupSize: 'अधिकतम 20 लोग',
    difficulty: 'मध्यम',
    season: 'मई से नवंबर',
    destinations: ['केदारनाथ', 'बद्रीनाथ'],
    startingPoint: 'हरिद्वार',
  },
  'standard-package': {
    name: 'केदारनाथ यात्रा',
    description:
      'बारह ज्योतिर्लिंगों में सबसे ऊँचे केदारनाथ की चार दिन की यात्रा, गौरीकुंड से 17 किमी की पैदल चढ़ाई और मंदिर के पास एक रात के साथ।',
    duration: '4 दिन/3 रातें',
    groupSize: 'अधिकतम 30 लोग',
    difficulty: 'मध्यम',
    season: 'मई से नवंबर',
    destinations: ['केदारनाथ'],
    startingPoint: 'हरिद्वार',
  },
  'luxury-experience': {
    name: 'तुंगनाथ के साथ दोधाम',
    description:
      'केदारनाथ और बद्रीनाथ, साथ में विश्व के सबसे ऊँचे शिव मंदिर तुंगनाथ की चढ़ाई और चंद्रशिला से सूर्योदय, छोटे समूहों में।',
    duration: '6 दिन/5 रातें',
    groupSize: 'अधिकतम 15 लोग',
    difficulty: 'मध्यम से कठिन',
    season: 'मई से नवंबर',
    destinations: ['केदारनाथ', 'तुंगनाथ', 'बद्रीनाथ'],
    startingPoint: 'हरिद्वार',
  },
  'chardham-tungnath': {
    name: 'तुंगनाथ के साथ चारधाम',
    description:
      'संपूर्ण चारधाम यात्रा, तुंगनाथ की चढ़ाई और चंद्रशिला के लिए एक अतिरिक्त दिन के साथ: दस दिनों में चारों धाम और सबसे ऊँचा शिव मंदिर।',
    duration: '10 दिन/9 रातें',
    groupSize: 'अधिकतम 20 लोग',
    difficulty: 'मध्यम से कठिन',
    season: 'मई से नवंबर',
    destinations: ['यमुनोत्री', 'गंगोत्री', 'केदारनाथ', 'तुंगनाथ', 'बद्रीनाथ'],
    startingPoint: 'हरिद्वार',
  },
  'custom-package': {
    name: 'अपनी पसंद का पैकेज',
    description:
      'हमें अपनी तारीख़ें, समूह और जिन मंदिरों के दर्शन करने हैं, वे बताइए; हम आपके लिए अलग यात्रा-कार्यक्रम और कोटेशन तैयार करेंगे।',
    duration: 'आपकी सुविधा के अनुसार',
    groupSize: 'कोई भी समूह',
    difficulty: 'आपकी पसंद के अनुसार',
    season: 'पूरे साल',
    destinations: ['केदारनाथ', 'बद्रीनाथ', 'गंगोत्री', 'यमुनोत्री', 'तुंगनाथ'],
    startingPoint: 'हरिद्वार',
  },
};

/** A package as a visitor reads it in their language: the Hindi text over the same facts. */
export function localizePackage(pkg: TourPackage, locale: Locale): TourPackage {
  return locale === 'hi' ? { ...pkg, ...packagesHi[pkg.id] } : pkg;
}

/** The catalogue in a language. */
export function packagesIn(locale: Locale): readonly TourPackage[] {
  return locale === 'hi' ? packages.map((pkg) => localizePackage(pkg, 'hi')) : packages;
}
