/**
 * A slice's server render, run by its build in Node (slice-html.ts): each route the slice owns
 * becomes a head fragment and a body fragment, from the same components as its client modules.
 */

import type { SlicePageProps } from '@chardham/shared/contracts';
import { type Locale, locales, localizedPath, withoutLocale } from '@chardham/shared/i18n';
import { type RouteDef, routeList, routeText } from '@chardham/shared/routes';
import { type ImagePreload, takeServerMeta, takeServerPreloads, travelAgency } from '@chardham/shared/seo';
import {
  EMPTY_BLOCK,
  fragmentUrl,
  includeDirective,
  ORIGIN_TOKEN,
  SLICE_BASE_TOKEN,
  toIncludes,
} from '@chardham/shared/ssr';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { pageHeadHtml } from './head-html';

const emptyBlock = `<!--# block name="${EMPTY_BLOCK}" --><!--# endblock -->`;

import { Route, Routes } from '@chardham/shared/router';
import { serverSlots, type UsedSlot } from './server-slots';

/** One route of the slice (or one slot variant), rendered at build time. */
export interface ServerPage {
  /** The fragment's key (fragmentKey of its path, or slotKey). */
  key: string;
  /** The exposed module that hydrates it (its stylesheets go in the head). */
  module: string;
  /** A concrete path the page is rendered at, and the route pattern it matches. */
  path: string;
  pattern?: string;
  // biome-ignore lint/suspicious/noExplicitAny: exposed modules have their own props.
  Component: ComponentType<any>;
  props?: object;
  /** A slot's fragment has no page head of its own: only its stylesheets. */
  slot?: boolean;
}

/** What the build passes in: the stylesheets of each exposed module, from the client build. */
export interface RenderContext {
  css: Record<string, string[]>;
}

export interface RenderedFragment {
  key: string;
  head: string;
  body: string;
}

function routeOf(path: string): RouteDef | undefined {
  return routeList.find((route) => route.path === path);
}

/** A route's own head tags when its page sets none: the route table's (as the shell does). */
function defaultMeta(pattern: string, path: string, locale: Locale) {
  const route = routeOf(withoutLocale(pattern));
  const text = route ? routeText(route, locale) : undefined;
  return {
    title: text?.title ?? (locale === 'hi' ? 'पेज नहीं मिला' : 'Page not found'),
    description: text?.description ?? (locale === 'hi' ? 'यह पेज मौजूद नहीं है।' : 'This page does not exist.'),
    path,
    structuredData: [travelAgency(ORIGIN_TOKEN)],
  };
}

/** Every page in each language: the Hindi one at /hi/<path>, its fragments under hi/. */
function inEachLanguage(pages: ServerPage[]): { page: ServerPage; locale: Locale }[] {
  return locales.flatMap((locale) =>
    pages.map((page) => ({
      locale,
      page:
        locale === 'en'
          ? page
          : {
              ...page,
              key: `hi/${page.key}`,
              path: localizedPath(page.path, 'hi'),
              ...(page.pattern ? { pattern: localizedPath(page.pattern, 'hi') } : {}),
            },
    })),
  );
}

/**
 * nginx looks an include's stub up in the fragment's own request: a fragment names its own. Nothing
 * else is added: a body is hydrated, and a stray newline would be a text node React does not expect.
 */
function withEmptyBlock(html: string): string {
  return html.includes('<!--# include') ? `${emptyBlock}${html}` : html;
}

const attribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/** A priority picture's preload: the AVIF source its <picture> picks, at the same sizes. */
export function imagePreloadHtml({ srcset, sizes }: ImagePreload): string {
  return `<link rel="preload" as="image" type="image/avif" imagesrcset="${attribute(srcset)}" imagesizes="${attribute(sizes)}" fetchpriority="high">`;
}

export function renderSlice(pages: ServerPage[], context: RenderContext): RenderedFragment[] {
  return inEachLanguage(pages).map(({ page, locale }) => {
    const used: UsedSlot[] = [];
    const props: SlicePageProps = { slots: serverSlots(used, locale), ...page.props };
    takeServerMeta();
    takeServerPreloads();
    const html = renderToString(
      <StaticRouter location={page.path}>
        <Routes>
          <Route path={page.pattern ?? '*'} element={<page.Component {...props} />} />
        </Routes>
      </StaticRouter>,
    );
    const stylesheets = (context.css[page.module] ?? []).map(
      (file) => `<link rel="stylesheet" href="${SLICE_BASE_TOKEN}${file}">`,
    );
    const head = [
      // First in the slice's head: the picture the page paints largest starts with the stylesheets.
      ...takeServerPreloads().map(imagePreloadHtml),
      ...(page.slot
        ? []
        : [
            pageHeadHtml(
              takeServerMeta() ?? defaultMeta(page.pattern ?? '', page.path, locale),
              ORIGIN_TOKEN,
            ),
          ]),
      ...stylesheets,
      ...used.map((s) => includeDirective(fragmentUrl(s.slice, s.key, 'head'))),
    ].join('\n');
    return { key: page.key, head: `${withEmptyBlock(head)}\n`, body: withEmptyBlock(toIncludes(html)) };
  });
}

export { pageHeadHtml } from './head-html';
