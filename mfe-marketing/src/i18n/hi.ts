/**
 * The landing page's UI strings in Hindi, written by hand for a pilgrim family reading the page (not
 * word for word from the English). Place names in their usual Devanagari spelling; the brand, phone
 * numbers and email addresses stay as they are.
 */
import { plural } from '@chardham/shared/i18n/plural';
import type { Messages } from './en';

export const hi: Messages = {
  motion: {
    pause: 'रोकें',
    play: 'चलाएँ',
    // Hindi puts the verb last: 'स्लाइड शो रोकें'. The visible word is still part of the name.
    name: (action, what) => `${what} ${action}`,
  },
  hero: {
    eyebrow: 'हरिद्वार से तीर्थयात्राएँ',
    title: 'अपनी पावन चारधाम यात्रा शुरू करें',
    subtitle:
      'यमुनोत्री, गंगोत्री, केदारनाथ और बद्रीनाथ: हिमालय के चार पवित्र धाम, एक स्थानीय टीम के साथ, जो हरिद्वार से सफ़र, ठहरने और दर्शन की पूरी व्यवस्था करती है।',
    explore: 'पैकेज देखें',
    itinerary: '9 दिन का यात्रा-कार्यक्रम देखें',
    showSlide: (n, count) => `स्लाइड ${n} दिखाएँ (कुल ${count})`,
    slideshow: 'स्लाइड शो',
  },
  destinations: {
    eyebrow: 'हम कहाँ ले चलते हैं',
    title: 'पवित्र तीर्थस्थल',
    subtitle: 'हिमालय की आस्था के केंद्र में बसे सात स्थान, चारों धामों से लेकर भारत के आख़िरी गाँव तक।',
    row: 'तीर्थस्थल',
    rowMotion: 'तीर्थस्थलों की पट्टी',
  },
  packages: {
    eyebrow: 'पैकेज',
    title: 'चुनिंदा तीर्थयात्रा पैकेज',
    subtitle:
      'हरिद्वार से तय यात्रा-कार्यक्रम, जिनमें होटल, गाड़ी और दर्शन की पूरी व्यवस्था है, या आपके हिसाब से बनी यात्रा।',
    viewAll: 'सभी पैकेज देखें',
    viewAllText: 'हर यात्रा की अवधि, कठिनाई और क़ीमत की तुलना करें',
    bannerEyebrow: (duration) => `${duration} · चारों धाम`,
    bannerTitle: 'संपूर्ण चारधाम यात्रा का अनुभव',
    bannerText: 'हरिद्वार से एक ही यात्रा में यमुनोत्री, गंगोत्री, केदारनाथ और बद्रीनाथ; घर लौटते हुए माणा गाँव भी।',
    bannerPrice: (price) => `प्रति व्यक्ति ${price} से शुरू`,
    bannerCta: 'यात्रा देखें →',
    rating: (rating, reviews) =>
      plural('hi', reviews, {
        one: `${rating} (${reviews} समीक्षा)`,
        other: `${rating} (${reviews} समीक्षाएँ)`,
      }),
    customQuote: 'आपकी यात्रा के अनुसार कोटेशन',
    from: 'क़ीमत ',
    was: ', पहले ',
    perPerson: ' प्रति व्यक्ति',
    details: 'विवरण देखें →',
  },
  about: {
    eyebrow: 'हमारे बारे में',
    title: 'हिमालय में आपका स्थानीय साथी',
    paragraphs: [
      'हम हरिद्वार की एक डेस्टिनेशन मैनेजमेंट कंपनी (DMC) हैं, जो चारधाम और दोधाम यात्राएँ कराती है। हमारे ड्राइवर, गाइड और संयोजक गढ़वाल के ही हैं; बड़कोट की सड़क पर वे हर मौसम में गाड़ी चला चुके हैं और जानते हैं कि केदारनाथ की चढ़ाई कब शुरू करें ताकि आप शाम की आरती तक पहुँच जाएँ।',
      'परिवार और समूह सीधे हमारे साथ बुकिंग करते हैं, और देश भर के ट्रैवल एजेंट और टूर ऑपरेटर होटल, गाड़ी और दर्शन की व्यवस्था के लिए अपने तीर्थयात्रियों को हमें सौंपते हैं।',
    ],
    imageAlt: 'हरिद्वार के घाटों पर शाम की गंगा आरती, जहाँ से हमारे साथ हर यात्रा शुरू होती है',
  },
  itinerary: {
    eyebrow: 'दिन-दर-दिन',
    title: 'संपूर्ण चारधाम यात्रा-कार्यक्रम',
    subtitle: '9 दिन / 8 रातें - हरिद्वार से संपूर्ण चारधाम यात्रा: यमुनोत्री, गंगोत्री, केदारनाथ और बद्रीनाथ',
    expandAll: 'पूरा यात्रा-कार्यक्रम देखें',
    collapseAll: 'यात्रा-कार्यक्रम समेटें',
    day: (n) => `दिन ${n}`,
    details: 'विस्तृत विवरण',
    accommodation: 'ठहरने की व्यवस्था',
    meals: 'भोजन शामिल',
  },
  testimonials: {
    eyebrow: 'यात्रियों के अनुभव',
    title: 'हमारे यात्री क्या कहते हैं',
    subtitle: 'हमारे साथ पावन चारधाम यात्रा कर चुके यात्रियों के अनुभव, उन्हीं के शब्दों में पढ़िए',
    row: 'समीक्षाएँ',
    rowMotion: 'समीक्षाएँ',
    photoRow: (n) => `यात्रा की तस्वीरें, पंक्ति ${n}`,
    photoRowMotion: (n) => `तस्वीरों की पंक्ति ${n}`,
    rated: (rating) => `5 में से ${rating} रेटिंग`,
  },
  contact: {
    eyebrow: 'संपर्क करें',
    title: 'अपनी पावन यात्रा की योजना बनाएँ',
    // siteConfig.responseTimes.enquiry ('within 24 hours'), in Hindi.
    subtitle: 'हमें अपनी तारीख़ें और समूह में लोगों की संख्या बताइए; हम 24 घंटे के भीतर जवाब देते हैं।',
    team: 'हमारी हरिद्वार टीम से बात करें',
    call: 'फ़ोन करें',
    whatsapp: 'WhatsApp',
    chat: (phone) => `WhatsApp पर बात करें (${phone})`,
    newTab: ' (नए टैब में खुलता है)',
    email: 'ईमेल',
    office: 'कार्यालय',
    // siteConfig.contact.address.display, in Hindi.
    address: 'हरिद्वार, उत्तराखंड, भारत - 249401',
    hoursTitle: 'कार्यालय का समय',
    // siteConfig.hours.contact, in Hindi.
    hours: [
      { days: 'सोमवार से शनिवार', time: 'सुबह 9:00 से शाम 7:00 बजे तक' },
      { days: 'रविवार', time: 'सुबह 10:00 से शाम 5:00 बजे तक' },
      { days: 'आपातकालीन सहायता', time: 'चौबीसों घंटे' },
    ],
    claims: 'तीर्थयात्री हम पर भरोसा क्यों करते हैं',
  },
};
