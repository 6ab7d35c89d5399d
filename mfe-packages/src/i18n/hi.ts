import { plural } from '@chardham/shared/i18n/plural';
import type { Messages } from './en';

/** The slice's strings in Hindi, written by hand for a pilgrim family reading the site (same keys as en.ts). */
export const hi: Messages = {
  common: {
    backToHome: 'होम पेज पर लौटें',
    home: 'होम',
    allPackages: 'सभी पैकेज',
    duration: 'अवधि',
    groupSize: 'समूह',
    destinations: 'तीर्थस्थल',
    highlights: 'मुख्य आकर्षण',
    outOfFive: ' (5 में से)',
    reviews: (count: number) =>
      plural('hi', count, { one: `(${count} समीक्षा)`, other: `(${count} समीक्षाएँ)` }),
  },
  difficulty: {
    label: 'कठिनाई: ',
  },
  price: {
    customQuote: 'आपकी यात्रा के अनुसार कोटेशन',
    original: 'पहले की क़ीमत ',
    now: 'अब ',
    perPerson: 'प्रति व्यक्ति',
  },
  list: {
    title: 'सभी पैकेज',
    subtitle: 'अपने लिए सबसे अच्छी चारधाम यात्रा चुनें',
    resultsHeading: 'पैकेज',
    // The verb agrees with the packages shown: '6 में से 1 पैकेज दिखाया जा रहा है'.
    count: (shown: number, total: number) =>
      plural('hi', shown, {
        one: `${total} में से ${shown} पैकेज दिखाया जा रहा है`,
        other: `${total} में से ${shown} पैकेज दिखाए जा रहे हैं`,
      }),
    empty: {
      title: 'कोई पैकेज नहीं मिला',
      hint: 'खोज के शब्द या फ़िल्टर बदलकर देखें',
      clear: 'सभी फ़िल्टर हटाएँ',
    },
    request: {
      title: 'अपनी आध्यात्मिक यात्रा शुरू करने के लिए तैयार हैं?',
      text: 'अपनी चारधाम यात्रा का यात्रा-कार्यक्रम अपने हिसाब से बनवाएँ',
    },
  },
  filters: {
    region: 'पैकेज फ़िल्टर करें',
    search: 'खोजें',
    searchPlaceholder: 'नाम या स्थान से खोजें…',
    difficulty: 'कठिनाई',
    duration: 'अवधि',
    price: 'बजट',
    difficultyOptions: { all: 'सभी स्तर', easy: 'आसान', moderate: 'मध्यम', difficult: 'कठिन' },
    durationOptions: {
      all: 'कोई भी अवधि',
      short: 'छोटी (3-4 दिन)',
      medium: 'मध्यम (5-6 दिन)',
      long: 'लंबी (7 या अधिक दिन)',
    },
    priceOptions: {
      all: 'कोई भी बजट',
      budget: '₹30 हज़ार से कम',
      mid: '₹30 से ₹50 हज़ार',
      premium: '₹50 हज़ार से अधिक',
    },
    toggle: 'फ़िल्टर',
    chosen: (count: number) => plural('hi', count, { one: `, ${count} लगा है`, other: `, ${count} लगे हैं` }),
    done: 'पैकेज देखें',
  },
  card: {
    startingPoint: 'यात्रा आरंभ',
    from: (place: string) => `${place} से`,
    season: 'मौसम',
    viewDetails: 'पूरा विवरण देखें',
    viewDetailsOf: (name: string) => `(${name})`,
  },
  detail: {
    backToPackages: 'सभी पैकेज पर लौटें',
    rating: 'रेटिंग',
    sectionLabel: 'पैकेज का विवरण',
    tabs: { overview: 'झलक', itinerary: 'यात्रा-कार्यक्रम', inclusions: 'क्या शामिल है' },
    overview: {
      bestTime: 'यात्रा का सबसे अच्छा समय',
      seasonNote:
        'चारों धाम मई में खुलते हैं और नवंबर में सर्दियों के लिए बंद हो जाते हैं। मई, जून और शरद ऋतु के महीनों में पहाड़ सबसे साफ़ दिखते हैं; जुलाई और अगस्त के मानसून में सड़कें बंद हो सकती हैं, इसलिए एक दिन अतिरिक्त रखें।',
      startsFrom: 'यात्रा आरंभ',
      listSeparator: ', ',
    },
    itinerary: {
      heading: 'दिनवार यात्रा-कार्यक्रम',
      day: (day: number) => `दिन ${day}`,
      activities: 'इस दिन',
    },
    inclusions: { included: 'पैकेज में शामिल', excluded: 'पैकेज में शामिल नहीं' },
    enquiry: {
      title: (name: string) => `${name}: अपनी यात्रा की योजना बनाएँ`,
      text: 'हमें अपनी तारीख़ें और समूह के बारे में बताइए; हम 24 घंटे के भीतर आपके लिए बना यात्रा-कार्यक्रम भेजेंगे।',
    },
  },
  notFound: {
    title: 'पैकेज नहीं मिला',
    message: 'आप जो पैकेज ढूँढ रहे हैं, वह मौजूद नहीं है।',
  },
};
