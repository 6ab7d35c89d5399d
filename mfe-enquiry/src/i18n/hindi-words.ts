import { lazyWords } from '@chardham/shared/i18n/lazy-words';

/** This slice's Hindi words (./hindi.ts), downloaded by Hindi pages only. */
export const hindiWords = lazyWords(() => import('./hindi'));

/** What each exposed module exports as `ready`: the shell renders its page after it. */
export const wordsReady = hindiWords.ready;
