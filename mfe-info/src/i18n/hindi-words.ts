import { lazyWords, onHindiPage } from '@chardham/shared/i18n/lazy-words';

/** This slice's Hindi words (./hindi.ts), downloaded by Hindi pages only. */
export const hindiWords = lazyWords(() => import('./hindi'));

// On a Hindi page the slice's code finishes loading only with its words, so every render has them.
if (onHindiPage()) await hindiWords.load().catch(() => {});
