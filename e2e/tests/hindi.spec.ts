// Issue 20: the Hindi edition under /hi/. The shell's part: every route exists in Hindi, its HTML
// says so (lang, canonical, hreflang, its own share image), the language switch keeps the page and
// the draft, and nothing redirects by itself.

import { packages } from '@chardham/shared/content/packages';
import { localizedPath, withoutLocale } from '@chardham/shared/i18n';
import { href, routeList, routes } from '@chardham/shared/routes';
import { DEFAULT_SHARE_IMAGE } from '@chardham/shared/seo';
import { createRowStore } from '@chardham/shared/testing';
import { englishWords, privacyPolicyLatin } from '@chardham/shared/testing/english';
import type { Page } from '@playwright/test';
import { tourInquiriesHandler } from 'mfe-enquiry/testing';
import { expect, test } from '../support/fixtures';
import { NO_VISIBLE_SHIFT } from '../support/measured';
import { expectLive, jpegSize, pages, reachLive, tagOfPath, withoutIdleWork } from '../support/site';

const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1]?.replaceAll('&amp;', '&');
const meta = (html: string, key: string) =>
  attr(html, new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`));
const devanagari = /[\u0900-\u097F]/;

const alternate = (html: string, lang: string) =>
  attr(html, new RegExp(`<link rel="alternate" hreflang="${lang}" href="([^"]*)"`));

