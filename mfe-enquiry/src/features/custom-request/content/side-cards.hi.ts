import type { steps as stepsEn, whyCustom as whyCustomEn } from './side-cards';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/** The side cards in Hindi (same shape as ./side-cards.ts). */
export const whyCustom: Texts<typeof whyCustomEn> = {
  title: 'अपनी पसंद का पैकेज क्यों?',
  points: [
    'अपनी तारीख़ों पर, अपनी रफ़्तार से यात्रा करें',
    'वही धाम और आसपास के स्थान चुनें जो आपके लिए मायने रखते हैं',
    'आपके बजट के अनुसार ठहरने और आने-जाने की व्यवस्था',
    'बुज़ुर्गों, बच्चों और विशेष ज़रूरतों वाले यात्रियों का पूरा ध्यान',
  ],
};

export const steps: Texts<typeof stepsEn> = [
  { title: 'अपनी ज़रूरतें बताएँ', text: 'अपनी तारीख़ें, समूह और पसंद हमें बताइए।' },
  { title: 'हम कार्यक्रम बनाते हैं', text: 'हमारे अनुभवी साथी दिन-प्रतिदिन का कार्यक्रम और ख़र्च तय करके भेजते हैं।' },
  { title: 'देखें और हाँ कहें', text: 'जब तक सब ठीक न लगे, जो चाहें बदलवाइए।' },
  { title: 'बुक करें और निकल पड़ें', text: 'अग्रिम राशि देकर बुकिंग पक्की करें और अपनी यात्रा पर निकल पड़ें।' },
];
