import { fileURLToPath } from 'node:url';
import { renderShareImage } from '@chardham/build';
import { locales, localizedPath } from '@chardham/shared/i18n';
import { routeList } from '@chardham/shared/routes';
import { DEFAULT_SHARE_CARD, DEFAULT_SHARE_IMAGE, shareImageAlt, sitemapEntries } from '@chardham/shared/seo';
import { EMPTY_BLOCK, includeDirective, ORIGIN_TOKEN, PACKAGES_SITEMAP } from '@chardham/shared/ssr';
import type { Plugin } from 'vite';

/**
 * Emits sitemap.xml (the route table's pages, and an include of the packages slice's entries),
 * robots.txt pointing to it, and the site's 1200x630 share picture in each language, drawn over
 * original artwork by the renderer of the slices' own cards (its bundled font sets the Devanagari the
 * same on every machine).
 */
export function seoFiles(): Plugin {
  return {
    name: 'chardham:seo-files',
    apply: 'build',
    async generateBundle() {
      // The shell's own pages, and where the packages slice puts its packages' entries: composed as
      // a page is, so a package added or withdrawn there is in or out on the next request (issue 45).
      const paths = routeList.filter((route) => !route.path.includes(':')).map((route) => route.path);
      const entries = [
        `<!--# block name="${EMPTY_BLOCK}" --><!--# endblock -->`,
        sitemapEntries(paths),
        includeDirective(PACKAGES_SITEMAP),
      ].join('\n');
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
