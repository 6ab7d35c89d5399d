import { contactLimits, contactMessagesFor } from '@chardham/shared/schemas/contact-limits';
import type { CustomRequestMessages } from '../schemas/custom-request-options';
import type { EnquiryMessages } from '../schemas/enquiry-options';
import type { Messages } from './en';

const enquiryValidation: EnquiryMessages = {
  ...contactMessagesFor('hi'),
  group_size: 'यात्रियों की संख्या चुनें।',
  duration: 'यात्रा की अवधि चुनें।',
  budget: 'जिस यात्रा में आपकी रुचि है, उसे चुनें।',
  travel_date: 'यात्रा की पसंदीदा तारीख़ चुनें।',
  travel_date_past: 'आज की या उसके बाद की कोई तारीख़ चुनें।',
  special_requirements: `विशेष ज़रूरतें ${contactLimits.textMax} अक्षरों के भीतर लिखें।`,
};

const customValidation: CustomRequestMessages = {
  ...enquiryValidation,
  budget: 'प्रति व्यक्ति अपना बजट चुनें।',
  destinations: 'जिन धामों के दर्शन करना चाहते हैं, उन्हें चुनें।',
  accommodation: 'ठहरने की व्यवस्था चुनें।',
  transportation: 'आने-जाने का साधन चुनें।',
};

/**
 * The destinations a page can pass to the enquiry form (the English destination profile names,
 * stored as they are) as a Hindi reader says them, for the thank-you.
 */
const destinationNames: Record<string, string> = {
  'Chardham Yatra': 'चारधाम यात्रा',
  'DoDham Yatra': 'दोधाम यात्रा',
  'Kedarnath Yatra': 'केदारनाथ यात्रा',
  'Badrinath Yatra': 'बद्रीनाथ यात्रा',
  'Gangotri Yatra': 'गंगोत्री यात्रा',
  'Yamunotri Yatra': 'यमुनोत्री यात्रा',
  'Tungnath Yatra': 'तुंगनाथ यात्रा',
  'Custom Yatra': 'अपनी पसंद की यात्रा',
};

