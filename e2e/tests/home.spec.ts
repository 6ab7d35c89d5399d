import { whatsappHref } from '@chardham/shared/config';
import { packages } from '@chardham/shared/content/packages';
import { documentTitle, homeSections, href, routes } from '@chardham/shared/routes';
import type { Locator, Page } from '@playwright/test';
import { expect, expectPageHeading, test } from '../support/fixtures';
import { expectLive, reachLandingPage, sliceFiles, withoutIdleWork } from '../support/site';

const openHome = async (page: Page) => {
  await page.goto(routes.home.path);
  await expectPageHeading(page, /Sacred Chardham Journey/);
};

const currentSlide = (page: Page) =>
  page
    .getByRole('button', { name: /^Show slide/ })
    .evaluateAll((dots) => dots.findIndex((d) => d.getAttribute('aria-current') === 'true'));

/** Where a row's track is now, as its computed transform. */
const trackTransform = (row: Locator) =>
  row.getByRole('list').evaluate((el) => getComputedStyle(el).transform);

/**
 * The row's track stands still: it does not move over 400 ms. A pause reaches a composited
 * animation a frame or so after the style that pauses it, so the first window may still see that
 * last step. On a loaded machine one window with its two reads took over a second, and 3 s allowed
 * only two of them (a fresh-clone run): 10 s, which a track that never stops still fails.
 */
const expectStill = (page: Page, row: Locator) =>
  expect
    .poll(
      async () => {
        const before = await trackTransform(row);
        await page.waitForTimeout(400);
        return (await trackTransform(row)) === before;
      },
      { timeout: 10_000, intervals: [0] },
    )
    .toBe(true);

test('the landing page has its sections in order and the anchors scroll to them', {
  tag: '@marketing',
}, async ({ page }) => {
  await openHome(page);
  const ids = await page
    .locator('#main section[id]')
    .evaluateAll((els) => els.map((e) => e.id).filter((id) => !id.startsWith('itinerary-day')));
  expect(ids).toEqual([...homeSections]);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Destinations' }).click();
  await expect(page).toHaveURL(href.section('destinations'));
  await expect(page.getByRole('heading', { name: 'Sacred Destinations' })).toBeInViewport();
  await nav.getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('heading', { name: 'Plan Your Sacred Journey' })).toBeInViewport();
});

test('the hero shows its first picture, from the marketing remote, never ahead of the title; the rest lazily', {
  tag: '@marketing',
}, async ({ page }) => {
  await openHome(page);
  const hero = page.locator('#home img').first();
  // The title is the largest paint: the artwork behind it is neither preloaded nor urgent (081).
  await expect(hero).toHaveAttribute('fetchpriority', 'low');
  expect(await page.locator('link[rel="preload"][as="image"]').count()).toBe(0);
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await hero.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toMatch(
    /^\/remotes\/marketing\/assets\/hero-1-\d+-[\w-]+\.(avif|webp)$/,
  );
  const below = page.locator('#destinations img, #packages img, #about img, #testimonials img');
  expect(await below.evaluateAll((imgs) => imgs.every((i) => i.getAttribute('loading') === 'lazy'))).toBe(
    true,
  );
});

test('while the hero turns by itself, the page is not laid out again at every frame', {
  tag: '@marketing',
}, async ({ page }) => {
  // Until the landing page's code runs, the stylesheet turns the slides and grows the current dot
  // (decision 083). By transform and opacity the compositor draws those frames; a changing width
  // had the main thread restyle and lay out the page at every frame, about 60 times a second, for
  // as long as the page was open: time a slow phone then lacked for the visitor's taps (issue 40).
  await withoutIdleWork(page);
  await openHome(page);
  await page.waitForLoadState('networkidle');
  const turning = () =>
    page.evaluate(
      () =>
        document
          .getAnimations()
          .filter(
            (a) => a.playState === 'running' && /hero-(dot|turn)/.test((a as CSSAnimation).animationName),
          ).length,
    );
  // The four slides and their four dots are turning while it is measured.
  expect(await turning()).toBe(8);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const rendering = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    const value = (name: string) => metrics.find((m) => m.name === name)?.value ?? Number.NaN;
    return { layouts: value('LayoutCount'), styles: value('RecalcStyleCount') };
  };
  const before = await rendering();
  await page.waitForTimeout(3_000);
  const after = await rendering();
  expect(await turning()).toBe(8);
  // Three seconds of frame-by-frame work would be some 180 of each.
  expect(after.layouts - before.layouts, 'layouts in 3 s').toBeLessThan(10);
  expect(after.styles - before.styles, 'style recalculations in 3 s').toBeLessThan(20);
});

