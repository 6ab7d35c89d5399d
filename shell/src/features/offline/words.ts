/**
 * The offline page's words and the notice of a form sent from this phone (issue 30). Apart from the
 * shell's other words (src/i18n) so that no page's first load carries them: the offline page is
 * written by the build, the notice comes with the service worker's registration, after the page.
 */
export const offlineWords = {
  en: {
    title: 'No signal',
    intro:
      'This page has not been saved on this phone, and there is no internet connection right now. Calling and WhatsApp still work:',
    call: (number: string) => `Call ${number}`,
    whatsapp: 'WhatsApp us',
    savedTitle: 'Pages saved on this phone',
    noneSaved: 'No page has been saved yet: the pages you open with signal are kept for the road.',
    tryAgain: 'Try again',
    sent: 'The form you filled in without signal has been sent. We will get back to you soon.',
    refused:
      'The form you filled in without signal could not be sent. Nothing you typed is lost: check it and send it again.',
    openForm: 'Open the form',
    orCall: ', or call us on ',
    callUs: 'Call us on ',
    orWhatsapp: ' or message us on ',
    end: '.',
    close: 'Close',
  },
  hi: {
    title: 'सिग्नल नहीं है',
    intro: 'यह पेज इस फ़ोन पर सहेजा नहीं गया है और अभी इंटरनेट नहीं है। फ़ोन और WhatsApp अब भी काम करते हैं:',
    call: (number: string) => `${number} पर फ़ोन करें`,
    whatsapp: 'WhatsApp करें',
    savedTitle: 'इस फ़ोन पर सहेजे गए पेज',
    noneSaved: 'अभी कोई पेज सहेजा नहीं गया है: सिग्नल रहते जो पेज आप खोलते हैं, वे सफ़र के लिए रख लिए जाते हैं।',
    tryAgain: 'फिर से कोशिश करें',
    sent: 'बिना सिग्नल के भरा गया आपका फ़ॉर्म भेज दिया गया है। हम जल्द ही आपसे संपर्क करेंगे।',
    refused: 'बिना सिग्नल के भरा गया आपका फ़ॉर्म भेजा नहीं जा सका। आपकी लिखी कोई बात नहीं खोई है: उसे जाँचकर फिर से भेजें।',
    openForm: 'फ़ॉर्म खोलें',
    orCall: ' या हमें ',
    callUs: 'हमें ',
    orWhatsapp: ' पर फ़ोन करें या ',
    end: ' पर संदेश भेजें।',
    close: 'बंद करें',
  },
} as const;
