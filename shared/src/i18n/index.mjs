/**
 * The site's two languages. English lives at the root (`/packages`), Hindi under `/hi/`
 * (`/hi/packages`); the rest of a path is the same in both, so a page's other language is its path
 * with or without the prefix. Each slice owns its own strings (`src/i18n/`), the shell the
 * navigation's and the footer's; this module only says which language a path is in.
 */
// Plain JavaScript (typed with JSDoc), like the slice list: the production server imports it too.

export const locales = /** @type {const} */ (['en', 'hi']);
/** @typedef {(typeof locales)[number]} Locale */

/** @type {Locale} */
export const defaultLocale = 'en';

/** `<html lang>` and `hreflang` of each language. @type {Record<Locale, string>} */
export const languageTag = { en: 'en', hi: 'hi' };
/** The language's own name, for the language switch. @type {Record<Locale, string>} */
export const languageName = { en: 'English', hi: 'हिंदी' };

const HINDI = '/hi';

/**
 * The language of a path: Hindi under /hi/, English anywhere else.
 * @param {string} pathname
 * @returns {Locale}
 */
export function localeOfPath(pathname) {
  return pathname === HINDI || pathname.startsWith(`${HINDI}/`) ? 'hi' : 'en';
}

/**
 * A path without its language prefix: '/hi/packages' → '/packages', '/hi' → '/'.
 * @param {string} pathname
 * @returns {string}
 */
export function withoutLocale(pathname) {
  if (localeOfPath(pathname) === 'en') return pathname;
  return pathname.slice(HINDI.length) || '/';
}

/**
 * A site path in the given language: '/packages' → '/hi/packages', '/' → '/hi/', '/#contact' →
 * '/hi/#contact'. A path already in a language is moved to the other; anything that is not a path on
 * this site (a full URL, 'tel:', '#anchor', '') is returned as it is.
 * @param {string} path
 * @param {Locale} locale
 * @returns {string}
 */
export function localizedPath(path, locale) {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  const end = path.search(/[?#]/);
  const pathname = end === -1 ? path : path.slice(0, end);
  const rest = end === -1 ? '' : path.slice(end);
  const base = withoutLocale(pathname);
  if (locale === 'en') return `${base}${rest}`;
  return `${HINDI}${base === '/' ? '/' : base}${rest}`;
}
