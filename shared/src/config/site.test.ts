import { describe, expect, it } from 'vitest';
import { whatsappHref } from './site';

const prefilled = (href: string) => new URL(href).searchParams.get('text') ?? '';

describe('whatsappHref', () => {
  it('opens a chat with the second contact number, its message in the page’s language', () => {
    for (const locale of ['en', 'hi'] as const) {
      const url = new URL(whatsappHref(locale));
      expect(url.origin + url.pathname).toBe('https://wa.me/910000000002');
    }
    expect(prefilled(whatsappHref('en'))).toBe(
      'Namaste! I would like to know more about your Chardham Yatra packages.',
    );
    expect(prefilled(whatsappHref('hi'))).toBe('नमस्ते! मुझे आपके चारधाम यात्रा पैकेजों के बारे में और जानकारी चाहिए।');
  });
});
