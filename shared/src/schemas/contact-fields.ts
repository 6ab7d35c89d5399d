import { z } from 'zod';
import { contactMessages, contactLimits as limits } from './contact-limits';

/**
 * String rules written the way PostgreSQL counts: char_length counts code points (JavaScript's
 * .length counts UTF-16 units) and text can never hold a NUL character. The database tests prove
 * these agree with the CHECK constraints.
 */
export const codePoints = (value: string) => [...value].length;

export function boundedText(options: { min?: number; max: number; message: string }) {
  const { min = 1, max, message } = options;
  return z
    .string({ error: message })
    .refine((value) => !value.includes('\u0000'), { message })
    .refine((value) => codePoints(value.replace(/^ +| +$/g, '')) >= min, { message })
    .refine((value) => codePoints(value) <= max, { message });
}

/** A real calendar date written YYYY-MM-DD within [min, max] (PostgreSQL's `date` input rules). */
export function isoDate(options: { min: string; max: string; message: string }) {
  return z.string({ error: options.message }).refine((value) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
    const parsed = new Date(`${value}T00:00:00Z`);
    if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value) return false;
    return value >= options.min && value <= options.max;
  }, options.message);
}

const emailPattern = new RegExp(limits.emailPattern);
const phonePattern = new RegExp(limits.phonePattern);

export const nameSchema = boundedText({
  min: limits.nameMin,
  max: limits.nameMax,
  message: contactMessages.name,
});

export const emailSchema = z
  .string({ error: contactMessages.email })
  .refine((v) => codePoints(v) <= limits.emailMax && emailPattern.test(v), contactMessages.email);

export const phoneSchema = z.string({ error: contactMessages.phone }).refine((v) => {
  const digits = v.replace(/[^0-9]/g, '').length;
  return phonePattern.test(v) && digits >= limits.phoneDigitsMin && digits <= limits.phoneDigitsMax;
}, contactMessages.phone);

/** The honeypot: people never see it, so it stays empty; bots fill it and the database refuses. */
export const honeypotSchema = z.literal('').nullable().optional();
