import { describe, expect, it } from 'vitest';
import { plural } from './plural';

const reviews = (count: number) => ({ one: `${count} review`, other: `${count} reviews` });
const shown = (count: number) => ({
  one: `${count} पैकेज दिखाया जा रहा है`,
  other: `${count} पैकेज दिखाए जा रहे हैं`,
});

describe('a counted phrase', () => {
  it('is singular for one and plural otherwise, in English', () => {
    expect([0, 1, 2, 312].map((n) => plural('en', n, reviews(n)))).toEqual([
      '0 reviews',
      '1 review',
      '2 reviews',
      '312 reviews',
    ]);
  });

  it('is singular for one and plural otherwise, in Hindi, zero with the plural verb', () => {
    expect([0, 1, 2, 6].map((n) => plural('hi', n, shown(n)))).toEqual([
      '0 पैकेज दिखाए जा रहे हैं',
      '1 पैकेज दिखाया जा रहा है',
      '2 पैकेज दिखाए जा रहे हैं',
      '6 पैकेज दिखाए जा रहे हैं',
    ]);
  });
});
