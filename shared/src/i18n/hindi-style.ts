/**
 * The Hindi house style (docs/hindi-style.md) as data: what a Hindi string of the site must not
 * contain, and what to write instead. Each app's `src/i18n/hindi-style.test.ts` holds its Hindi words
 * and its source to it, and shared's and the shell's do the same for theirs.
 */

/** One rule: a spelling, term or phrase that does not belong in a Hindi string. */
export interface HindiStyleRule {
  /** What is wrong. Devanagari has no `\b`, so a pattern states its own edges. */
  readonly wrong: RegExp;
  /** What the style guide writes instead. */
  readonly write: string;
  /** Texts in which `wrong` is allowed (docs/hindi-style.md says why). */
  readonly allowedIn?: readonly RegExp[];
}

const NUKTA = '\u093C';

/**
 * Words that take the nukta (Perso-Arabic and English sounds): each is wrong without it. A stem
 * ('तरीक़' for तरीक़ा and तरीक़े) covers its forms. A stem is matched anywhere in a word, so it must not
 * be part of a native word without its nukta: बाग़ (बागेश्वर), आवाज़ (आवाजाही), वक़्त (वक्ता), रोज़
 * (सरोज), ज़िला (जिलाना) and ग़ैर (गैरेज) are rules of their own below, held to the word's edges. (तेज़, fast, is
 * left out: तेज, radiance, is a native word a temple text may use.)
 */