test('the hero advances every 5 seconds, wraps, and its dots jump to a slide', { tag: '@marketing' }, async ({
  page,
}) => {
  await page.clock.install();
  await openHome(page);
  await reachLandingPage(page);
  // The installed clock runs in real time until paused: on a slow machine the hero could turn while
  // the test waits for the page. From here its time moves only when the test moves it.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2000);
  await page.mouse.move(640, 20);
  // From the first slide: a dot pressed starts the wait again.
  await page.getByRole('button', { name: 'Show slide 1 of 4' }).click();
  await page.locator('#destinations h2').click();
  expect(await currentSlide(page)).toBe(0);
  await page.clock.runFor(4000);
  expect(await currentSlide(page)).toBe(0);
  await page.clock.runFor(1000);
  expect(await currentSlide(page)).toBe(1);
  await page.getByRole('button', { name: 'Show slide 4 of 4' }).click();
  expect(await currentSlide(page)).toBe(3);
  // Pointer and focus pause the hero: leave it before waiting.
  await page.mouse.move(640, 20);
  await page.locator('#destinations h2').click();
  await page.clock.runFor(5000);
  expect(await currentSlide(page)).toBe(0);
});

test('the landing page is read before its code loads; a dot tapped first still shows its slide', {
  tag: '@marketing',
}, async ({ page }) => {
  // With Save-Data the browser does no idle work: only the visitor's reach loads the page's code.
  await withoutIdleWork(page);
  const marketing: string[] = [];
  page.on('request', (r) => {
    if (/\/remotes\/marketing\/.*\.js(\?|$)/.test(r.url())) marketing.push(r.url());
  });
  await openHome(page);
  await page.waitForLoadState('networkidle');
  expect(marketing, 'nothing of the landing page’s slice before the visitor reaches for it').toEqual([]);
  await expect(page.getByRole('link', { name: 'Explore Packages' })).toHaveAttribute('href', href.packages());

  // The first tap is answered at once (decision 088) and starts the load; the code, once live,
  // carries on from the slide it chose.
  await page.route(sliceFiles('marketing'), async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue();
  });
  const third = page.getByRole('button', { name: 'Show slide 3 of 4' });
  await third.click();
  await expect(third).toHaveAttribute('aria-current', 'true');
  await expect.poll(() => marketing.length).toBeGreaterThan(0);
  await expectLive(third);
  await expect(third).toHaveAttribute('aria-current', 'true');
});

test('a link followed before the landing page’s code has run opens its page in the app, not a reload', {
  tag: '@marketing',
}, async ({ page }) => {
  await withoutIdleWork(page);
  await openHome(page);
  await page.waitForLoadState('networkidle');
  // The landing page's code is slow to come: the visitor's tap arrives first.
  await page.route(sliceFiles('marketing'), async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.evaluate(() => {
    (window as { sameDocument?: boolean }).sameDocument = true;
  });
  await page.getByRole('link', { name: 'Explore Packages' }).click();
  await expectPageHeading(page, /All Packages/);
  expect(new URL(page.url()).pathname).toBe(href.packages());
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await page.goBack();
  await expectPageHeading(page, /Sacred Chardham Journey/);
});

test('the hero stops with its Pause button and while hovered', { tag: '@marketing' }, async ({ page }) => {
  await page.clock.install();
  await openHome(page);
  await reachLandingPage(page);
  // The page's time moves only when the test moves it, from the first slide (as in the test above).
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2000);
  await page.getByRole('button', { name: 'Show slide 1 of 4' }).click();
  await page.getByRole('button', { name: 'Pause slideshow' }).click();
  await page.mouse.move(640, 20);
  await page.locator('#destinations h2').click();
  await page.clock.runFor(15_000);
  expect(await currentSlide(page)).toBe(0);
  await page.getByRole('button', { name: 'Play slideshow' }).click();
  await page.locator('#home h1').hover();
  await page.clock.runFor(15_000);
  expect(await currentSlide(page)).toBe(0);
});

test('featured tiles open their packages, View All opens the list, the banner opens Complete Chardham', {
  tag: '@marketing',
}, async ({ page }) => {
  await openHome(page);
  const section = page.locator('#packages');
  const featured = packages.filter((p) => p.featured);
  expect(featured).toHaveLength(5);
  for (const pkg of featured) {
    await expect(section.getByRole('link', { name: pkg.name, exact: true })).toHaveAttribute(
      'href',
      href.packageDetail(pkg.id),
    );
  }
  await expect(section.getByRole('link', { name: 'Chardham with Tungnath' })).toHaveCount(0);

  const dodham = featured.find((p) => p.id === 'deluxe-pilgrimage');
  // The whole tile is the link: click its picture, not the name.
  await section.locator('article', { hasText: dodham?.name ?? '' }).click({ position: { x: 40, y: 40 } });
  await expect(page).toHaveURL(href.packageDetail('deluxe-pilgrimage'));
  await page.goBack();
  await section.getByRole('link', { name: /View All Packages/ }).click();
  await expect(page).toHaveURL(href.packages());
  await expect(page).toHaveTitle(documentTitle(routes.packages.title));
  await page.goBack();
  await section.getByRole('link', { name: 'Complete Chardham Yatra Experience' }).click();
  await expect(page).toHaveURL(href.packageDetail('complete-chardham'));
});

