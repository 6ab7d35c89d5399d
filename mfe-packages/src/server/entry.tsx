/** The package list and every package page, rendered to HTML by the slice's build. */

import { type RenderContext, renderSlice, type ServerPage } from '@chardham/build/render';
import { packages } from '@chardham/shared/content/packages';
import { href, routes } from '@chardham/shared/routes';
import { sitemapEntries } from '@chardham/shared/seo';
import { fragmentKey, NOT_FOUND_PACKAGE, PACKAGES_SITEMAP } from '@chardham/shared/ssr';
import PackageDetail from '../exposes/package-detail';
import PackageList from '../exposes/package-list';
import { hindiWords } from '../i18n/hindi-words';

const detail = (path: string, key = fragmentKey(path)): ServerPage => ({
  key,
  module: routes.packageDetail.module,
  path,
  pattern: routes.packageDetail.path,
  Component: PackageDetail,
});

export async function render(context: RenderContext) {
  // Every page is rendered in Hindi too: its words first (a browser downloads them on Hindi pages only).
  await hindiWords.load();
  const list = routes.packages;
  return renderSlice(
    [
      {
        key: fragmentKey(list.path),
        module: list.module,
        path: list.path,
        pattern: list.path,
        Component: PackageList,
      },
      ...packages.map((pkg) => detail(href.packageDetail(pkg.id))),
      // Any id the catalogue does not have: the server answers it with this page and a 404.
      detail(href.packageDetail(NOT_FOUND_PACKAGE), fragmentKey(href.packageDetail(NOT_FOUND_PACKAGE))),
    ],
    context,
  );
}

/**
 * The sitemap entries of every package this release offers, in both languages: the shell's
 * sitemap.xml includes them (PACKAGES_SITEMAP), so a package is listed from the release that adds it.
 */
export function files(): Record<string, string> {
  const name = PACKAGES_SITEMAP.split('/').pop() ?? 'sitemap.xml';
  return { [name]: `${sitemapEntries(packages.map((pkg) => href.packageDetail(pkg.id)))}\n` };
}
