import { locales, localizedPath } from '../i18n/index.mjs';
import { ORIGIN_TOKEN } from '../ssr/tokens.mjs';
import { alternates } from './page-meta';

/**
 * Sitemap entries for pages (English paths): each page in both languages, each naming all its
 * versions (hreflang), as Google asks. The origin is a token a server puts in.
 */
export function sitemapEntries(paths: readonly string[]): string {
  return paths
    .flatMap((path) => {
      const versions = alternates(path)
        .map(([lang, to]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${ORIGIN_TOKEN}${to}"/>`)
        .join('');
      return locales.map(
        (locale) => `  <url><loc>${ORIGIN_TOKEN}${localizedPath(path, locale)}</loc>${versions}</url>`,
      );
    })
    .join('\n');
}