test('itinerary days open one by one, several at once, and View Complete Itinerary opens all', {
  tag: '@marketing',
}, async ({ page }) => {
  await openHome(page);
  const section = page.locator('#itinerary');
  await expect(section.getByRole('heading', { level: 2 })).toHaveText('Complete Chardham Itinerary');
  const day = (n: number) => section.getByRole('button', { name: new RegExp(`^Day ${n} `) });
  for (let n = 1; n <= 9; n++) await expect(day(n)).toHaveAttribute('aria-expanded', 'false');
  await day(2).click();
  await day(6).click();
  await expect(day(2)).toHaveAttribute('aria-expanded', 'true');
  await expect(day(6)).toHaveAttribute('aria-expanded', 'true');
  const panel = section.locator(`#${await day(6).getAttribute('aria-controls')}`);
  await expect(panel).toContainText('Detailed Description');
  await expect(panel).toContainText('Hotel in Kedarnath');
  await expect(panel).toContainText('Breakfast, Dinner');
  await day(2).click();
  await expect(day(2)).toHaveAttribute('aria-expanded', 'false');
  await section.getByRole('button', { name: 'View Complete Itinerary' }).click();
  await expect(section.getByText('Detailed Description')).toHaveCount(9);
});

test('carousels move, and stop with Pause, on hover and on keyboard focus', { tag: '@marketing' }, async ({
  page,
}) => {
  await openHome(page);
  const row = page.locator('#destinations');
  await row.scrollIntoViewIfNeeded();
  await page.mouse.move(5, 5);
  const first = await trackTransform(row);
  await expect.poll(() => trackTransform(row)).not.toBe(first);

  await row.getByRole('region', { name: 'Destinations' }).hover();
  await expectStill(page, row);

  await page.mouse.move(5, 5);
  await row.getByRole('button', { name: 'Pause destinations' }).click();
  await page.mouse.move(5, 5);
  await expectStill(page, row);

  await row.getByRole('button', { name: 'Play destinations' }).click();
  await page.keyboard.press('Tab');
  await expect(row.getByRole('region', { name: 'Destinations' })).toBeFocused();
  await expectStill(page, row);
});

test('duplicated carousel cards are hidden from assistive technology and cannot be focused', {
  tag: '@marketing',
}, async ({ page }) => {
  // The page's HTML carries each row once; the looping copies are added once the row plays.
  const html = await (await page.request.get('/')).text();
  expect(html).not.toContain('data-copy');
  await openHome(page);
  // Testimonials come to life when the visitor gets near them.
  await page.locator('#testimonials').scrollIntoViewIfNeeded();
  const copies = page.locator('#main [data-copy="duplicate"]');
  await expect(copies).toHaveCount(7 * 3 + 8 + 10 + 10);
  expect(
    await copies.evaluateAll((els) =>
      els.every((e) => e.getAttribute('aria-hidden') === 'true' && e.hasAttribute('inert')),
    ),
  ).toBe(true);
});

test('with reduced motion nothing moves by itself', { tag: '@marketing' }, async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await openHome(page);
  // Live first: 20 s of the page's clock at once would otherwise run out the slow-slice timer (8 s)
  // while its code is still loading, and the page would show its fallback.
  await reachLandingPage(page);
  await page.mouse.move(640, 20);
  await page.locator('#destinations h2').click();
  await page.clock.runFor(20_000);
  expect(await currentSlide(page)).toBe(0);
  for (const id of ['destinations', 'testimonials']) {
    const section = page.locator(`#${id}`);
    // Testimonials come to life when the visitor gets near them.
    await section.scrollIntoViewIfNeeded();
    const tracks = section.getByRole('list');
    await expect
      .poll(() => tracks.evaluateAll((els) => els.map((e) => getComputedStyle(e).transform)))
      .toEqual(Array(id === 'destinations' ? 1 : 3).fill('none'));
    await expect(section.getByRole('button', { name: /^Play / }).first()).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
});

test('the contact section shows the details, the hours and a WhatsApp chat link', {
  tag: '@marketing',
}, async ({ page }) => {
  await openHome(page);
  const contact = page.locator('#contact');
  const whatsapp = contact.getByRole('link', { name: /WhatsApp/ });
  await expect(whatsapp).toHaveAttribute('href', whatsappHref('en'));
  const url = new URL((await whatsapp.getAttribute('href')) ?? '');
  expect(url.origin + url.pathname).toMatch(/^https:\/\/wa\.me\/\d+$/);
  expect(url.searchParams.get('text')).toMatch(/Chardham Yatra packages/);
  for (const text of [
    '+91 00000 00001',
    '+91 00000 00002',
    'yatra@example.com',
    '9:00 AM - 7:00 PM',
    '24/7',
  ]) {
    await expect(contact.getByText(text, { exact: true }).first()).toBeVisible();
  }
  await expect(contact.getByRole('heading', { name: 'Send Us an Enquiry' })).toBeVisible();
});
