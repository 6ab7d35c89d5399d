/**
 * The site's two languages. English lives at the root (`/packages`), Hindi under `/hi/`
 * (`/hi/packages`); the rest of a path is the same in both, so a page's other language is its path
 * with or without the prefix. Each slice owns its own strings (`src/i18n/`), the shell the
 * navigation's and the footer's; this module only says which language a path is in.
 */
export const locales = ['en', 'hi'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** `<html lang>` and `hreflang` of each language. */
export const languageTag: Record<Locale, string> = { en: 'en', hi: 'hi' };
/** The language's own name, for the language switch. */
export const languageName: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };

const HINDI = '/hi';

/** The language of a path: Hindi under /hi/, English anywhere else. */
export function localeOfPath(pathname: string): Locale {
  return pathname === HINDI || pathname.startsWith(`${HINDI}/`) ? 'hi' : 'en';
}

/** A path without its language prefix: '/hi/packages' → '/packages', '/hi' → '/'. */
export function withoutLocale(pathname: string): string {
  if (localeOfPath(pathname) === 'en') return pathname;
  return pathname.slice(HINDI.length) || '/';
}

/**
 * A site path in the given language: '/packages' → '/hi/packages', '/' → '/hi/', '/#contact' →
 * '/hi/#contact'. A path already in a language is moved to the other; anything that is not a path on
 * this site (a full URL, 'tel:', '#anchor', '') is returned as it is.
 */
export function localizedPath(path: string, locale: Locale): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  const end = path.search(/[?#]/);
  const pathname = end === -1 ? path : path.slice(0, end);
  const rest = end === -1 ? '' : path.slice(end);
  const base = withoutLocale(pathname);
  if (locale === 'en') return `${base}${rest}`;
  return `${HINDI}${base === '/' ? '/' : base}${rest}`;
}
