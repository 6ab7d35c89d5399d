import { lazyWords, onHindiPage } from '@chardham/shared/i18n/lazy-words';

/** This slice's Hindi words (./hindi.ts), downloaded by Hindi pages only. */
export const hindiWords = lazyWords(() => import('./hindi'));

/**
 * Settles once a Hindi page has its words (at once on an English page). Each exposed module exports
 * it as `ready`, and the shell renders the page only after it, so every render has them. Not a
 * top-level await: one anywhere in the slice made the bundler split the landing page's section
 * styles into render-blocking stylesheets of their own.
 */
export const wordsReady: Promise<void> = onHindiPage()
  ? hindiWords.load().then(
      () => {},
      () => {},
    )
  : Promise.resolve();
