import { describe, expect, it } from 'vitest';
import { messagesFor } from '.';

describe('counts in the packages slice', () => {
  it('agree with one and with many in English (spec §2: "Showing N of M packages")', () => {
    const { list, common } = messagesFor('en');
    expect(list.count(1, 6)).toBe('Showing 1 of 6 packages');
    expect(list.count(6, 6)).toBe('Showing 6 of 6 packages');
    expect(list.count(1, 1)).toBe('Showing 1 of 1 package');
    expect([common.reviews(1), common.reviews(168)]).toEqual(['(1 review)', '(168 reviews)']);
  });

  it('agree with one and with many in Hindi', () => {
    const { list, common } = messagesFor('hi');
    expect(list.count(1, 6)).toBe('6 में से 1 पैकेज दिखाया जा रहा है');
    expect(list.count(2, 6)).toBe('6 में से 2 पैकेज दिखाए जा रहे हैं');
    expect(list.count(0, 6)).toBe('6 में से 0 पैकेज दिखाए जा रहे हैं');
    expect([common.reviews(1), common.reviews(168)]).toEqual(['(1 समीक्षा)', '(168 समीक्षाएँ)']);
  });
});
