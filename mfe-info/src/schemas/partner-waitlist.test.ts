import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import {
  emptyWaitlistDraft,
  isLikelyBot,
  type PartnerWaitlistRow,
  partnerWaitlistRowSchema,
  toWaitlistRow,
} from './partner-waitlist';

const id = '0b6f1c9e-3f7a-4c1e-9a51-2d8c3b7e4f10';
const typed = {
  name: '  Asha Rawat ',
  email: 'asha@himtravels.in ',
  company: 'Him Travels',
  phone: '+91 98765 43210',
  experience: '   ',
  website: '',
};

describe('the partner waitlist rules', () => {
  it('describe the same row as the zod-free type the form uses', () => {
    expectTypeOf<z.infer<typeof partnerWaitlistRowSchema>>().toEqualTypeOf<PartnerWaitlistRow>();
  });

  it('trim what was typed and store an empty experience note as null', () => {
    const row = toWaitlistRow(id, typed);
    expect(row).toEqual({
      id,
      name: 'Asha Rawat',
      email: 'asha@himtravels.in',
      company: 'Him Travels',
      phone: '+91 98765 43210',
      experience: null,
      website: null,
    });
    expect(partnerWaitlistRowSchema.parse(row)).toEqual(row);
  });

  it('refuse an empty form', () => {
    const result = partnerWaitlistRowSchema.safeParse(toWaitlistRow(id, emptyWaitlistDraft));
    expect(result.success).toBe(false);
    expect(new Set(result.error?.issues.map((i) => i.path[0]))).toEqual(
      new Set(['name', 'email', 'company', 'phone']),
    );
  });

  it('treat a filled honeypot as a bot', () => {
    expect(isLikelyBot({ ...typed, website: 'http://spam.example' })).toBe(true);
    expect(isLikelyBot(typed)).toBe(false);
  });
});
