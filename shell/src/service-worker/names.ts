/**
 * The service worker's caches and rules, named once (docs/decisions/080-offline-and-service-worker.md).
 * The page-side code reads none of this: it only registers the worker and talks to it in messages.
 */
export const cacheNames = {
  /** Pages (composed HTML) the phone has seen, network first. */
  pages: 'chardham-pages',
  /** Hashed files, slices' entries and manifests: whatever a saved page's release loads. */
  files: 'chardham-files',
  /** remotes.json and runtime-config.json, network first. */
  runtime: 'chardham-runtime',
  /** Pictures, stale while revalidate. */
  pictures: 'chardham-pictures',
} as const;

export const limits = {
  /** Pages kept, the oldest dropped first. */
  pages: 30,
  /** Pictures kept besides, the oldest dropped first. */
  pictures: 60,
  /** Everything this site keeps on the phone (Cache Storage and IndexedDB), the oldest pages dropped first. */
  bytes: 25 * 1024 * 1024,
  /** How long a page waits for the network before the phone's copy is shown. */
  networkTimeoutSeconds: 3,
} as const;

/**
 * A file is the same file whoever asks: the servers answer `Vary: Origin` for a slice's files (CORS),
 * and a module script asks with an Origin where the worker's own fetch does not.
 */
export const matchOptions: CacheQueryOptions = { ignoreVary: true };

/** Messages pages send the worker. */
export type PageMessage =
  /** The page the visitor is on, reached in the app (no request for its HTML went out): save it. */
  | { type: 'SAVE'; page: string; files: string[] }
  /** Files the page has loaded: kept as long as the page is; `leaving`: the visitor leaves it. */
  | { type: 'USED'; page: string; files: string[]; leaving?: boolean }
  /** A new worker waits; the page is about to navigate: take over now. */
  | { type: 'SKIP_WAITING' };

/** Vite's hashed file names (assets/name-HASH.ext), as the servers' immutable rule reads them. */
export const isHashedPath = (pathname: string) =>
  /\/assets\/(?:.+\/)?[^/]+-[\w-]{8}\.[a-z0-9]+$/i.test(pathname);

/** A slice's entry and manifest: not hashed, one per release folder. */
export const isSliceEntryPath = (pathname: string) =>
  /\/(?:remoteEntry\.js|mf-manifest\.json)$/.test(pathname);

/** The precached offline page of each language. */
export const offlinePage = { en: '/offline.html', hi: '/offline.hi.html' } as const;
