import { hindiSlips, hindiTexts, sourceSlips } from '@chardham/shared/i18n/hindi-style';
import { describe, expect, it } from 'vitest';
import * as hindi from './hindi';

/** The slice's source, tests left out: Hindi written anywhere in it, not only in its message modules. */
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('the landing page’s Hindi follows docs/hindi-style.md', () => {
  it('in every string of its Hindi words, each counted phrase in both forms', () => {
    const texts = hindiTexts(hindi);
    expect(texts.length).toBeGreaterThan(20);
    expect(texts.flatMap((text) => hindiSlips(text))).toEqual([]);
  });

  it('in every line of its source that has Hindi in it', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(10);
    expect(sourceSlips(sources)).toEqual([]);
  });
});
