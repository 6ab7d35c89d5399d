/**
 * A slice's Hindi words in a chunk of their own, which only Hindi pages download: an English page
 * carries none of them (docs/decisions/073-hindi-edition.md). On a Hindi page the download starts
 * as soon as the slice's code runs; `get()` during a render waits for it the first time (React's
 * `use`: a hydrating region keeps its server HTML meanwhile, a navigation its current page). A
 * failed download is tried again on the next render, and the region's error boundary shows it.
 */
import { use } from 'react';
import { localeOfPath } from './index.mjs';

export interface LazyWords<T> {
  /** Starts the download, once, and returns it. The build's renderer awaits it before Hindi pages. */
  load(): Promise<T>;
  /** The words. During a render, suspends until they are here; elsewhere, after a render, they are. */
  get(): T;
}

export function lazyWords<T>(load: () => Promise<T>): LazyWords<T> {
  let words: T | undefined;
  let pending: Promise<T> | undefined;
  const start = () => {
    pending ??= load().then(
      (loaded) => {
        words = loaded;
        return loaded;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  if (typeof location !== 'undefined' && localeOfPath(location.pathname) === 'hi') start().catch(() => {});
  return { load: start, get: () => words ?? use(start()) };
}
