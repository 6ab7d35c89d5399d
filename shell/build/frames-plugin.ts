/**
 * The shell's build writes a frame per route into dist/frames/: the document, the default head, the
 * navigation, the footer and the early script, with includes where the route's slice puts its own
 * head and body. A server composes frame and fragments on every request
 * (docs/decisions/065-slice-html.md).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { serverRenderPlugin } from '@chardham/build';
import { pageHeadHtml } from '@chardham/build/render';
import { type Locale, languageTag, locales, localizedPath } from '@chardham/shared/i18n';
import { href, type RouteDef, routeList, routeText } from '@chardham/shared/routes';
import { travelAgency } from '@chardham/shared/seo';
import {
  EMPTY_BLOCK,
  fragmentKey,
  fragmentUrl,
  includeDirective,
  NOT_FOUND_PACKAGE,
  ORIGIN_TOKEN,
  PACKAGE_ID_TOKEN,
  PACKAGE_ID_VARIABLE,
  REMOTES_DOCUMENT_ID,
  toIncludes,
} from '@chardham/shared/ssr';
import type { Plugin, PluginOption } from 'vite';
import { offlineWords } from '../src/features/offline/words';
import { messagesFor } from '../src/i18n';
import { manifestHref } from './web-app-manifest-plugin';

/** The frame of any path outside the route table. */
const NOT_FOUND_FRAME = '404';
const ROUTE_HEAD_BLOCK = 'route-head';
// nginx 1.22 drops the last 14 bytes of a block's content when it outputs the block as a stub (seen
// with e2e/tests/deploy-nginx.spec.ts): a run of spaces takes the loss instead of the head's tags.
const BLOCK_PADDING = ' '.repeat(32);
/**
 * An empty element right after #root, which the head's `<link rel="expect" blocking="render">`
 * names: the browser paints nothing before the page's markup is parsed to its end. On a busy CPU
 * the parser yields part-way through a page and the browser paints what it has: a header whose
 * menu is not parsed yet (the language switch at its right end), a language switch without its
 * word, a hero's controls without their buttons. The rest then moves what was painted (e2e on a
 * loaded two-core machine: shifts of 0.001-0.017 on the Hindi pages, once 0.094 in CI). Chromium
 * lifts an expect link once its element is inserted, so it names an element after the markup,
 * not #root itself.
 */
const PARSED_MARKER = 'page-parsed';

interface Frame {
  key: string;
  path: string;
  route?: RouteDef;
  locale: Locale;
}

/**
 * Every page, in each language: the route table's paths, one package page for every id (the id is a
 * token a server replaces, so a package the packages slice adds needs no shell build: issue 45), a
 * package the packages slice lacks, 404. A Hindi frame is its English path's under hi/
 * (hi/packages.html).
 */
export function framesOf(): Frame[] {
  const frames: Frame[] = [];
  for (const locale of locales) {
    for (const route of routeList) {
      const paths = route.path.includes(':')
        ? [PACKAGE_ID_TOKEN, NOT_FOUND_PACKAGE].map((id) => href.packageDetail(id))
        : [route.path];
      for (const english of paths) {
        const path = localizedPath(english, locale);
        frames.push({ key: fragmentKey(path), path, route, locale });
      }
    }
    const notFound = localizedPath(`/${NOT_FOUND_FRAME}`, locale);
    frames.push({ key: fragmentKey(notFound), path: notFound, locale });
  }
  return frames;
}

function defaultHead(frame: Frame): string {
  const { route, path, locale } = frame;
  const notFound = !route || path.endsWith(`/${NOT_FOUND_PACKAGE}`);
  const text = notFound ? messagesFor(locale).notFound : routeText(route, locale);
  return pageHeadHtml(
    {
      title: text.title,
      description: text.description,
      path: notFound ? localizedPath('/', locale) : path,
      structuredData: [travelAgency(ORIGIN_TOKEN)],
    },
    ORIGIN_TOKEN,
  );
}

/**
 * The icon in the page itself: as a file it was one more request before the largest paint (the
 * browser asks for it early and high), for 0.3 KB. The file stays for the structured data's logo.
 */
const FAVICON = `data:image/svg+xml,${encodeURIComponent(
  readFileSync(new URL('../public/favicon.svg', import.meta.url), 'utf8').trim(),
)}`;

const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1] ?? '';

/** What the client build's index.html loads: its stylesheets, its early script and its app scripts. */
export function readTemplate(html: string, outDir: string) {
  const tags = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[0]);
  // The federation runtime's chunk (src/features/remotes/federation-runtime.ts): a page that loads
  // its slice at once preloads it with the app; the landing page does not need it before the reach.
  const runtime = readdirSync(join(outDir, 'assets')).find((file) =>
    /^federation-runtime-[\w-]+\.js$/.test(file),
  );
  return {
    runtime: runtime ? `/assets/${runtime}` : undefined,
    stylesheets: tags(/<link rel="stylesheet"[^>]*>/g).map((tag) => attr(tag, 'href')),
    early: tags(/<script async src="[^"]+"><\/script>/g).map((tag) => attr(tag, 'src')),
    scripts: tags(/<script type="module"[^>]*><\/script>/g).map((tag) => attr(tag, 'src')),
    preloads: tags(/<link rel="modulepreload"[^>]*>/g).map((tag) => attr(tag, 'href')),
  };
}

/**
 * The generic package frame's includes name the id by the variable a server sets from the path
 * (nginx's SSI reads it there); everywhere else the token stays, for the server to replace.
 */
