/**
 * A phone's offline state as the shell's service worker keeps it (shell/src/service-worker,
 * docs/decisions/080-offline-and-service-worker.md), read from the page: the same origin's caches
 * and IndexedDB.
 */
import { expect, type Page } from '@playwright/test';

/** What the worker has of a page: 'saved' once its HTML and every file its record names are kept. */
function savedState(page: Page, path: string) {
  return page.evaluate(async (path) => {
    const key = new URL(path, location.origin);
    const url = `${key.origin}${key.pathname}`;
    if (!(await (await caches.open('chardham-pages')).match(url))) return 'page not saved';
    // Never opened from here unless it exists: opening would make it, without the worker's stores.
    if (!(await indexedDB.databases()).some((db) => db.name === 'chardham-offline')) return 'no records';
    const record = await new Promise<{ files: string[]; title: string } | undefined>((resolve) => {
      const open = indexedDB.open('chardham-offline');
      open.onerror = () => resolve(undefined);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('pages')) return resolve(undefined);
        const get = db.transaction('pages').objectStore('pages').get(url);
        get.onsuccess = () => resolve(get.result);
        get.onerror = () => resolve(undefined);
      };
    });
    // A record with no title is only what the page reported loading: the page's own is still to come.
    if (!record?.title) return 'no record';
    const files = await caches.open('chardham-files');
    const missing: string[] = [];
    for (const file of record.files) if (!(await files.match(file, { ignoreVary: true }))) missing.push(file);
    return missing.length ? `missing ${missing.join(', ')}` : 'saved';
  }, path);
}

/** Waits until the service worker has saved a page and everything it needs on the phone. */
export async function expectSavedOnPhone(page: Page, path: string) {
  await expect
    .poll(() => savedState(page, path), { timeout: 30_000, message: `${path} saved` })
    .toBe('saved');
}

/** The bytes of each of the worker's caches (and the origin's whole use, as the browser estimates it). */
export function cacheSizes(page: Page) {
  return page.evaluate(async () => {
    const sizes: Record<string, { entries: number; bytes: number }> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      let bytes = 0;
      const keys = await cache.keys();
      for (const request of keys) bytes += (await (await cache.match(request))?.blob())?.size ?? 0;
      sizes[name] = { entries: keys.length, bytes };
    }
    return { caches: sizes, usage: (await navigator.storage.estimate()).usage ?? 0 };
  });
}
