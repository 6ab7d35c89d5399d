// Issue 65: a WhatsApp chat opens with a message in the language of the page it was opened from,
// on every page with a WhatsApp link: the landing page's contact section, the support page's
// channel, the custom request's help card, the not-sent notice and the offline page. The service
// worker's notice of a refused form is read in kept-forms.offline.spec.ts.
import { packages } from '@chardham/shared/content/packages';
import { type Locale, localizedPath } from '@chardham/shared/i18n';
import { href, routeList } from '@chardham/shared/routes';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { pages, tagOfPath } from '../support/site';

const devanagari = /[\u0900-\u097F]/;
const latin = /[A-Za-z]/;

/** The prefilled message of every WhatsApp link in a page's HTML. */
const prefills = (html: string) =>
  [...html.matchAll(/href="(https:\/\/wa\.me\/[^"]*)"/g)].map(
    ([, link]) => new URL((link ?? '').replaceAll('&amp;', '&')).searchParams.get('text') ?? '',
  );

/** Hindi on a Hindi page (no Latin letter), English on an English page (no Devanagari). */
function expectInLanguage(texts: string[], locale: Locale, where: string) {
  for (const text of texts) {
    if (locale === 'hi') {
      expect(text, where).toMatch(devanagari);
      expect(text, where).not.toMatch(latin);
    } else {
      expect(text, where).toMatch(latin);
      expect(text, where).not.toMatch(devanagari);
    }
  }
}

/** Every page, as the server sends it; those with a WhatsApp link say so. */
const withLink = new Set([pages.home.url, pages.customerSupport.url, href.packageDetail('custom-package')]);
const englishPaths = [
  ...routeList.filter((route) => !route.path.includes(':')).map((route) => pages[route.id].url),
  ...packages.map((item) => href.packageDetail(item.id)),
];

for (const english of englishPaths) {
  test(`the WhatsApp links of ${english} and its Hindi page open a chat in the page's language`, {
    tag: tagOfPath(english),
  }, async ({ request }) => {
    for (const locale of ['en', 'hi'] as const) {
      const path = localizedPath(english, locale);
      const texts = prefills(await (await request.get(path)).text());
      if (withLink.has(english)) expect(texts.length, path).toBeGreaterThan(0);
      expectInLanguage(texts, locale, path);
    }
  });
}

test("the not-sent notice and the offline page open WhatsApp in the page's language", {
  tag: '@shell',
}, async ({ request }) => {
  for (const [path, locale] of [
    ['/packages?unsent=1', 'en'],
    ['/hi/packages?unsent=1', 'hi'],
    ['/offline.html', 'en'],
    ['/offline.hi.html', 'hi'],
  ] as const) {
    const texts = prefills(await (await request.get(path)).text());
    expect(texts.length, path).toBe(1);
    expectInLanguage(texts, locale, path);
  }
});

/** The links of a page as the browser has it once the app has taken over. */
const liveLinks = (page: Page) =>
  page
    .locator('a[href^="https://wa.me/"]')
    .evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).searchParams.get('text') ?? ''),
    );

test('on /hi/ and /, once the app has taken over, the contact section’s chat opens in the page’s language', {
  tag: '@marketing',
}, async ({ page }) => {
  for (const [path, locale] of [
    ['/hi/', 'hi'],
    ['/', 'en'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
    const texts = await liveLinks(page);
    expect(texts.length, path).toBeGreaterThan(0);
    expectInLanguage(texts, locale, path);
  }
});
