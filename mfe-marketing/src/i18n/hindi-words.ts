import { lazyWords } from '@chardham/shared/i18n/lazy-words';

/** This slice's Hindi words (./hindi.ts), downloaded by Hindi pages only. */
export const hindiWords = lazyWords(() => import('./hindi'));
