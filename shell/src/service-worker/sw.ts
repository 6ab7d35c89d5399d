/**
 * The shell's service worker (issue 30; the rules and why: docs/decisions/080-offline-and-service-
 * worker.md). Built by shell/build/service-worker-plugin.ts into dist/sw.js, with Workbox's
 * precache list (the offline pages and what they show) injected by workbox-build.
 */

import { OUTBOX, queuedCount, sendKeptFormsTo } from '@chardham/shared/supabase/outbox';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { cacheNames, isHashedPath, isSliceEntryPath, limits, matchOptions, type PageMessage } from './names';
import {
  entryHandler,
  handleNavigation,
  offlineResponse,
  pagesStrategy,
  revalidateReleases,
  warm,
} from './pages';
import { addFiles, prune, serially } from './saved-pages';
import { untilReplaced } from './until-replaced';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};
/** Origins the shell may load slices from besides its own (the build's REMOTE_ORIGINS). */
declare const __REMOTE_ORIGINS__: string[];

const origins = new Set([self.location.origin, ...__REMOTE_ORIGINS__]);
const ours = (url: URL) => origins.has(url.origin);
const sameOrigin = (url: URL) => url.origin === self.location.origin;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first worker a phone installs also looks after the page that installed it (it may lose its
// signal before the next navigation); it serves the very files that page would fetch. A later
// worker waits until a page asks it, at a link followed (register-worker.ts); other open tabs then
// reach it too, and get each file as its release's URL names it.
clientsClaim();
// The network's answer to a navigation starts while the worker boots, not after.
enableNavigationPreload();

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && sameOrigin(url),
  async (options) => {
    try {
      return await handleNavigation(options);
    } catch {
      return offlineResponse(options.request.url);
    }
  },
);

registerRoute(
  ({ url }) =>
    sameOrigin(url) && (url.pathname === '/remotes.json' || url.pathname === '/runtime-config.json'),
  new NetworkFirst({
    cacheName: cacheNames.runtime,
    networkTimeoutSeconds: limits.networkTimeoutSeconds,
    plugins: [new CacheableResponsePlugin({ statuses: [200] })],
  }),
);

const hashedFiles = new CacheFirst({
  cacheName: cacheNames.files,
  matchOptions,
  plugins: [new CacheableResponsePlugin({ statuses: [200] })],
});
registerRoute(
  ({ url }) => ours(url) && isHashedPath(url.pathname),
  async (options) => {
    try {
      return await hashedFiles.handle(options);
    } catch (error) {
      // A picture this phone never loaded, asked for without signal: an empty one of the page's
      // ground, so the page keeps its layout and nothing on it fails.
      if (options.request.destination === 'image') return missingPicture();
      throw error;
    }
  },
);

// A picture whose name has no hash (the icon, the share pictures): one a little old is better than
// none. A hashed one (every picture of the pages) is a file like the others above: it never changes
// and stays while a saved page shows it.
registerRoute(
  ({ request, url }) => request.destination === 'image' && ours(url),
  new StaleWhileRevalidate({
    cacheName: cacheNames.pictures,
    matchOptions,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: limits.pictures, purgeOnQuotaError: true }),
    ],
  }),
);

registerRoute(({ url }) => ours(url) && isSliceEntryPath(url.pathname), entryHandler);

const missingPicture = () =>
  new Response(
    '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="9"><rect width="16" height="9" fill="#e8eef5"/></svg>',
    { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' } },
  );

/** The kept forms, sent from here (Background Sync), with the site's Supabase settings. */
async function sendKeptForms() {
  const response = await fetch('/runtime-config.json').catch(() => caches.match('/runtime-config.json'));
  const config = (await response?.json().catch(() => null)) as {
    supabaseUrl?: string | null;
    supabaseAnonKey?: string | null;
  } | null;
  if (!config) throw new Error('no site configuration: try again later');
  // Demo mode sends nothing and keeps every form: one kept there was never sent anywhere, and the
  // page that opens next tells the visitor so. Nothing to try again here.
  if (!config.supabaseUrl || !config.supabaseAnonKey) return;
  await sendKeptFormsTo(config);
  // Rows still waiting: the browser tries this sync again later.
  if ((await queuedCount()) > 0) throw new Error('kept forms are still waiting');
}

self.addEventListener('sync', (event) => {
  const sync = event as ExtendableEvent & { tag?: string };
  if (sync.tag === OUTBOX) sync.waitUntil(sendKeptForms());
});

self.addEventListener('message', (event) => {
  const message = event.data as PageMessage | undefined;
  if (message?.type === 'SKIP_WAITING') {
    event.waitUntil(self.skipWaiting());
    return;
  }
  if (message?.type !== 'USED' && message?.type !== 'SAVE') return;
  const page = new URL(message.page, self.location.origin);
  if (!sameOrigin(page)) return;
  const files = message.files.filter((file) => {
    try {
      const url = new URL(file);
      return ours(url) && (isHashedPath(url.pathname) || isSliceEntryPath(url.pathname));
    } catch {
      return false;
    }
  });
  const key = `${page.origin}${page.pathname}`;
  event.waitUntil(
    untilReplaced(
      (async () => {
        if (message.type === 'SAVE') {
          // A page reached in the app: its HTML never came through here. Saved like a navigation.
          // Once the page is in the cache, its own record comes first (afterSave, queued as it is put).
          const [response, done] = pagesStrategy.handleAll({ event, request: new Request(key) });
          if (!(await response.catch(() => null))) return;
          await done.catch(() => {});
        }
        await serially(async () => {
          await addFiles(key, files);
          await warm(files);
          await prune();
          if (message.type === 'USED' && message.leaving) await revalidateReleases(key);
        });
      })().catch(() => {}),
    ),
  );
});
