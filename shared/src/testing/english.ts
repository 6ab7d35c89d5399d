/**
 * What of a Hindi page is still English: the words in Latin letters of its visible text, less the
 * proper nouns and the brand the site keeps in Latin letters. The unit tests of each slice's Hindi
 * pages, and the e2e suite on the composed ones, fail on anything else.
 */

/** Written in Latin letters on a Hindi page too: the brand, and names a Hindi reader sees that way. */
export const latinAllowed: readonly string[] = [
  'Sacred',
  'Himalaya',
  'Yatra',
  'DMC',
  'WhatsApp',
  'Email',
  'UPI',
  'GST',
  'OK',
  // The language switch names English in English, as a language is named in its own script.
  'English',
];

/**
 * The privacy policy's own Latin words: its database host and the protocol, named as they are, and
 * the official English titles of the Act and the Board, given once beside their Hindi names (the
 * Hindi titles in use vary; issue 47, docs/hindi-style.md).
 */
export const privacyPolicyLatin: readonly string[] = [
  'Supabase',
  'HTTPS',
  ...'Digital Personal Data Protection Act Board of India'.split(' '),
];

/** The Latin-letter words of a text that are not allowed (an email address or a URL counts as none). */
export function englishWords(text: string, allow: readonly string[] = []): string[] {
  const allowed = new Set([...latinAllowed, ...allow].map((word) => word.toLowerCase()));
  const withoutAddresses = text.replace(/\S+@\S+|https?:\/\/\S+|\b[\w.-]+\.(?:com|in|org)\b/gi, ' ');
  const words = withoutAddresses.match(/[A-Za-z][A-Za-z'’-]*[A-Za-z]|[A-Za-z]/g) ?? [];
  return [...new Set(words.filter((word) => !allowed.has(word.toLowerCase())))];
}

/** The text a visitor sees in an element: no hidden elements, scripts or styles. */
export function visibleText(root: Element): string {
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === 3) parts.push(node.textContent ?? '');
    if (!(node instanceof Element)) return;
    if (['SCRIPT', 'STYLE', 'TEMPLATE'].includes(node.tagName)) return;
    if (node.getAttribute('aria-hidden') === 'true' || node.hasAttribute('hidden')) return;
    for (const child of node.childNodes) walk(child);
  };
  walk(root);
  return parts.join(' ');
}
