/**
 * The one test every app runs on its Hindi (docs/hindi-style.md): every string of its Hindi words,
 * message functions called so both forms of a count are read, and every line of its source with
 * Devanagari in it. The app passes its sources from its own `import.meta.glob`, which Vite resolves
 * against the app's folder.
 */
import { describe, expect, it } from 'vitest';
import { hindiSlips, hindiTexts, sourceSlips } from '../i18n/hindi-style';

export function describeHindiStyle(
  app: string,
  words: unknown,
  sources: Readonly<Record<string, string>>,
): void {
  describe(`${app}’s Hindi follows docs/hindi-style.md`, () => {
    it('in every string of its Hindi words, each counted phrase in both forms', () => {
      const texts = hindiTexts(words);
      expect(texts.length).toBeGreaterThan(20);
      expect(texts.flatMap((text) => hindiSlips(text))).toEqual([]);
    });

    it('in every line of its source that has Hindi in it', () => {
      expect(Object.keys(sources).length).toBeGreaterThan(10);
      expect(sourceSlips(sources)).toEqual([]);
    });
  });
}
