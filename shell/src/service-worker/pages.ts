/**
 * Pages: network first with a 3 s timeout, then the copy this phone has; a page it never saw,
 * asked for without signal, answers the offline page in its language with the pages saved here.
 * Each page saved brings its release with it (page-files.ts): the shell's files its HTML names,
 * and each slice region's entry, manifest and module files, so it hydrates offline as it was.
 */

import type { RouteHandlerCallback, WorkboxPlugin } from 'workbox-core/types';
import { ExpirationPlugin } from 'workbox-expiration';
import { matchPrecache } from 'workbox-precaching';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { cacheNames, isSliceEntryPath, limits, matchOptions, offlinePage } from './names';
import { offlineHtml } from './offline-html';
import { entryFiles, moduleFiles, pageNeeds } from './page-files';
import { forgetPage, pagesNaming, prune, recordPage, savedPages, serially } from './saved-pages';
import { untilReplaced } from './until-replaced';

declare const self: ServiceWorkerGlobalScope;

/**
 * Windows whose page came from this phone's copy, or from the network exactly as saved (same
 * ETag): their slices' entries come from the phone too, the release the page was saved with. A
 * page that changed loads the live entries. Leaving a page, the worker asks whether its slices have
 * a new release, for the next visit (`revalidateReleases`).
 */
export const pagesFromCache = new Set<string>();

/** A page is kept under its path: the composer reads no query but `unsent`, which is never kept. */
const pageKey = (url: string) => {
  const { origin, pathname } = new URL(url);
  return `${origin}${pathname}`;
};

const okOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null),
};

/** An entry or manifest that changed under the same URL (a deploy over the live folder). */
const entryChanged: WorkboxPlugin = {
  cacheDidUpdate: async ({ request, oldResponse, newResponse, event }) => {
    if (!oldResponse) return;
    const [before, after] = await Promise.all([oldResponse.text(), newResponse.clone().text()]);
    if (before !== after) {
      event.waitUntil(untilReplaced(serially(() => refreshPagesNaming(request.url)).catch(() => {})));
    }
  },
};

const entryNetwork = new NetworkFirst({
  cacheName: cacheNames.files,
  matchOptions,
  networkTimeoutSeconds: limits.networkTimeoutSeconds,
  plugins: [okOnly, entryChanged],
});
const entryCacheFirst = new CacheFirst({ cacheName: cacheNames.files, matchOptions, plugins: [okOnly] });

/**
 * A slice's entry and manifest: from the network (a live page loads the live release), except for
 * a page that came from this phone's copy, which loads the release it was saved with.
 */
export const entryHandler: RouteHandlerCallback = (options) =>
  pagesFromCache.has((options.event as FetchEvent).clientId)
    ? entryCacheFirst.handle(options)
    : entryNetwork.handle(options);

const saveData = () => (navigator as { connection?: { saveData?: boolean } }).connection?.saveData;

/** Puts files into the files cache that it does not hold yet (mostly from the browser's own cache). */
async function warm(urls: string[]) {
  const files = await caches.open(cacheNames.files);
  await Promise.all(
    urls.map(async (url) => {
      if (await files.match(url, matchOptions)) return;
      const response = await fetch(url, { credentials: 'same-origin' }).catch(() => null);
      if (response?.status === 200) await files.put(url, response);
    }),
  );
}

/**
 * A slice's entry or manifest as the live site has it now, kept. When it changed under the same
 * URL (a deploy over the live folder), the pages saved with the old one are fetched again.
 */
async function freshEntry(url: string, savedNow: string): Promise<Response | undefined> {
  const files = await caches.open(cacheNames.files);
  const before = await files.match(url, matchOptions);
  const fresh = await fetch(url, { cache: 'no-cache', credentials: 'same-origin' }).catch(() => null);
  if (fresh?.status !== 200) return before;
  await files.put(url, fresh.clone());
  if (before && (await before.text()) !== (await fresh.clone().text())) {
    await refreshPagesNaming(url, savedNow);
  }
  return fresh;
}

