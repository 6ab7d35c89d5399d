import { describe, expect, it } from 'vitest';
import { siteConfig } from '../config';
import { packagesHi } from '../content/packages.hi';
import { routes } from '../routes';
import { contactMessagesHi } from '../schemas/contact-limits';
import { hindiSlips, hindiTexts, sourceSlips } from './hindi-style';

/** shared's source, tests and this list of wrong spellings left out. */
const sources = import.meta.glob<string>(
  ['../**/*.{ts,tsx,mjs}', '!../**/*.test.{ts,tsx}', '!./hindi-style.ts'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

describe('the Hindi style rules (docs/hindi-style.md)', () => {
  // Strings as the edition first wrote them (issue 31): each must be caught.
  it.each([
    ['हमें अपनी तारीखें और अपने समूह के बारे में बताइए'],
    ['हमारे अनुभवी साथी दिन-ब-दिन का रास्ता और खर्च तय करके भेजते हैं।'],
    ['थोड़ी अग्रिम राशि देकर बुकिंग पक्की करें'],
    ['रास्ते में केम्पटी फॉल पर रुकना'],
    ['साइट का बाकी हिस्सा ठीक से चल रहा है।'],
    ['गर्म कपड़े और चलने लायक अच्छे जूते साथ लाएँ'],
    ['हर समूह खुश होकर लौटा'],
    ['कीमत आपकी यात्रा के अनुसार'],
    ['जो तरीका आपको सुविधाजनक लगे'],
    ['गर्म तप्त कुंड में स्नान के बाद'],
    ['श्रद्धालु सूर्य कुंड के गर्म जल में स्नान करते हैं'],
    ['आपकी सुविधा अनुसार'],
    ['सड़कें रुक सकती हैं'],
    ['इसके अलावा हमारी ज़िम्मेदारी उस यात्रा मूल्य तक सीमित है'],
    ['100 किमी (लगभग 4 घंटे) चलकर 3,100 मीटर पर गंगोत्री मंदिर'],
    ['यात्रा कार्यक्रम में लिखी सेवाएँ'],
    ['हमारी तीर्थ यात्राओं की बुकिंग'],
    ['व्हाट्सऐप पर संदेश भेजें'],
    ['आपको मुख्य पृष्ठ पर वापस ले जा रहे हैं...'],
    ['तीर्थ स्थल'],
    ['दर्शन स्थल'],
    ['रद्द करने और धनवापसी की शर्तें'],
    ['अपने गाइड और चालक की सलाह'],
    ['होटल, वाहन और गाइड'],
    ['चार धाम यात्रा'],
    ['लगभग 17 किलोमीटर'],
    ['गरम चाय तैयार थी'],
    ['न किराये पर देते हैं'],
    ['दिन-रात उपलब्ध टूर कोऑर्डिनेटर'],
    ['जुलाई और अगस्त की बरसात में'],
    ['सोमवार - शनिवार'],
    ['सुबह 9:00 - शाम 7:00'],
    ['सोमवार से रविवार, सुबह 8 से रात 10 बजे तक'],
    ['भरोसेमंद स्थानीय डीएमसी के साथ'],
    ['भरोसेमंद DMC साझेदार'],
    ['एक डेस्टिनेशन मैनेजमेंट कंपनी, जिसे देश भर के एजेंट अपने तीर्थयात्री सौंपते हैं'],
    ['तारी\u0959'],
  ])('catches «%s»', (text) => {
    expect(hindiSlips(text)).not.toEqual([]);
  });

  it.each([
    ['डीएमसी - चारधाम | दोधाम'],
    ['हम हरिद्वार की एक डेस्टिनेशन मैनेजमेंट कंपनी (DMC) हैं, जो चारधाम और दोधाम यात्राएँ कराती है।'],
    ['यात्रा की पसंदीदा तारीख़, ख़र्च, फ़ॉल, बाक़ी, लायक़, ख़ुश, क़ीमत'],
    ['परिवहन संचालकों और गाइडों को'],
    ['नौ दिन, चार धाम और एक भी चीज़ में गड़बड़ नहीं'],
    ['सबसे अधिक दर्शन किए जाने वाले दो धाम'],
    ['17 किमी पैदल चलकर केदारनाथ'],
    ['सोमवार से शनिवार, सुबह 9:00 से शाम 7:00 बजे तक'],
    ['श्रद्धालु तप्त कुंड में स्नान करते हैं, खौलते सूर्य कुंड में प्रसाद के लिए चावल पकाते हैं'],
  ])('lets «%s» be', (text) => {
    expect(hindiSlips(text)).toEqual([]);
  });

  it('holds every Hindi string shared owns: the catalogue, the route texts, the form messages, the site config', () => {
    const texts = hindiTexts({ packagesHi, routes, contactMessagesHi, siteConfig });
    expect(texts.length).toBeGreaterThan(50);
    expect(texts.flatMap((text) => hindiSlips(text))).toEqual([]);
  });

  it('holds every line of shared’s source that has Hindi in it', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(20);
    expect(sourceSlips(sources)).toEqual([]);
  });
});
