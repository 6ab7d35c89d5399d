/**
 * A slice's Hindi words in a chunk of their own, which only Hindi pages download: an English page
 * carries none of them (docs/decisions/073-hindi-edition.md). On a Hindi page the download starts
 * as soon as the slice's code runs, and each exposed module exports the wait (`ready`), which the
 * shell awaits before it renders the page: every render has them. Not a top-level await: one
 * anywhere in a slice made the bundler split the landing page's section styles into
 * render-blocking stylesheets of their own. The build's renderer and the
 * unit tests load them first. The language switch is a full page load, so a page never changes
 * language under code that ran without them.
 */
import { localeOfPath } from './index.mjs';

export interface LazyWords<T> {
  /** Starts the download, once (again after a failure), and returns it. */
  load(): Promise<T>;
  /** The words. Before they are here it starts their download and throws: the region's error boundary shows it. */
  get(): T;
  /** Settles once a Hindi page has its words (whether or not the download worked); at once elsewhere. */
  ready: Promise<void>;
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
  const ready = onHindiPage()
    ? start().then(
        () => {},
        () => {},
      )
    : Promise.resolve();
  return {
    load: start,
    ready,
    get: () => {
      if (words !== undefined) return words;
      start().catch(() => {});
      throw new Error("This slice's Hindi words have not arrived; try again in a moment.");
    },
  };
}

/** Whether this document is a Hindi page (a slice's code then downloads its words at once). */
const onHindiPage = (): boolean =>
  typeof location !== 'undefined' && localeOfPath(location.pathname) === 'hi';
