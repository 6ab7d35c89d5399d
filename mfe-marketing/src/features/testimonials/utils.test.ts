import { describe, expect, it } from 'vitest';
import { initials } from './utils';

describe('initials', () => {
  it('takes the first letters of the first two words', () => {
    expect(initials('Rajesh Sharma')).toBe('RS');
    expect(initials('Vikram Singh Rawat')).toBe('VS');
    expect(initials('  meena   iyer ')).toBe('MI');
    expect(initials('Madhu')).toBe('M');
  });
});