/** After a page is saved: its record, its release's files on the phone, and the bounds kept. */
async function afterSave(url: string, html: string) {
  const needs = pageNeeds(html, url);
  const files = new Set(needs.files);
  for (const { entry, module } of needs.regions) {
    const manifestUrl = new URL('mf-manifest.json', entry).href;
    files.add(entry);
    files.add(manifestUrl);
    const entryText = await (await freshEntry(entry, url))?.text().catch(() => '');
    for (const file of entryFiles(entryText ?? '', entry, module)) files.add(file);
    const manifest = await (await freshEntry(manifestUrl, url))?.json().catch(() => null);
    for (const file of moduleFiles(manifest, entry, module, needs.locale)) files.add(file);
  }
  // The site's settings, for a form sent from this page without signal (network first).
  const settings = await fetch('/runtime-config.json').catch(() => null);
  if (settings?.ok) await (await caches.open(cacheNames.runtime)).put('/runtime-config.json', settings);
  const list = [...files];
  await recordPage({ url, files: list, locale: needs.locale, title: needs.title, savedAt: Date.now() });
  // On Save-Data the phone keeps only what the page loaded itself (reported by the page).
  if (!saveData()) await warm(list);
  await prune();
}

const savePage: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => pageKey(request.url),
  cacheWillUpdate: async ({ request, response }) => {
    const cacheControl = response.headers.get('Cache-Control') ?? '';
    const keep =
      response.status === 200 &&
      (response.headers.get('Content-Type') ?? '').startsWith('text/html') &&
      !/no-store|private/.test(cacheControl) &&
      !new URL(request.url).searchParams.has('unsent');
    return keep ? response : null;
  },
  cacheDidUpdate: async ({ request, oldResponse, newResponse, event }) => {
    // The page as it was saved (same ETag): its record and its release's files still hold.
    const etag = newResponse.headers.get('ETag');
    if (etag && oldResponse?.headers.get('ETag') === etag) return;
    const html = await newResponse.clone().text();
    event.waitUntil(untilReplaced(serially(() => afterSave(pageKey(request.url), html)).catch(() => {})));
  },
  cachedResponseWillBeUsed: async ({ cachedResponse, event }) => {
    const client = (event as FetchEvent | undefined)?.resultingClientId;
    if (cachedResponse && client) pagesFromCache.add(client);
    return cachedResponse;
  },
};

/**
 * Revalidates the slices' entries and manifests a saved page names: a release deployed without
 * changing the page's HTML is then saved with the page (its pages fetched again) for the next visit.
 */
export async function revalidateReleases(url: string) {
  const page = (await savedPages()).find((saved) => saved.url === url);
  for (const file of page?.files ?? []) {
    if (isSliceEntryPath(new URL(file).pathname)) await freshEntry(file, url);
  }
}

/** A navigation: the page, and whether its slices' entries may come from the phone. */
export async function handleNavigation(options: { event: ExtendableEvent; request: Request }) {
  const event = options.event as FetchEvent;
  const saved = caches.open(cacheNames.pages).then((pages) => pages.match(pageKey(options.request.url)));
  const response = await pagesStrategy.handle(options);
  const etag = response.headers.get('ETag');
  const before = await saved.catch(() => undefined);
  if (etag && before?.headers.get('ETag') === etag && event.resultingClientId) {
    pagesFromCache.add(event.resultingClientId);
  }
  return response;
}

export const pagesStrategy = new NetworkFirst({
  cacheName: cacheNames.pages,
  networkTimeoutSeconds: limits.networkTimeoutSeconds,
  plugins: [new ExpirationPlugin({ maxEntries: limits.pages, purgeOnQuotaError: true }), savePage],
});

/**
 * Pages saved with an entry that has since changed under the same URL: fetched again (they now
 * come with the new release), or dropped, so that no saved page meets another release's code.
 */
async function refreshPagesNaming(entry: string, except?: string) {
  for (const url of await pagesNaming(entry, Date.now())) {
    if (url === except) continue;
    const fresh = await fetch(url, { credentials: 'same-origin' }).catch(() => null);
    if (fresh?.status === 200) {
      await (await caches.open(cacheNames.pages)).put(url, fresh.clone());
      await afterSave(url, await fresh.text());
    } else {
      await forgetPage(url);
    }
  }
}

const isHindiPath = (pathname: string) => pathname === '/hi' || pathname.startsWith('/hi/');

/** The offline page of the path's language, listing the pages of that language saved here. */
export { warm };

export async function offlineResponse(url: string): Promise<Response> {
  const locale = isHindiPath(new URL(url).pathname) ? 'hi' : 'en';
  const template = await matchPrecache(offlinePage[locale]);
  if (!template) return Response.error();
  const pages = (await savedPages()).filter((page) => page.locale === locale);
  const html = offlineHtml(await template.text(), pages, url);
  const headers = new Headers(template.headers);
  headers.set('Content-Type', 'text/html; charset=utf-8');
  headers.delete('Content-Length');
  return new Response(html, { status: 200, headers });
}
