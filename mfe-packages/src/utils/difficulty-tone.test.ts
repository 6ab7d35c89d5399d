import { describe, expect, it } from 'vitest';
import { difficultyTone } from './difficulty-tone';

describe('difficulty badge colour', () => {
  it.each([
    ['Easy', 'easy'],
    ['Easy to Moderate', 'easy'],
    ['Moderate', 'moderate'],
    ['Moderate to Difficult', 'moderate'],
    ['Difficult', 'hard'],
    ['Custom', 'hard'],
    ['आसान', 'easy'],
    ['मध्यम', 'moderate'],
    ['मध्यम से कठिन', 'moderate'],
    ['कठिन', 'hard'],
    ['आपकी पसंद के अनुसार', 'hard'],
  ])('%s is %s', (text, tone) => {
    expect(difficultyTone(text)).toBe(tone);
  });
});