export const nuktaWords: readonly string[] = [
  'तारीख़',
  'ख़र्च',
  'बाक़ी',
  'लायक़',
  'ख़ुश',
  'क़ीमत',
  'तरीक़',
  'क़ानून',
  'इलाक़',
  'ख़ुद',
  'ख़ाली',
  'ख़याल',
  'ख़बर',
  'ख़ूब',
  'आख़िर',
  'ग़लत',
  'ज़रूर',
  'ज़्यादा',
  'ज़मीन',
  'ज़िम्मेदार',
  'ज़रिए',
  'हज़ार',
  'नज़र',
  'नज़ार',
  'इंतज़ार',
  'मिज़ाज',
  'दस्तावेज़',
  'गुज़र',
  'चीज़',
  'ताज़ा',
  'अंग्रेज़ी',
  'कमज़ोर',
  'बुज़ुर्ग',
  'लग्ज़री',
  'जल्दबाज़ी',
  'कुकीज़',
  'सीज़न',
  'ब्राउज़र',
  'सफ़र',
  'साफ़',
  'माफ़',
  'तरफ़',
  'बर्फ़',
  'मुनाफ़',
  'रफ़्तार',
  'किफ़ायत',
  'फ़रवरी',
  'फ़ॉ',
  'फ़ोन',
  'फ़ोटो',
  'फ़िल्टर',
  'फ़ील्ड',
  'रिफ़ंड',
  // The same families beyond the words the site had (issue 47): क़, ख़, ग़, ज़ and फ़ words a pilgrim
  // site writes, so a new sentence with one of them is held too.
  'क़तार',
  'क़स्ब',
  'क़रीब',
  'क़िस्म',
  'क़िला',
  'ताक़त',
  'हक़ीक़त',
  'मुलाक़ात',
  'तक़रीबन',
  'शौक़',
  'फ़र्क़',
  'ख़ास',
  'ख़त्म',
  'ख़तर',
  'ख़रीद',
  'ख़िलाफ़',
  'अख़बार',
  'सख़्त',
  'ग़रीब',
  'ग़ायब',
  'ग़ुस्स',
  'दिमाग़',
  'चिराग़',
  'बाज़ार',
  'अंदाज़',
  'दरवाज़',
  'मज़बूत',
  'मज़ा',
  'ज़िंदगी',
  'ज़ोर',
  'सब्ज़ी',
  'परहेज़',
  'इजाज़त',
  'नज़दीक',
  'ज़ाहिर',
  'ज़िक्र',
  'मेज़बान',
  'वीज़ा',
  'फ़ायद',
  'फ़ैसल',
  'फ़ुर्सत',
  'फ़िक्र',
  'तकलीफ़',
  'तारीफ़',
  'इंसाफ़',
  'फ़ासल',
  'सफ़ेद',
  'फ़ौरन',
  'ऑफ़िस',
  'फ़ीस',
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** 'तारीख' not followed by the nukta: the word as it is wrongly written. */
const withoutNukta = (word: string): HindiStyleRule => ({
  wrong: new RegExp(`${escapeRegExp(word.replaceAll(NUKTA, ''))}(?!${NUKTA})`),
  write: word,
});

/** Not followed by another Devanagari letter or sign: the end of a Hindi word. */
const END = '(?![\\u0900-\\u097F])';
/** Not preceded by a Devanagari letter or sign: the start of a Hindi word. */
const START = '(?<![\\u0900-\\u097F])';

/**
 * How a Hindi verb ends (है, हैं, था, करते, जाएँ, करें, चाहिए, गया, लौटे, लौटना…): the last word
 * of a sentence whose participle (…कर, …करके) needs a main verb after it. "से लेकर … तक" and
 * "को लेकर" (regarding) are no participles.
 */
const VERB_END = '(?:है|हैं|था|थी|थे|थीं|ता|ती|ते|तीं|ना|नी|ने|गा|गी|गे|या|यी|ये|यीं|आ|ई|ईं|ए|एँ|े|ें|ों|ो|ूँ|िए|िये|दी|ली|की)';

/** The months as the site writes them, for the one format of a month range. */
const MONTH = '(?:जनवरी|फ़?रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्टूबर|नवंबर|दिसंबर)';

export const hindiStyleRules: readonly HindiStyleRule[] = [
  // The nukta always, written as the letter and the sign (the form NFC keeps), never precomposed.
  ...nuktaWords.map(withoutNukta),
  { wrong: /[\u0958-\u095F]/, write: 'the letter and the nukta sign as two characters (NFC)' },
  // Whole words whose bare spelling is also part of a native word (see nuktaWords).
  { wrong: new RegExp(`${START}बाग(?:ों|ान|ीच[ाे]|वान)?${END}`), write: 'बाग़, बाग़ों' },
  { wrong: new RegExp(`${START}(?:वक्त|रोज|जिला|जिले|आवाज(?:ें|ों)?)${END}`), write: 'वक़्त, रोज़, ज़िला, आवाज़' },
  { wrong: new RegExp(`${START}गैर(?= |-)`), write: 'ग़ैर' },
  // Families by their letters, for words not on any list: an f before another consonant is फ़्
  // (फ़्लाइट, हफ़्ता; only स्फ, as in स्फूर्ति, is native), a word ending in f is one (साफ़, तारीफ़,
  // स्टाफ़; कफ is native), and Persian ख़्व (ख़्वाहिश) has no native twin.
  { wrong: /(?<!स्)फ्/, write: 'फ़् (रफ़्तार, हफ़्ता, फ़्लाइट)' },
  { wrong: new RegExp(`(?<!${START}क)फ${END}`), write: 'फ़ at the end of a word (साफ़, तरफ़, तारीफ़)' },
  { wrong: /ख्व/, write: 'ख़्व (ख़्वाहिश)' },

  // One spelling.
  { wrong: /यात्रा कार्यक्रम|यात्राकार्यक्रम/, write: 'यात्रा-कार्यक्रम' },
  // The anusvara, as संपर्क and उत्तराखंड have it, for a nasal before a consonant of its own class
  // (संपूर्ण, हिंदी, चंद्रशिला, संतुष्ट), never the half letter (सम्पूर्ण, हिन्दी). A nasal before
  // य, र, ल, व, ह or itself keeps its half letter (अन्य, जन्म, सम्मान, उन्हें), and so does the
  // English name केम्पटी (Kempty Falls), spelled as its signboards spell it.
  {
    wrong: /न्[तथदध]|(?<!के)म्[पफबभ]|ङ्[कखगघ]|ञ्[चछजझ]|ण्[टठडढ]/,
    write: 'the anusvara (संपूर्ण, हिंदी, संतुष्ट)',
  },
  { wrong: /संभाल/, write: 'सँभालना (सँभालती, सँभालेगी)' },
  // Curly quotes around Hindi words: “भारत के पहले गाँव”, (आगे “हम”).
  { wrong: /"(?=[\u0900-\u097F])|(?<=[\u0900-\u097F][।?!]?)"/, write: '“ ” (curly quotes)' },
  // No comma before the और that closes a list: "क, ख और ग", as Hindi writes it. A list's items are
  // short; a comma that closes a long clause (जो…, वह…, और…) is another matter.
  {
    wrong: /[\u0900-\u097F], [^,;:।?!()]{1,24}, और(?![\u0900-\u097F])/,
    write: 'क, ख और ग (no comma before और)',
  },
  { wrong: /तीर्थ[ -]यात्र/, write: 'तीर्थयात्रा, तीर्थयात्री' },
  { wrong: /गरम/, write: 'गर्म' },
  { wrong: new RegExp(`(?:लिये|गये|नये|किये|दिये|आये|जाये|पाये|चाहिये|किराये)${END}`), write: 'लिए, गए, किराए…' },

  // One term per concept.
  // An itinerary is always यात्रा-कार्यक्रम; a bare कार्यक्रम is the partner programme's word, and
  // that is साझेदारी कार्यक्रम (issue 65).
  {
    wrong: /(?<!यात्रा-|साझेदारी )कार्यक्रम/,
    write: 'यात्रा-कार्यक्रम (an itinerary) or साझेदारी कार्यक्रम (the partner programme)',
  },
  // A quote (the price of a trip made to order) is कोटेशन; क़ीमत is a listed price, ख़र्च what one spends.
  {
    wrong:
      /क़ीमत आपकी यात्रा के अनुसार|के अनुसार क़ीमत|यात्रा-कार्यक्रम (?:और|व) (?:क़ीमत|ख़र्च)|(?:रास्ता|कार्यक्रम) और ख़र्च|(?:ख़र्च|क़ीमत) का ब्योरा/,
    write: 'कोटेशन (a quote)',
  },
  { wrong: /व्हाट्स|वॉट्स|वाट्स/, write: 'WhatsApp' },
  { wrong: /होमपेज|होम-पेज|मुख्य पृष्ठ|पृष्ठ(?!भूमि)/, write: 'होम पेज, पेज' },
  { wrong: /तीर्थ[ -]स्थल|दर्शन[ -]स्थल/, write: 'तीर्थस्थल' },
  { wrong: /धन[ -]?वापसी|रीफ़ंड|रीफंड/, write: 'रिफ़ंड' },
  { wrong: /(?<!सं)चालक|ड्राईवर|ड्रायवर/, write: 'ड्राइवर' },
  { wrong: /वाहन/, write: 'गाड़ी' },
  { wrong: /चार धाम यात्र|चार-धाम/, write: 'चारधाम' },
  { wrong: /दो धाम यात्र|दो-धाम/, write: 'दोधाम' },
  { wrong: /किलोमीटर|कि\.\s?मी\./, write: 'किमी' },
  // One word for each of the pairs issue 47 found: "last" is आख़िरी (अंतिम stays only in the legal
  // label "अंतिम संशोधन"), and the package list's filters are फ़िल्टर, not छाँटना (which is sorting).
  { wrong: /अंतिम(?! संशोधन)/, write: 'आख़िरी ("अंतिम संशोधन" is the one exception)' },
  { wrong: /छाँट|छांट/, write: 'फ़िल्टर (पैकेज फ़िल्टर करें)' },
  { wrong: /को-?ऑर्डिनेटर|कोआर्डिनेटर/, write: 'संयोजक' },
  { wrong: /बरसात/, write: 'मानसून' },

  // One format for office hours and times of day: 'सोमवार से शनिवार', 'सुबह 9:00 से शाम 7:00 बजे तक'.
  {
    wrong: /(?:सोम|मंगल|बुध|गुरु|शुक्र|शनि|रवि)वार ?[-–] ?(?:सोम|मंगल|बुध|गुरु|शुक्र|शनि|रवि)वार/,
    write: 'सोमवार से शनिवार',
  },
  { wrong: /\d{1,2}:\d{2} ?[-–] ?(?:सुबह|दोपहर|शाम|रात)?/, write: 'सुबह 9:00 से शाम 7:00 बजे तक' },
  { wrong: /(?:सुबह|दोपहर|शाम|रात) \d{1,2}(?![\d:])/, write: 'सुबह 8:00 (hours with their minutes)' },
  {
    wrong: /(?:सुबह|दोपहर|शाम|रात) \d{1,2}:\d{2} से (?:सुबह|दोपहर|शाम|रात) \d{1,2}:\d{2}(?! बजे तक)/,
    write: 'सुबह 9:00 से शाम 7:00 बजे तक',
  },
  // Round the clock is चौबीसों घंटे: not दिन-रात, not "(24 घंटे)" ("24 घंटे के भीतर" is a deadline).
  {
    wrong: /दिन-रात|चौबीस घंटे|\(24 घंटे\)|24 घंटे (?:उपलब्ध|सहायता|चालू|खुल)/,
    write: 'चौबीसों घंटे (round the clock)',
  },
  // A range of months, like a range of days, with से: 'मई से नवंबर', never a dash.
  { wrong: new RegExp(`${MONTH}${END} ?[-–—] ?${MONTH}${END}`), write: 'मई से नवंबर' },
  // The ellipsis is one character, as the shell's "फिर से कोशिश हो रही है…" has it.
  { wrong: /\.\.\./, write: '… (one character, U+2026)' },

  // DMC is trade jargon: plain Hindi in running text. The about paragraph spells it out once, and
  // the tagline beside the brand keeps the brand's own words (docs/hindi-style.md).
  {
    wrong: /डीएमसी|DMC|डी\.एम\.सी\./,
    write: 'स्थानीय टूर कंपनी',
    allowedIn: [/डीएमसी - चारधाम \| दोधाम/, /डेस्टिनेशन मैनेजमेंट कंपनी \(DMC\)/],
  },
  {
    wrong: /डेस्टिनेशन मैनेजमेंट/,
    write: 'स्थानीय टूर कंपनी',
    allowedIn: [/डेस्टिनेशन मैनेजमेंट कंपनी \(DMC\)/],
  },

  // Slips of meaning a copy editor found (issue 31), so they do not come back. An itinerary by days is
  // दिनवार (as an eyebrow, दिन-दर-दिन): दिन-ब-दिन is "more and more each day", and दिन-प्रतिदिन
  // "daily", the routine of every day (issue 65).
  { wrong: /दिन-ब-दिन|दिन-प्रतिदिन/, write: 'दिनवार यात्रा-कार्यक्रम; as an eyebrow, दिन-दर-दिन' },
  { wrong: /(?:गर्म|गरम) तप्त/, write: 'तप्त कुंड (तप्त already means hot)' },
  { wrong: /थोड़ी अग्रिम राशि/, write: 'अग्रिम राशि (the deposit is half the price)' },
  { wrong: /(?:सुविधा|पसंद|ज़रूरत|हिसाब) अनुसार/, write: '…के अनुसार' },
  { wrong: /सड़कें रुक/, write: 'सड़कें बंद हो सकती हैं' },
  { wrong: /इसके अलावा हमारी (?:ज़िम्मेदारी|दायित्व)/, write: 'अन्य सभी मामलों में हमारा दायित्व' },
  { wrong: /किमी (?:\([^)]*\) )?चलकर/, write: 'गाड़ी से … किमी का सफ़र करके, or पैदल चलकर' },
  { wrong: /सूर्य कुंड[^।]*स्नान/, write: 'स्नान तप्त कुंड में; सूर्य कुंड में चावल पकाते हैं' },
  // And those of issue 47: the glacier is गोमुख, and the terms' liability is दायित्व (liable:
  // उत्तरदायी), the legal word, not the everyday ज़िम्मेदारी.
  { wrong: /गौमुख/, write: 'गोमुख' },
  // And those of issue 65: English idioms in Hindi words. Ground services are the hotels, cars and
  // guides (ज़मीनी is grassroots); reviews are read, not heard; a drive does not bring anyone
  // anywhere, people travel; a team arranges the journey, it does not look after a road; details are
  // written down, not left; an agent's customers are taken on a yatra (यात्रा कराना), not given one.
  { wrong: /ज़मीनी (?:सेवा|टीम)/, write: 'होटल, गाड़ी और गाइड की व्यवस्था; स्थानीय टीम' },
  { wrong: /से सुनिए|से सुनें/, write: '… के अनुभव पढ़िए (a review is written)' },
  { wrong: /(?:सफ़र|रास्ता) (?:हमें|आपको) [^।]*पहुँचाता/, write: 'हम … का सफ़र करके … पहुँचते हैं' },
  { wrong: /सड़क[^।]*ध्यान रख/, write: 'सफ़र, ठहरने और दर्शन की व्यवस्था करना' },
  { wrong: /विवरण छोड़/, write: 'नाम और संपर्क लिख दीजिए' },
  { wrong: /यात्राएँ (?:दीजिए|दें|देते)/, write: 'यात्राएँ कराइए' },
  // महाभारत is masculine: "वेदव्यास ने महाभारत लिखवाया था".
  { wrong: /महाभारत (?:लिखवाई|लिखी)/, write: 'महाभारत लिखवाया (masculine)' },
  // A main verb in every sentence: one with a participle (…कर, …करके) does not end on a place, as
  // "…फिर 6 किमी पैदल चलकर 3,293 मीटर पर यमुनोत्री मंदिर।" did; it ends "…मंदिर पहुँचते हैं।".
  {
    wrong: new RegExp(
      `(?:[\\u0900-\\u097F](?<!(?:से|को) ले)कर|(?<![\\u0900-\\u097F])करके) [^।;?!]*[\\u0900-\\u097F](?<!${VERB_END})[।;]`,
    ),
    write: 'a main verb at the end (…मंदिर पहुँचते हैं।)',
  },
  {
    wrong: /(?:हमारी|कंपनी की) ज़िम्मेदारी[^।]*सीमित|ज़िम्मेदार नहीं होंगे/,
    write: 'दायित्व … सीमित, उत्तरदायी नहीं होंगे',
  },
];

