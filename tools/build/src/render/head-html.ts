/**
 * A page's head tags as HTML, for the server render of a slice and the shell's frames (the browser
 * keeps them up to date with applyPageMeta after a navigation). The same tags, in the same order, as
 * applyPageMeta (@chardham/shared/seo).
 */

import { localeOfPath } from '@chardham/shared/i18n';
import { documentTitle } from '@chardham/shared/routes';
import { alternates, ogLocale, type PageMeta, shareImageAlt, shareImageOf } from '@chardham/shared/seo';

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** JSON in a script element: nothing in it can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

export function pageHeadHtml(meta: PageMeta, origin: string): string {
  const title = documentTitle(meta.title);
  const url = `${origin}${meta.path}`;
  const locale = localeOfPath(meta.path);
  // A slice's own image is already absolute, or its release's base token, which the composer makes
  // absolute together with the origin token before it.
  const own = shareImageOf(meta);
  const image = /^https?:\/\//.test(own) ? own : `${origin}${own}`;
  const imageAlt = shareImageAlt(meta);
  const tag = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
  const graph =
    meta.structuredData && meta.structuredData.length > 0
      ? { '@context': 'https://schema.org', '@graph': meta.structuredData }
      : {};
  return [
    `<title>${escapeHtml(title)}</title>`,
    tag('name', 'description', meta.description),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    ...alternates(meta.path).map(
      ([lang, path]) => `<link rel="alternate" hreflang="${lang}" href="${escapeHtml(`${origin}${path}`)}">`,
    ),
    tag('property', 'og:type', 'website'),
    tag('property', 'og:site_name', 'Sacred Himalaya Yatra'),
    tag('property', 'og:locale', ogLocale[locale]),
    tag('property', 'og:title', title),
    tag('property', 'og:description', meta.description),
    tag('property', 'og:url', url),
    tag('property', 'og:image', image),
    tag('property', 'og:image:width', '1200'),
    tag('property', 'og:image:height', '630'),
    tag('property', 'og:image:alt', imageAlt),
    tag('name', 'twitter:card', 'summary_large_image'),
    tag('name', 'twitter:title', title),
    tag('name', 'twitter:description', meta.description),
    tag('name', 'twitter:image', image),
    tag('name', 'twitter:image:alt', imageAlt),
    `<script type="application/ld+json">${scriptJson(graph)}</script>`,
  ].join('\n');
}