/** The enquiry slice in Hindi, written by hand for pilgrim families. */
export const hi: Messages = {
  options: {
    groupSize: {
      '1-2': '1-2 लोग',
      '3-5': '3-5 लोग',
      '6-10': '6-10 लोग',
      '11-20': '11-20 लोग',
      '20+': '20 से अधिक लोग',
    },
    duration: {
      '3-4': '3-4 दिन',
      '5-6': '5-6 दिन',
      '7-8': '7-8 दिन',
      '9-10': '9-10 दिन',
      '10+': '10 दिन से अधिक',
    },
    tour: {
      chardham: 'चारधाम यात्रा (चारों धाम)',
      chardhamwithtungnath: 'तुंगनाथ के साथ चारधाम यात्रा',
      dodham: 'दोधाम यात्रा (केदारनाथ और बद्रीनाथ)',
      dodhamwithtungnath: 'तुंगनाथ के साथ दोधाम यात्रा',
      Kedarnath: 'केदारनाथ यात्रा',
      Kedarnathwithtungnath: 'तुंगनाथ के साथ केदारनाथ यात्रा',
    },
    customBudget: {
      '20k-30k': '₹20,000 - ₹30,000',
      '30k-40k': '₹30,000 - ₹40,000',
      '40k-50k': '₹40,000 - ₹50,000',
      '50k-70k': '₹50,000 - ₹70,000',
      '70k+': '₹70,000 और उससे अधिक',
    },
    accommodation: {
      budget: 'किफ़ायती (गेस्टहाउस, धर्मशाला)',
      standard: 'सामान्य (आरामदायक होटल)',
      luxury: 'लग्ज़री (उपलब्ध सबसे अच्छे होटल)',
      premium: 'प्रीमियम (जहाँ उपलब्ध हों, रिसॉर्ट और कैंप)',
    },
    destination: {
      'kedarnath-only': 'केवल केदारनाथ',
      'badrinath-only': 'केवल बद्रीनाथ',
      'kedarnath-badrinath': 'केदारनाथ और बद्रीनाथ (दोधाम)',
      'gangotri-yamunotri': 'गंगोत्री और यमुनोत्री',
      'complete-chardham': 'संपूर्ण चारधाम (चारों धाम)',
      'chardham-plus': 'चारधाम के साथ तुंगनाथ और अन्य स्थान',
    },
    transportation: {
      'non-ac': 'बिना एसी की गाड़ी',
      ac: 'एसी गाड़ी',
      luxury: 'लग्ज़री गाड़ी',
      helicopter: 'हेलीकॉप्टर (जहाँ उपलब्ध हो)',
    },
  },
  form: {
    fullName: 'पूरा नाम',
    email: 'ईमेल पता',
    phone: 'फ़ोन नंबर',
    groupSize: 'यात्रियों की संख्या',
    travelDate: 'यात्रा की पसंदीदा तारीख़',
    specialRequirements: 'विशेष ज़रूरतें',
  },
  status: {
    failure: 'आपकी जानकारी भेजते समय कोई गड़बड़ी हो गई। कृपया दोबारा कोशिश करें या हमसे सीधे संपर्क करें।',
    rateLimit:
      'इस समय हमारे पास बहुत सारे संदेश आ रहे हैं, इसलिए आपका संदेश नहीं भेजा जा सका। आपने जो कुछ लिखा है, वह सब यहीं है: कुछ मिनट बाद फिर कोशिश करें, या अभी सीधे हमसे बात करें:',
    beforePhone: '',
    afterPhone: ' पर फ़ोन करें या ',
    whatsapp: 'WhatsApp पर संदेश भेजें',
    end: '।',
  },
  enquiry: {
    heading: 'हमसे पूछताछ करें',
    intro: 'अपने समूह और यात्रा की तारीख़ों के बारे में बताइए; हम आपके लिए यात्रा-कार्यक्रम बनाकर भेजेंगे।',
    duration: 'यात्रा की अवधि',
    tour: 'यात्रा पैकेज',
    groupSizePlaceholder: 'संख्या चुनें',
    durationPlaceholder: 'अवधि चुनें',
    tourPlaceholder: 'यात्रा चुनें',
    specialPlaceholder: 'खान-पान, चलने-फिरने में सहायता, हेलीकॉप्टर या घोड़े-खच्चर की बुकिंग…',
    send: 'पूछताछ भेजें',
    success: (destination) =>
      `${destinationNames[destination] ?? 'हमारी यात्रा'} में रुचि दिखाने के लिए धन्यवाद! आपकी पूछताछ हमें मिल गई है। हम 24 घंटे के भीतर आपसे संपर्क करेंगे और आपके लिए बनाया गया यात्रा-कार्यक्रम भेजेंगे।`,
    demoWhat: 'पूछताछ',
    validation: enquiryValidation,
  },
  custom: {
    eyebrow: 'आपके लिए बना यात्रा-कार्यक्रम',
    title: 'अपनी पसंद का पैकेज बनवाएँ',
    lead: 'बताइए कि आप किस तरह यात्रा करना चाहते हैं; हम आपकी ज़रूरतों के अनुसार यात्रा-कार्यक्रम तैयार करेंगे।',
    sectionLabel: 'आपका अनुरोध',
    formLabel: 'अपनी पसंद के पैकेज का अनुरोध',
    personal: 'आपकी जानकारी',
    travel: 'यात्रा का विवरण',
    additional: 'और कोई ज़रूरत',
    labels: {
      duration: 'यात्रा की अवधि',
      budget: 'प्रति व्यक्ति बजट',
      destinations: 'कौन-से धाम',
      accommodation: 'ठहरने की व्यवस्था',
      transportation: 'आने-जाने का साधन',
    },
    placeholders: {
      group_size: 'संख्या चुनें',
      duration: 'अवधि चुनें',
      budget: 'बजट चुनें',
      destinations: 'धाम चुनें',
      accommodation: 'ठहरने की व्यवस्था चुनें',
      transportation: 'आने-जाने का साधन चुनें',
    },
    specialPlaceholder:
      'आसपास के दर्शनीय स्थल, खान-पान, चलने-फिरने में सहायता, यात्रा की रफ़्तार, कोई त्योहार जो आप देखना चाहते हैं…',
    submit: 'अनुरोध भेजें',
    success: 'आपका अनुरोध हमें मिल गया है! हम 24 घंटे के भीतर आपसे संपर्क करेंगे।',
    returning: 'आपको होम पेज पर वापस ले जा रहे हैं…',
    goNow: 'अभी जाएँ',
    demoWhat: 'अनुरोध',
    validation: customValidation,
    aside: {
      label: 'अपनी पसंद के पैकेज के बारे में',
      help: 'मदद चाहिए?',
      beforePhone: '',
      afterPhone: ' पर फ़ोन करें',
      whatsapp: 'WhatsApp पर बात करें',
      beforeEmail: 'ईमेल करें: ',
      mailSubject: 'अपनी पसंद के पैकेज का अनुरोध',
      howItWorks: 'यह कैसे होता है',
    },
  },
};
