import type { Locale } from '@chardham/shared/i18n';
import type { ArtworkKey } from '@chardham/shared/schemas/artwork';

/**
 * What each artwork shows, in Hindi, for the pictures this slice describes (the detail hero). The
 * English alt is the scene's SVG title (@chardham/shared/artwork), which a Hindi page must not read out.
 */
export const artworkAltHi: Record<ArtworkKey, string> = {
  chardham: 'सुनहरी शाम में पत्थर के एक मंदिर के ऊपर गढ़वाल हिमालय की बर्फ़ीली चोटियाँ और प्रार्थना-ध्वज',
  kedarnath: 'भोर में बर्फ़ से ढके केदार पर्वत के नीचे पत्थर का केदारनाथ मंदिर',
  badrinath: 'अलकनंदा के तट पर बद्रीनाथ मंदिर का रंग-बिरंगा प्रवेश द्वार, पीछे नीलकंठ पर्वत',
  gangotri: 'सफ़ेद गंगोत्री मंदिर के नीचे चट्टानों और देवदारों के बीच बहती भागीरथी',
  yamunotri: 'जंगल से घिरी घाटी में यमुनोत्री मंदिर के पास गर्म कुंडों से उठती भाप',
  tungnath: 'सूर्यास्त के समय चंद्रशिला के नीचे बुग्याल पर पत्थर का छोटा-सा तुंगनाथ मंदिर',
  'mana-village': 'बर्फ़ीली चोटियों के नीचे सीढ़ीदार खेतों पर स्लेट की छतों वाले माणा गाँव के पत्थर के घर',
  'dhari-devi': 'हरी पहाड़ियों के बीच अलकनंदा में अपने चबूतरे पर धारी देवी मंदिर',
  haridwar: 'हरिद्वार के घाटों पर संध्या गंगा आरती, नदी में तैरते दीयों के साथ',
};

/** The Hindi alt of an artwork, or undefined in English (the artwork's own alt then applies). */
export function artworkAltIn(key: ArtworkKey, locale: Locale): string | undefined {
  return locale === 'hi' ? artworkAltHi[key] : undefined;
}