test.describe('every route in Hindi, as a crawler or WhatsApp reads it', () => {
  for (const route of routeList) {
    const english = pages[route.id].url;
    const hindi = localizedPath(english, 'hi');
    test(`${hindi} is Hindi, canonical in Hindi, and names both its versions`, {
      tag: tagOfPath(english),
    }, async ({ request, baseURL }) => {
      const response = await request.get(hindi);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<html lang="hi"/);
      expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toBe(new URL(hindi, baseURL).href);
      expect(alternate(html, 'en')).toBe(new URL(english, baseURL).href);
      expect(alternate(html, 'hi')).toBe(new URL(hindi, baseURL).href);
      expect(alternate(html, 'x-default')).toBe(new URL(english, baseURL).href);
      expect(meta(html, 'og:locale')).toBe('hi_IN');
      // Its title, description and heading in Hindi, with no JavaScript.
      const title = attr(html, /<title>([^<]*)<\/title>/) ?? '';
      expect(title).toMatch(devanagari);
      if (!route.ownMeta) expect(title).toContain(route.hi.title);
      expect(meta(html, 'description')).toMatch(devanagari);
      expect(meta(html, 'og:description')).toBe(meta(html, 'description'));
      expect(attr(html, /<h1[^>]*>([\s\S]*?)<\/h1>/)).toMatch(devanagari);
      // Its share picture: 1200x630, said in Hindi, answered by the site.
      expect(meta(html, 'twitter:card')).toBe('summary_large_image');
      expect([meta(html, 'og:image:width'), meta(html, 'og:image:height')]).toEqual(['1200', '630']);
      expect(meta(html, 'og:image:alt')).toMatch(devanagari);
      // Never the English default, whose words are English: its own picture or the Hindi default.
      expect(meta(html, 'og:image')).not.toBe(new URL(DEFAULT_SHARE_IMAGE.en, baseURL).href);
      const image = await request.get(meta(html, 'og:image') ?? '');
      expect(image.status()).toBe(200);
      const jpeg = await image.body();
      expect(jpegSize(jpeg)).toEqual([1200, 630]);
      expect(jpeg.length).toBeLessThan(300 * 1024);
      // The navigation and footer are the shell's, in Hindi.
      expect(html).toContain('साझेदार बनें');
      expect(html).toContain('ग्राहक सहायता');
      // Its English twin names the Hindi one too.
      const englishHtml = await (await request.get(english)).text();
      expect(englishHtml).toMatch(/<html lang="en"/);
      expect(alternate(englishHtml, 'hi')).toBe(new URL(hindi, baseURL).href);
    });
  }

  test('an unknown Hindi path is the Hindi 404', { tag: '@shell' }, async ({ request }) => {
    const response = await request.get('/hi/no-such-page');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toMatch(/<html lang="hi"/);
    expect(html).toContain('पेज नहीं मिला');
  });

  test('sitemap.xml lists both languages, each naming its versions', { tag: '@shell' }, async ({
    request,
    baseURL,
  }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const origin = new URL('/', baseURL).origin;
    expect(xml).toContain(`<loc>${origin}/hi/packages</loc>`);
    expect(xml).toContain(`<loc>${origin}/packages</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="hi" href="${origin}/hi/packages"/>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${origin}/packages"/>`);
  });

  test('nothing redirects by Accept-Language', { tag: '@shell' }, async ({ request }) => {
    const response = await request.get('/packages', {
      headers: { 'Accept-Language': 'hi-IN,hi;q=0.9' },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(200);
    expect(await response.text()).toMatch(/<html lang="en"/);
  });
});

test.describe('what a Hindi reader sees', () => {
  for (const route of routeList) {
    const hindi = localizedPath(pages[route.id].url, 'hi');
    test(`${hindi} shows no English but the brand and the names the site keeps in Latin letters`, {
      tag: tagOfPath(pages[route.id].url),
    }, async ({ page }) => {
      await page.goto(hindi);
      await reachLive(page);
      // biome-ignore lint/performance/useDomNodeTextContent: what is visible (not CSS-hidden text) is the point.
      const text = await page.locator('body').innerText();
      // The privacy policy names its database host, HTTPS and the Act's and the Board's English
      // titles, as the slice's own test allows.
      expect(englishWords(text, privacyPolicyLatin)).toEqual([]);
    });
  }
});

test.describe('the language switch', () => {
  test('keeps the page, its filters and its anchor, both ways', { tag: '@shell' }, async ({ page }) => {
    // The switch's server HTML names the path alone (one frame serves every query of a path); the
    // app adds the query and anchor when it is followed, so the test waits for the app each time (a
    // clean-clone run clicked before it had run and landed on /packages without the filter).
    const appReady = () => expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
    await page.goto('/packages?duration=medium');
    await appReady();
    await page.getByRole('link', { name: /हिंदी/ }).click();
    await expect(page).toHaveURL(/\/hi\/packages\?duration=medium$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('navigation', { name: 'मुख्य' })).toBeVisible();
    // A full page load: the Hindi frame links the font's stylesheet.
    await expect(page.locator('link[rel="stylesheet"][href^="/assets/index-hi-"]')).toHaveCount(1);
    await appReady();
    await page.getByRole('link', { name: /English/ }).click();
    await expect(page).toHaveURL(/\/packages\?duration=medium$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('keeps what was typed into the enquiry form', { tag: '@shell' }, async ({ page }) => {
    await page.goto(routes.packages.path);
    const form = page.getByRole('form', { name: 'Send Us an Enquiry' });
    await form.scrollIntoViewIfNeeded();
    await form.getByLabel('Full Name').fill('Asha Verma');
    await expect
      .poll(() => page.evaluate(() => JSON.stringify(Object.values(sessionStorage))))
      .toContain('Asha Verma');
    await page.getByRole('link', { name: /हिंदी/ }).click();
    await expect(page).toHaveURL(/\/hi\/packages$/);
    const name = page.locator('form input[name="name"]');
    await name.scrollIntoViewIfNeeded();
    await expect(name).toHaveValue('Asha Verma');
  });

  test('internal links keep the visitor in Hindi', { tag: '@shell' }, async ({ page }) => {
    await page.goto('/hi/customer-support');
    await page.getByRole('contentinfo').getByRole('link', { name: 'नियम और शर्तें' }).click();
    await expect(page).toHaveURL(/\/hi\/terms-conditions$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  });
});

test.describe('the Hindi pages at work', () => {
  test('an enquiry sent from a Hindi package page stores the same codes as from the English one', {
    tag: '@enquiry',
  }, async ({ page, network }) => {
    const store = createRowStore();
    network.use(tourInquiriesHandler({ store }));
    const send = async (path: string, button: RegExp, thanks: RegExp) => {
      await page.goto(path);
      const form = page.locator('form:has(input[name="name"])');
      await form.scrollIntoViewIfNeeded();
      await expectLive(form);
      await form.locator('input[name="name"]').fill('आशा वर्मा');
      await form.locator('input[name="email"]').fill('asha@example.com');
      await form.locator('input[name="phone"]').fill('+91 98765 43210');
      await form.locator('select[name="group_size"]').selectOption('3-5');
      await form.locator('input[name="travel_date"]').fill('2030-05-20');
      await form.getByRole('button', { name: button }).click();
      await expect(form.getByRole('status')).toHaveText(thanks);
    };
    await send('/hi/package/deluxe-pilgrimage', /पूछताछ भेजें/, /धन्यवाद/);
    await send('/package/deluxe-pilgrimage', /Send Enquiry/, /Thank you/);
    const [hindi, english] = [...store.rows.values()].map(
      ({ id: _id, created_at: _at, ...row }: Record<string, unknown>) => row,
    );
    expect(hindi).toEqual(english);
    expect(hindi).toMatchObject({ budget: 'dodham', duration: '5-6', group_size: '3-5' });
  });

  test('the Hindi home and every package page share their own Hindi pictures', { tag: '@packages' }, async ({
    request,
  }) => {
    const ids = packages.filter((p) => p.id !== 'custom-package').map((p) => p.id);
    const paths = ['/hi/', ...ids.map((id) => localizedPath(href.packageDetail(id), 'hi'))];
    const seen = new Set<string>();
    for (const path of paths) {
      const html = await (await request.get(path)).text();
      const image = meta(html, 'og:image') ?? '';
      const english = meta(await (await request.get(localizedPath(path, 'en'))).text(), 'og:image');
      expect(image).toMatch(/-hi-[\w-]+\.jpg$/);
      expect(image).not.toBe(english);
      const response = await request.get(image);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/jpeg');
      const jpeg = await response.body();
      expect(jpegSize(jpeg)).toEqual([1200, 630]);
      expect(jpeg.length).toBeLessThan(300 * 1024);
      expect(meta(html, 'og:image:alt')).toMatch(devanagari);
      seen.add(image);
    }
    expect(seen.size).toBe(paths.length);
  });
});

test.describe("the Hindi pages' font", () => {
  test('only Hindi pages link it: a WOFF2 of Devanagari per weight, taken from the phone when it has it', {
    tag: '@shell',
  }, async ({ request }) => {
    const hindi = await (await request.get('/hi/packages')).text();
    const english = await (await request.get('/packages')).text();
    const sheet =
      attr(hindi, /<link rel="stylesheet" crossorigin href="(\/assets\/index-hi-[^"]+\.css)">/) ?? '';
    expect(sheet).not.toBe('');
    expect(english).not.toContain('/assets/index-hi-');
    // The shell's stylesheet with the font's rules after it: no more stylesheets than English.
    const sheets = (html: string) => (html.match(/<link rel="stylesheet"/g) ?? []).length;
    expect(sheets(hindi)).toBe(sheets(english));
    const css = await (await request.get(sheet)).text();
    const allFaces = css.match(/@font-face\{[^}]*\}/g) ?? [];
    const faces = allFaces.filter((face) => face.includes('font-family:"Noto Sans Devanagari Web"'));
    expect(faces.map((face) => /font-weight:([^;]+);/.exec(face)?.[1])).toEqual(['100 500', '600 900']);
    // A face for each common system Devanagari font, in each weight, sized and spaced like the web font.
    const fallbacks = allFaces.filter((face) => face.includes('font-family:"Devanagari Fallback'));
    expect(fallbacks.map((face) => /font-family:"Devanagari Fallback (\w+)"/.exec(face)?.[1]).sort()).toEqual(
      ['FreeSans', 'FreeSans', 'Lohit', 'Lohit'],
    );
    for (const face of fallbacks) {
      expect(face).toMatch(/src:local\("[^"]+"\)/);
      expect(face).not.toContain('url(');
      expect(face).toMatch(
        /size-adjust:\d+(\.\d+)?%;ascent-override:\d+(\.\d+)?%;descent-override:\d+(\.\d+)?%/,
      );
    }
    for (const face of faces) {
      expect(face).toContain('font-display:swap');
      expect(face).toMatch(/src:local\("Noto Sans Devanagari (Regular|Bold)"\)/);
      // The font's own line box, stated for every platform (its ascender 896, descender 408, per 1000).
      expect(face).toContain('ascent-override:89.6%;descent-override:40.8%;line-gap-override:0%');
      const font = /url\((\/assets\/noto-sans-devanagari-[^)]+\.woff2)\)/.exec(face)?.[1] ?? '';
      const response = await request.get(font);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('font/woff2');
      expect((await response.body()).length).toBeLessThan(64 * 1024);
    }
  });

  /** Adds up the page's layout shifts from its first paint (window.cls). */
  const countShifts = (page: Page) =>
    page.addInitScript(() => {
      const w = window as unknown as { cls: number };
      w.cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[])
          if (!entry.hadRecentInput) w.cls += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
  const fontLoaded = (page: Page, weight: number) =>
    page.evaluate((w) => document.fonts.check(`${w} 16px "Noto Sans Devanagari Web"`, 'यात्रा'), weight);

  for (const path of ['/hi/', '/hi/packages']) {
    test(`${path} is set in it, with no layout shift`, { tag: tagOfPath(withoutLocale(path)) }, async ({
      page,
    }) => {
      await countShifts(page);
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      expect(await fontLoaded(page, 400)).toBe(true);
      for (const selector of ['h1', 'p']) {
        const family = await page
          .locator(selector)
          .first()
          .evaluate((e) => getComputedStyle(e).fontFamily);
        expect(family).toMatch(/^"Noto Sans Devanagari Web"/);
      }
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => (window as unknown as { cls: number }).cls)).toBeLessThanOrEqual(
        NO_VISIBLE_SHIFT,
      );
    });
  }

  /**
   * A phone or computer without the font: its own Devanagari paints first, the download is held,
   * then released. `fallback` says what that own font is: Noto Sans Devanagari by another name (the
   * fallback faces taken out, so the system's Noto paints), or Lohit, of other metrics, through
   * its fallback face (fonts-lohit-deva, which npm test installs).
   */
  async function paintWithoutTheFont(page: Page, path: string, fallback: 'noto' | 'lohit') {
    await countShifts(page);
    await page.route('**/assets/index-hi-*.css', async (route) => {
      const response = await route.fetch();
      let css = (await response.text()).replace(/src:(local\([^)]*\),)+url/g, 'src:url');
      if (fallback === 'noto') css = css.replace(/@font-face\{font-family:"Devanagari Fallback[^}]*\}/g, '');
      else css = css.replace(/@font-face\{font-family:"Devanagari Fallback FreeSans"[^}]*\}/g, '');
      await route.fulfill({ response, body: css });
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let requested = 0;
    await page.route('**/assets/noto-sans-devanagari-*.woff2', async (route) => {
      requested++;
      await held;
      await route.continue();
    });
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    // Painted in the phone's own font (the held download also holds the load event).
    await expect(page.locator('h1')).toBeVisible();
    await page.waitForTimeout(1_000);
    expect(requested).toBeGreaterThan(0);
    expect(await fontLoaded(page, 400)).toBe(false);
    const lohitUsed = await page.evaluate(() =>
      [...document.fonts].some(
        (face) => face.family.includes('Devanagari Fallback Lohit') && face.status === 'loaded',
      ),
    );
    expect(lohitUsed).toBe(fallback === 'lohit');
    release();
    await expect.poll(() => fontLoaded(page, 400)).toBe(true);
    await expect.poll(() => fontLoaded(page, 700)).toBe(true);
    await page.waitForTimeout(500);
    return page.evaluate(() => (window as unknown as { cls: number }).cls);
  }

  // Here the phone's own font is Noto Sans Devanagari by another name: the swap moves nothing only
  // if the bold text has a bold face (no synthetic bold, which is wider) and the serif text waits in
  // a sans, not in the phone's serif Devanagari.
  for (const path of ['/hi/', '/hi/packages', '/hi/package/standard-package', '/hi/customer-support']) {
    test(`${path} on a phone without the font: it arrives after the first paint and moves nothing`, {
      tag: tagOfPath(withoutLocale(path)),
    }, async ({ page }) => {
      expect(await paintWithoutTheFont(page, path, 'noto')).toBeLessThanOrEqual(NO_VISIBLE_SHIFT);
    });
  }

  // A computer whose Devanagari font has other metrics (Lohit: a taller line box, other widths)
  // paints through its fallback face, sized and spaced like the web font: the swap moves almost nothing.
  for (const path of ['/hi/', '/hi/packages', '/hi/package/standard-package']) {
    test(`${path} painted first in a Devanagari font of other metrics: the swap moves almost nothing`, {
      tag: tagOfPath(withoutLocale(path)),
    }, async ({ page }) => {
      expect(await paintWithoutTheFont(page, path, 'lohit')).toBeLessThanOrEqual(0.01);
    });
  }
});

// Each slice's Hindi words are a chunk of their own (src/i18n/hindi.ts): a Hindi page downloads
// those of the slices on it (and, when the browser is idle, warms those of the pages it links to);
// an English page never downloads any, even once everything on it has come to life.
test.describe("each slice's Hindi words", () => {
  const hindiChunk = /\/remotes\/([\w-]+)\/assets\/hindi-[\w-]+\.js$/;
  const slicesOfHindiChunks = async (page: Page, path: string) => {
    const slices = new Set<string>();
    page.on('request', (request) => {
      const slice = hindiChunk.exec(new URL(request.url()).pathname)?.[1];
      if (slice) slices.add(slice);
    });
    await page.goto(path);
    await reachLive(page);
    return [...slices].sort();
  };

  for (const path of [...routeList.map((route) => pages[route.id].url), '/package/custom-package']) {
    test(`${path} downloads none of them`, { tag: tagOfPath(path) }, async ({ page }) => {
      expect(await slicesOfHindiChunks(page, path)).toEqual([]);
    });
  }

  test('/hi/ downloads those of the slices on it', { tag: '@marketing' }, async ({ page }) => {
    // The landing page and the enquiry form it embeds.
    // Without the idle warming of other pages, which fetches theirs too.
    await withoutIdleWork(page);
    expect(await slicesOfHindiChunks(page, '/hi/')).toEqual(['enquiry', 'marketing']);
  });

  test("/hi/customer-support downloads the info slice's", { tag: '@info' }, async ({ page }) => {
    await withoutIdleWork(page);
    expect(await slicesOfHindiChunks(page, '/hi/customer-support')).toEqual(['info']);
  });
});
