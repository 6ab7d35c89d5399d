import type { FeatureCard } from '../../../schemas/info';

/** Partnership Benefits in Hindi (./partner-programme): the same ids. */
export const partnershipBenefitsHi: FeatureCard[] = [
  {
    id: 'growing-network',
    title: 'बढ़ता नेटवर्क',
    description:
      'देश भर के उन ट्रैवल एजेंटों और टूर ऑपरेटरों से जुड़िए, जो होटल, गाड़ी और गाइड की व्यवस्था के लिए अपने तीर्थयात्री हमें सौंपते हैं।',
  },
  {
    id: 'revenue-growth',
    title: 'बढ़ती कमाई',
    description:
      'चारधाम, दोधाम, केदारनाथ और तुंगनाथ यात्राओं पर साझेदारों के लिए प्रतिस्पर्धी दरें, जिनमें आपके लिए अच्छा मुनाफ़ा बचे।',
  },
  {
    id: 'trusted-brand',
    title: 'भरोसेमंद नाम',
    description: 'हरिद्वार की उस टीम की चलाई यात्राएँ अपने नाम से बेचिए, जिसे हज़ारों तीर्थयात्रियों ने सराहा है।',
  },
  {
    id: 'premium-support',
    title: 'विशेष सहायता',
    description:
      'आपका अपना साझेदारी प्रबंधक, और रास्ते में आपके यात्रियों के लिए हमारी चौबीसों घंटे चलने वाली आपातकालीन लाइन।',
  },
];

/** What's Coming in Hindi (./partner-programme): the same ids. */
export const comingFeaturesHi: FeatureCard[] = [
  {
    id: 'partner-dashboard',
    title: 'साझेदार डैशबोर्ड',
    description: 'उपलब्धता देखिए, सीटें रोककर रखिए और अपने समूहों की हर बुकिंग पर एक ही जगह से नज़र रखिए।',
  },
  {
    id: 'marketing-tools',
    title: 'प्रचार सामग्री',
    description: 'यात्रा-कार्यक्रम, तस्वीरें और ब्रोशर, जो आप सीधे अपने ग्राहकों के साथ साझा कर सकें।',
  },
  {
    id: 'partner-community',
    title: 'साझेदार समुदाय',
    description: 'दूसरे साझेदारों से मिलिए, जो तरीक़े काम आए वे बाँटिए और हर मौसम के नए रास्तों की ख़बर सबसे पहले पाइए।',
  },
];