const withPackageVariable = (html: string) =>
  html.replace(/<!--# include virtual="[^"]*"/g, (include) =>
    include.replaceAll(PACKAGE_ID_TOKEN, PACKAGE_ID_VARIABLE),
  );

export function frameDocument(
  frame: Frame,
  body: string,
  notice: string,
  template: ReturnType<typeof readTemplate>,
  hindiStylesheet: string,
): string {
  const stylesheets = frame.locale === 'hi' ? [hindiStylesheet] : template.stylesheets;
  const slice = frame.route && frame.route.slice !== 'shell' ? frame.route.slice : undefined;
  // App scripts wait for the first paint (the early script adds them): the stylesheets go first.
  // The early script is the last thing in <head> and blocks the parser: the body is parsed once
  // the stylesheets have arrived. Parsed before them, its form fields made the browser (autofill)
  // lay the whole page out unstyled, at the wrong width, and again once styled: two full layouts,
  // 100-250 ms each on a slow phone (docs/decisions/089-one-layout-before-the-first-paint.md).
  // The web app manifest is linked at the first paint too: linked in the HTML, Chrome fetches it
  // and its icon as the page loads, beside the largest picture (docs/decisions/080).
  const appScripts = JSON.stringify({
    preloads: template.preloads,
    scripts: template.scripts,
    runtime: template.runtime,
    manifest: manifestHref[frame.locale],
  });
  return withPackageVariable(`<!doctype html>
<html lang="${languageTag[frame.locale]}" data-prerendered>
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#12304f">
<link rel="icon" href="${FAVICON}" type="image/svg+xml">
${stylesheets.map((file) => `<link rel="stylesheet" crossorigin href="${file}">`).join('\n')}
<link rel="expect" href="#${PARSED_MARKER}" blocking="render">
<!--# block name="${EMPTY_BLOCK}" --><!--# endblock -->
<!--# block name="${ROUTE_HEAD_BLOCK}" -->
${defaultHead(frame)}
${BLOCK_PADDING}
<!--# endblock -->
${slice ? includeDirective(fragmentUrl(slice, frame.key, 'head'), ROUTE_HEAD_BLOCK) : defaultHead(frame)}
<script type="application/json" id="${REMOTES_DOCUMENT_ID}">${includeDirective('/remotes.json')}</script>
<script type="application/json" id="app-scripts">${appScripts}</script>
${template.early.map((src) => `<script src="${src}"></script>`).join('\n')}
</head>
<body>
<!--# if expr="$arg_unsent" -->${notice}<!--# endif -->
<div id="root">${toIncludes(body)}</div>
<template id="${PARSED_MARKER}"></template>
</body>
</html>
`);
}

/** The offline page's document (the service worker's answer for a page this phone never saved). */
export const offlineFile: Record<Locale, string> = { en: 'offline.html', hi: 'offline.hi.html' };

function offlineDocument(locale: Locale, body: string, stylesheets: string[]): string {
  return `<!doctype html>
<html lang="${languageTag[locale]}">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#12304f">
<meta name="robots" content="noindex">
<link rel="icon" href="${FAVICON}" type="image/svg+xml">
<link rel="manifest" href="${manifestHref[locale]}">
${stylesheets.map((file) => `<link rel="stylesheet" crossorigin href="${file}">`).join('\n')}
<title>${offlineWords[locale].title} | Sacred Himalaya Yatra</title>
</head>
<body>
${body}
</body>
</html>
`;
}

export function framesPlugin(options: { plugins: () => PluginOption[]; hindiCss: () => string }): Plugin {
  return serverRenderPlugin<{
    renderFrame: (path: string) => string;
    renderNotSentNotice: (locale: Locale) => string;
    renderOfflinePage: (locale: Locale) => string;
  }>({
    name: 'chardham:frames',
    entry: 'src/server/frame.tsx',
    plugins: options.plugins,
    write({ renderFrame, renderNotSentNotice, renderOfflinePage }, outDir) {
      const template = readTemplate(readFileSync(join(outDir, 'index.html'), 'utf8'), outDir);
      // Hindi pages: the shell's stylesheet with the font's rules after it (hindi-font-plugin.ts),
      // one file, so a Hindi page waits on no more stylesheets than an English one, and an English
      // page's stay as they are.
      const hindiCss = [
        ...template.stylesheets.map((file) => readFileSync(join(outDir, file), 'utf8')),
        options.hindiCss(),
      ].join('\n');
      const hindiStylesheet = `/assets/index-hi-${createHash('sha256').update(hindiCss).digest('base64url').slice(0, 8)}.css`;
      writeFileSync(join(outDir, hindiStylesheet), hindiCss);
      const frames = framesOf();
      for (const frame of frames) {
        const file = join(outDir, 'frames', `${frame.key}.html`);
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(
          file,
          frameDocument(
            frame,
            renderFrame(frame.path),
            renderNotSentNotice(frame.locale),
            template,
            hindiStylesheet,
          ),
        );
      }
      for (const locale of locales) {
        const stylesheets = locale === 'hi' ? [hindiStylesheet] : template.stylesheets;
        writeFileSync(
          join(outDir, offlineFile[locale]),
          offlineDocument(locale, renderOfflinePage(locale), stylesheets),
        );
      }
      // biome-ignore lint/suspicious/noConsole: the build's own report of what it wrote.
      console.log(`frames: ${frames.length} pages in ${join(outDir, 'frames')}`);
    },
  });
}
