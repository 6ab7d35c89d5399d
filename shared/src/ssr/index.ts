/**
 * Server HTML of the slices: each slice's build renders its routes into fragments (a head and a body
 * per route) in its own dist/html/, and the shell's build renders a frame per route with places for
 * them. A server composes frame and fragments on every request with server-side includes, the same
 * syntax for the reference server and nginx (docs/decisions/065-slice-html.md).
 *
 * This module is safe in the browser: it holds the names both sides agree on.
 */
import { type Locale, localeOfPath, withoutLocale } from '../i18n/index.mjs';
import type { SliceName } from '../routes';
import { FRAGMENTS_DIR, SLICE_PREFIX } from './tokens.mjs';

export {
  FRAGMENTS_DIR,
  NOT_FOUND_PACKAGE,
  ORIGIN_TOKEN,
  PACKAGE_ID_TOKEN,
  PACKAGE_ID_VARIABLE,
  SLICE_BASE_TOKEN,
  SLICE_PREFIX,
} from './tokens.mjs';

export type FragmentPart = 'head' | 'body';

/** The virtual path of one fragment, as the frame and the slots include it. */
export function fragmentUrl(slice: SliceName, key: string, part: FragmentPart): string {
  return `${SLICE_PREFIX}${slice}/${FRAGMENTS_DIR}/${key}/${part}.html`;
}

/**
 * A fragment's key for a concrete path: '/' is 'index', '/package/x' is 'package/x'; a Hindi page's
 * under 'hi/': '/hi/' is 'hi/index', '/hi/package/x' is 'hi/package/x'.
 */
export function fragmentKey(pathname: string): string {
  const trimmed = withoutLocale(pathname).replace(/^\/+|\/+$/g, '');
  const key = trimmed === '' ? 'index' : trimmed;
  return localeOfPath(pathname) === 'hi' ? `hi/${key}` : key;
}

/** The key of a slot's fragment, rendered by the slice that owns the slot's module, per language. */
export function slotKey(module: string, variant: string, locale: Locale = 'en'): string {
  return locale === 'hi' ? `hi/slot/${module}/${variant}` : `slot/${module}/${variant}`;
}

/** The name of the empty block an include falls back to when its fragment cannot be had. */
export const EMPTY_BLOCK = 'empty';

/** Inline JSON of the remotes document the page's HTML was composed from. */
export const REMOTES_DOCUMENT_ID = 'remotes-document';

/** An include directive, as nginx's ssi module and the reference server read it. */
export function includeDirective(virtual: string, stub: string = EMPTY_BLOCK): string {
  return `<!--# include virtual="${virtual}" stub="${stub}" -->`;
}

/** The element a server render leaves where another fragment goes (see toIncludes). */
export const INCLUDE_TAG = 'chardham-include';

const includePattern = new RegExp(
  `<${INCLUDE_TAG} data-src="([^"]+)"(?: data-stub="([^"]+)")?></${INCLUDE_TAG}>`,
  'g',
);

/** React cannot write comments: a rendered page's include elements become include directives. */
export function toIncludes(html: string): string {
  return html.replace(includePattern, (_, src: string, stub?: string) =>
    includeDirective(src.replaceAll('&amp;', '&'), stub),
  );
}

/**
 * The packages slice's sitemap entries (`<url>` elements), a file of its release the shell's
 * sitemap.xml includes: the packages it offers are its own to list (issue 45).
 */
export const PACKAGES_SITEMAP = `${SLICE_PREFIX}packages/${FRAGMENTS_DIR}/sitemap.xml`;
