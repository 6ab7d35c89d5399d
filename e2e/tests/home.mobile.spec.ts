import { routes } from '@chardham/shared/routes';
import { expect, expectPageHeading, test } from '../support/fixtures';

for (const width of [360, 390]) {
  test(`the landing page fits a ${width} px screen without sideways scrolling`, {
    tag: '@marketing',
  }, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(routes.home.path);
    await expectPageHeading(page, /Sacred Chardham Journey/);
    await page.locator('#contact').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expect(page.getByRole('link', { name: 'Explore Packages' })).toBeVisible();
  });
}

test("on a phone the hero's artwork covers the whole hero, not a band at its top", {
  tag: '@marketing',
}, async ({ page }) => {
  await page.goto(routes.home.path);
  const hero = page.locator('#home');
  const artwork = hero.locator('img').first();
  await expect(artwork).toBeVisible();
  const [heroBox, artworkBox] = await Promise.all([hero.boundingBox(), artwork.boundingBox()]);
  expect(artworkBox?.y).toBeCloseTo(heroBox?.y ?? 0, 0);
  expect(artworkBox?.height).toBeCloseTo(heroBox?.height ?? 0, 0);
  expect(artworkBox?.width).toBeCloseTo(heroBox?.width ?? 0, 0);
});

test('on a phone the hero dots and pause control are within reach and the itinerary opens', {
  tag: '@marketing',
}, async ({ page }) => {
  await page.goto(routes.home.path);
  await expectPageHeading(page, /Sacred Chardham Journey/);
  await page.getByRole('button', { name: 'Show slide 2 of 4' }).tap();
  await expect(page.getByRole('button', { name: 'Show slide 2 of 4' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  const day = page.getByRole('button', { name: /^Day 1 / });
  await day.tap();
  await expect(day).toHaveAttribute('aria-expanded', 'true');
});

test("on a phone an itinerary day's number and its chevron share the card's first row", {
  tag: '@marketing',
}, async ({ page }) => {
  await page.goto(routes.home.path);
  const day = page.getByRole('button', { name: /^Day 1 / });
  await day.scrollIntoViewIfNeeded();
  const [number, title, chevron] = await Promise.all([
    day.getByText('Day 1', { exact: true }).boundingBox(),
    day.getByText('Haridwar to Barkot via Mussoorie').boundingBox(),
    day.locator('svg').boundingBox(),
  ]);
  if (!number || !title || !chevron) throw new Error('the day card is not on the screen');
  // The chevron's middle is level with the day's pill, and the title starts below both.
  const middle = chevron.y + chevron.height / 2;
  expect(middle).toBeGreaterThanOrEqual(number.y);
  expect(middle).toBeLessThanOrEqual(number.y + number.height);
  expect(title.y).toBeGreaterThanOrEqual(number.y + number.height);
});
