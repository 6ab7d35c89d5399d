import { href } from '@chardham/shared/routes';
import type { Page } from '@playwright/test';
import { expect, expectPageHeading, test } from '../support/fixtures';

const hasNoSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test('on a phone the package list fits the screen and filters with a tap', { tag: '@packages' }, async ({
  page,
}) => {
  await page.goto(href.packages());
  await expectPageHeading(page, /^All Packages$/);
  expect(await hasNoSideScroll(page)).toBe(true);
  const [first, second] = await page.getByRole('article').all();
  const a = await first?.boundingBox();
  const b = await second?.boundingBox();
  // One card per row.
  expect(b && a && b.y > a.y + a.height - 1).toBe(true);

  // The selects are in the Filters sheet on a phone (packages-first-screen.mobile.spec.ts).
  await page.getByRole('button', { name: 'Filters' }).tap();
  await page.getByRole('combobox', { name: 'Price Range', exact: true }).selectOption('budget');
  await page.getByRole('button', { name: 'Show packages' }).tap();
  await expect(page.getByRole('status').filter({ hasText: /^Showing/ })).toHaveText(
    'Showing 1 of 6 packages',
  );
  await page.getByRole('article', { name: 'Kedarnath Tour' }).tap();
  await expectPageHeading(page, 'Kedarnath Tour');
});

test('on a phone the detail page fits the screen and every tab is within reach', {
  tag: '@packages',
}, async ({ page }) => {
  await page.goto(href.packageDetail('chardham-tungnath'));
  await expectPageHeading(page, 'Chardham with Tungnath');
  expect(await hasNoSideScroll(page)).toBe(true);
  const list = await page.getByRole('tablist').boundingBox();
  for (const name of ['Overview', 'Itinerary', 'Inclusions']) {
    const tab = await page.getByRole('tab', { name }).boundingBox();
    expect(tab && list && tab.x + tab.width <= list.x + list.width + 1).toBe(true);
  }
  await page.getByRole('tab', { name: 'Itinerary' }).tap();
  await expect(
    page.getByRole('tabpanel', { name: 'Itinerary' }).getByRole('heading', { level: 3 }),
  ).toHaveCount(10);
});
