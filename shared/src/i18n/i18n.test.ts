import { describe, expect, it } from 'vitest';
import { localeOfPath, localizedPath, withoutLocale } from './index.mjs';

describe('a path and its language', () => {
  it('is Hindi under /hi/ only', () => {
    expect(['/hi', '/hi/', '/hi/packages', '/hi/package/x'].map(localeOfPath)).toEqual([
      'hi',
      'hi',
      'hi',
      'hi',
    ]);
    expect(['/', '/packages', '/history', '/hindi'].map(localeOfPath)).toEqual(['en', 'en', 'en', 'en']);
  });

  it('loses its prefix', () => {
    expect(['/hi', '/hi/', '/hi/packages', '/packages'].map(withoutLocale)).toEqual([
      '/',
      '/',
      '/packages',
      '/packages',
    ]);
  });

  it('moves to either language, keeping query and anchor', () => {
    expect(localizedPath('/', 'hi')).toBe('/hi/');
    expect(localizedPath('/packages?duration=short', 'hi')).toBe('/hi/packages?duration=short');
    expect(localizedPath('/#contact', 'hi')).toBe('/hi/#contact');
    expect(localizedPath('/hi/package/kedarnath', 'hi')).toBe('/hi/package/kedarnath');
    expect(localizedPath('/hi/package/kedarnath', 'en')).toBe('/package/kedarnath');
    expect(localizedPath('/hi/', 'en')).toBe('/');
    expect(localizedPath('/hi#contact', 'en')).toBe('/#contact');
  });

  it('leaves what is not a path on this site alone', () => {
    for (const other of ['https://wa.me/1', 'tel:+91', 'mailto:a@b.c', '#top', '', '//cdn.example/x']) {
      expect(localizedPath(other, 'hi')).toBe(other);
    }
  });
});

describe('the English left on a Hindi page', () => {
  it('is every Latin-letter word but the brand, the allowed names and addresses', async () => {
    const { englishWords } = await import('../testing/english');
    expect(englishWords('Sacred Himalaya Yatra — केदारनाथ यात्रा, WhatsApp पर लिखें: yatra@example.com')).toEqual(
      [],
    );
    expect(englishWords('केदारनाथ Tour, 4 Days', ['Kedarnath'])).toEqual(['Tour', 'Days']);
  });
});
