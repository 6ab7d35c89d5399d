import { describe, expect, it } from 'vitest';
import { messagesFor } from '.';

describe('the review count on a featured package', () => {
  it('agrees with one and with many in both languages', () => {
    expect([messagesFor('en').packages.rating(5, 1), messagesFor('en').packages.rating(4.9, 312)]).toEqual([
      '5 (1 review)',
      '4.9 (312 reviews)',
    ]);
    expect([messagesFor('hi').packages.rating(5, 1), messagesFor('hi').packages.rating(4.9, 312)]).toEqual([
      '5 (1 समीक्षा)',
      '4.9 (312 समीक्षाएँ)',
    ]);
  });
});