const DEVANAGARI = /[\u0900-\u097F]/;

/** What in a Hindi text breaks the style: one line per slip, "wrong → write: «text»". */
export function hindiSlips(text: string, rules: readonly HindiStyleRule[] = hindiStyleRules): string[] {
  const slips: string[] = [];
  for (const rule of rules) {
    const found = text.match(rule.wrong);
    if (found === null) continue;
    if (rule.allowedIn?.some((allowed) => allowed.test(text))) continue;
    slips.push(`${found[0]} → ${rule.write}: «${text.trim()}»`);
  }
  return slips;
}

/** Arguments to call a message function with: counts of 0, 1 and 2 (both plural forms), and 'hi'. */
const sampleArguments: readonly unknown[] = [0, 1, 2, 'hi'];

/**
 * Every Hindi string in a value (a module's exports, a message tree, a content list): strings in
 * Devanagari, found through objects, arrays and the results of functions called with sample counts,
 * so that each form of a counted phrase is held to the style too.
 */
export function hindiTexts(value: unknown): string[] {
  const texts = new Set<string>();
  const seen = new Set<unknown>();
  const walk = (item: unknown, depth: number): void => {
    if (typeof item === 'string') {
      if (DEVANAGARI.test(item)) texts.add(item);
      return;
    }
    if (item === null || (typeof item !== 'object' && typeof item !== 'function') || seen.has(item)) return;
    if (depth > 12) return;
    seen.add(item);
    if (typeof item === 'function') {
      for (const sample of sampleArguments) {
        try {
          walk(item(...Array.from({ length: Math.max(item.length, 1) }, () => sample)), depth + 1);
        } catch {
          // A function that needs other arguments: its literals are in the source scan.
        }
      }
      return;
    }
    for (const child of Object.values(item)) walk(child, depth + 1);
  };
  walk(value, 0);
  return [...texts];
}

/**
 * The slips in source files (path → text): every line with Devanagari in it, so Hindi written inline
 * (a component's label, a route's description) is held to the style as well as the message modules.
 */
export function sourceSlips(sources: Readonly<Record<string, string>>): string[] {
  return Object.entries(sources).flatMap(([path, source]) =>
    source
      .split('\n')
      .flatMap((line, index) =>
        DEVANAGARI.test(line) ? hindiSlips(line.trim()).map((slip) => `${path}:${index + 1}: ${slip}`) : [],
      ),
  );
}
