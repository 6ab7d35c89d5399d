import { fileURLToPath } from 'node:url';
import { renderShareImage } from '@chardham/build';
import { packages } from '@chardham/shared/content/packages';
import { locales, localizedPath } from '@chardham/shared/i18n';
import { href, routeList } from '@chardham/shared/routes';
import { alternates, DEFAULT_SHARE_CARD, DEFAULT_SHARE_IMAGE, shareImageAlt } from '@chardham/shared/seo';
import { ORIGIN_TOKEN } from '@chardham/shared/ssr/tokens';
import type { Plugin } from 'vite';

function sitemapUrls(): string[] {
  const urls: string[] = [];
  for (const route of routeList) {
    if (route.path.includes(':')) urls.push(...packages.map((p) => href.packageDetail(p.id)));
    else urls.push(route.path);
  }
  return urls;
}

/**
 * Emits sitemap.xml (from the route table and the catalogue), robots.txt pointing to it, and the
 * site's 1200x630 share picture in each language, drawn over original artwork by the renderer of
 * the slices' own cards (its bundled font sets the Devanagari the same on every machine).
 */
export function seoFiles(): Plugin {
  return {
    name: 'chardham:seo-files',
    apply: 'build',
    async generateBundle() {
      // Each page in both languages, each naming all its versions (hreflang), as Google asks.
      const entries = sitemapUrls()
        .flatMap((path) => {
          const versions = alternates(path)
            .map(
              ([lang, to]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${ORIGIN_TOKEN}${to}"/>`,
            )
            .join('');
          return locales.map(
            (locale) => `  <url><loc>${ORIGIN_TOKEN}${localizedPath(path, locale)}</loc>${versions}</url>`,
          );
        })
        .join('\n');
      this.emitFile({
        type: 'asset',
        fileName: 'sitemap.xml',
        source: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries}\n</urlset>\n`,
      });
      this.emitFile({
        type: 'asset',
        fileName: 'robots.txt',
        source: `User-agent: *\nAllow: /\n\nSitemap: ${ORIGIN_TOKEN}/sitemap.xml\n`,
      });
      const scene = fileURLToPath(new URL('../src/assets/share-scene.svg', import.meta.url));
      for (const locale of locales) {
        const { title, facts } = DEFAULT_SHARE_CARD[locale];
        const path = DEFAULT_SHARE_IMAGE[locale];
        const alt = shareImageAlt({ title, description: '', path: localizedPath('/', locale) });
        const source = await renderShareImage({ scene, title, facts, alt, lang: locale });
        this.emitFile({ type: 'asset', fileName: path.slice(1), source });
      }
    },
  };
}
