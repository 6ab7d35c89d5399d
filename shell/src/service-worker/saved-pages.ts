/**
 * The record of each saved page: the files it needs (page-files.ts, plus what the page reported it
 * loaded), its language and title for the offline page. A file stays on the phone while a saved
 * page needs it; an old release goes once no saved page does. IndexedDB, through idb.
 */
import { type DBSchema, openDB } from 'idb';
import { cacheNames, limits } from './names';

export interface SavedPage {
  /** The page's cache key: its URL without the query. */
  url: string;
  files: string[];
  locale: 'en' | 'hi';
  title: string;
  savedAt: number;
}

interface OfflineDb extends DBSchema {
  pages: { key: string; value: SavedPage };
}

const db = openDB<OfflineDb>('chardham-offline', 1, {
  upgrade(upgrading) {
    upgrading.createObjectStore('pages', { keyPath: 'url' });
  },
});

let queue: Promise<unknown> = Promise.resolve();

/**
 * Runs the worker's bookkeeping one task at a time: a prune must never run between another task's
 * record and the files it is putting on the phone.
 */
export function serially<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => {});
  return run;
}

export async function recordPage(page: SavedPage): Promise<void> {
  const known = await (await db).get('pages', page.url);
  // What the page reported it loaded stays with the page when its HTML is saved again.
  const files = [...new Set([...page.files, ...(known?.files ?? [])])];
  await (await db).put('pages', { ...page, files });
}

/**
 * Adds files a page loaded to its record (made now if its HTML is still on its way to the cache;
 * `prune` drops it if the page is never saved).
 */
export async function addFiles(url: string, files: string[]): Promise<void> {
  const known = await (await db).get('pages', url);
  const base = known ?? { url, files: [], locale: 'en' as const, title: '', savedAt: Date.now() };
  await (await db).put('pages', { ...base, files: [...new Set([...base.files, ...files])] });
}

/** The saved pages, newest first: only those whose HTML the pages cache still holds. */
export async function savedPages(): Promise<SavedPage[]> {
  const cached = new Set((await (await caches.open(cacheNames.pages)).keys()).map((r) => r.url));
  const records = await (await db).getAll('pages');
  return records.filter((r) => cached.has(r.url)).sort((a, b) => b.savedAt - a.savedAt);
}

/** Saved pages that name a file, saved before `before`. */
export async function pagesNaming(file: string, before: number): Promise<string[]> {
  return (await savedPages()).filter((p) => p.savedAt < before && p.files.includes(file)).map((p) => p.url);
}

export async function forgetPage(url: string): Promise<void> {
  await (await caches.open(cacheNames.pages)).delete(url);
  await (await db).delete('pages', url);
}

async function usage(): Promise<number> {
  return (await navigator.storage?.estimate?.())?.usage ?? 0;
}

/**
 * Drops what no saved page needs: records of pages the pages cache let go (its 30-page bound), and
 * every file of the files cache no saved page names (an old release, once its last page is gone).
 * Then, past the byte budget, the oldest saved pages go, and their files with them.
 */
export async function prune(keep: Iterable<string> = []): Promise<void> {
  for (;;) {
    const pages = await savedPages();
    const cachedUrls = new Set(pages.map((p) => p.url));
    for (const url of await (await db).getAllKeys('pages')) {
      if (!cachedUrls.has(url)) await (await db).delete('pages', url);
    }
    const needed = new Set([...keep, ...pages.flatMap((p) => p.files)]);
    const files = await caches.open(cacheNames.files);
    for (const request of await files.keys()) {
      if (!needed.has(request.url)) await files.delete(request);
    }
    const oldest = pages.at(-1);
    if (pages.length <= 1 || !oldest || (await usage()) <= limits.bytes) return;
    await forgetPage(oldest.url);
  }
}
