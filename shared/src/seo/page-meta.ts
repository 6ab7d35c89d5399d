/**
 * Head tags of the current page: title, description, canonical, OpenGraph, Twitter and JSON-LD.
 * The shell sets a route's defaults on each navigation; a page with data (a package) refines them.
 * Each slice's server render writes the same tags into its fragments (head-html.ts), so crawlers and
 * link previews see them without JavaScript.
 */
import { type Locale, languageTag, localeOfPath, localizedPath } from '../i18n/index.mjs';
import { documentTitle } from '../routes';
import { ORIGIN_TOKEN } from '../ssr';

export interface PageMeta {
  /** Page title without the site name. */
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. '/packages'. */
  path: string;
  /** A 1200x630 share image: a path on the site, or a slice's own image (`virtual:share-images`). */
  image?: string;
  /** What the share image shows (og:image:alt). */
  imageAlt?: string;
  /** schema.org objects, rendered as one JSON-LD block. */
  structuredData?: object[];
}

/**
 * The site's own share picture in each language, for pages without one of their own: a Hindi page
 * shared on WhatsApp shows Hindi words (the shell's build draws both from these words).
 */
export const DEFAULT_SHARE_IMAGE: Record<Locale, string> = {
  en: '/og/default.jpg',
  hi: '/og/default-hi.jpg',
};

/** What the default pictures say under the brand: the title and one line of facts. */
export const DEFAULT_SHARE_CARD: Record<Locale, { title: string; facts: string[] }> = {
  en: {
    title: 'Chardham Yatra and DoDham tours from Haridwar',
    facts: ['Chardham · DoDham · Kedarnath · Tungnath'],
  },
  hi: { title: 'हरिद्वार से चारधाम यात्रा और दोधाम यात्रा', facts: ['चारधाम · दोधाम · केदारनाथ · तुंगनाथ'] },
};

/** A page's share picture: its own, or the default in the page's language. */
export const shareImageOf = (meta: PageMeta): string =>
  meta.image ?? DEFAULT_SHARE_IMAGE[localeOfPath(meta.path)];

/** og:locale of each language. */
export const ogLocale: Record<Locale, string> = { en: 'en_IN', hi: 'hi_IN' };

/** A page's versions: [hreflang, path] for English, Hindi and the default (English). */
export function alternates(path: string): [string, string][] {
  const english = localizedPath(path, 'en');
  return [
    [languageTag.en, english],
    [languageTag.hi, localizedPath(path, 'hi')],
    ['x-default', english],
  ];
}

/** What a page's share image shows (og:image:alt): the page's own words, or the default picture's in the page's language. */
export const shareImageAlt = (meta: PageMeta): string =>
  meta.image
    ? (meta.imageAlt ?? '')
    : `Sacred Himalaya Yatra: ${DEFAULT_SHARE_CARD[localeOfPath(meta.path)].title}`;

function upsert(selector: string, create: () => HTMLElement): HTMLElement {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = create();
    document.head.append(element);
  }
  return element;
}

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  upsert(`meta[${attribute}="${key}"]`, () => {
    const meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    return meta;
  }).setAttribute('content', content);
}

/** The site's origin: in a server render, the token the composer replaces with it. */
export function siteOrigin(): string {
  return typeof window === 'undefined' ? ORIGIN_TOKEN : window.location.origin;
}

export function absoluteUrl(path: string): string {
  return new URL(path, window.location.origin).href;
}

export function applyPageMeta(meta: PageMeta): void {
  const title = documentTitle(meta.title);
  const url = absoluteUrl(meta.path);
  const image = absoluteUrl(shareImageOf(meta));
  const locale = localeOfPath(meta.path);
  const imageAlt = shareImageAlt(meta);
  document.title = title;
  document.documentElement.lang = languageTag[locale];
  setMeta('name', 'description', meta.description);
  upsert('link[rel="canonical"]', () => {
    const link = document.createElement('link');
    link.rel = 'canonical';
    return link;
  }).setAttribute('href', url);
  for (const [lang, path] of alternates(meta.path)) {
    upsert(`link[rel="alternate"][hreflang="${lang}"]`, () => {
      const link = document.createElement('link');
      link.rel = 'alternate';
      link.hreflang = lang;
      return link;
    }).setAttribute('href', absoluteUrl(path));
  }
  setMeta('property', 'og:type', 'website');
  setMeta('property', 'og:site_name', 'Sacred Himalaya Yatra');
  setMeta('property', 'og:locale', ogLocale[locale]);
  setMeta('property', 'og:title', title);
  setMeta('property', 'og:description', meta.description);
  setMeta('property', 'og:url', url);
  setMeta('property', 'og:image', image);
  setMeta('property', 'og:image:width', '1200');
  setMeta('property', 'og:image:height', '630');
  setMeta('property', 'og:image:alt', imageAlt);
  setMeta('name', 'twitter:card', 'summary_large_image');
  setMeta('name', 'twitter:title', title);
  setMeta('name', 'twitter:description', meta.description);
  setMeta('name', 'twitter:image', image);
  setMeta('name', 'twitter:image:alt', imageAlt);
  const script = upsert('script[type="application/ld+json"]', () => {
    const s = document.createElement('script');
    s.type = 'application/ld+json';
    return s;
  });
  script.textContent = JSON.stringify(
    meta.structuredData && meta.structuredData.length > 0
      ? { '@context': 'https://schema.org', '@graph': meta.structuredData }
      : {},
  );
}
