import AxeBuilder from '@axe-core/playwright';
import { href } from '@chardham/shared/routes';
import type { Locator, Page } from '@playwright/test';
import { expect, expectPageHeading, test } from '../support/fixtures';

/** The package list on a phone leads with packages (issue 32, docs/decisions/082-package-list-on-phones.md). */
const phones = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
];

const lists = [
  {
    path: href.packages(),
    heading: /^All Packages$/,
    filters: 'Filters',
    price: 'Price Range',
    difficulty: 'Difficulty',
    done: 'Show packages',
    one: 'Showing 1 of 6 packages',
    none: 'No packages found',
    clear: 'Clear All Filters',
  },
  {
    path: '/hi/packages',
    heading: /^सभी पैकेज$/,
    filters: 'फ़िल्टर',
    price: 'बजट',
    difficulty: 'कठिनाई',
    done: 'पैकेज देखें',
    one: '6 में से 1 पैकेज दिखाया जा रहा है',
    none: 'कोई पैकेज नहीं मिला',
    clear: 'सभी फ़िल्टर हटाएँ',
  },
];

/** Wholly inside the viewport, as the page first shows it (nothing scrolled). */
async function expectOnFirstScreen(page: Page, target: Locator) {
  await expect(target).toBeVisible();
  const box = await target.boundingBox();
  const viewport = page.viewportSize();
  expect(
    box && viewport && box.y >= 0 && box.y + box.height <= viewport.height,
    `${box?.y}+${box?.height}`,
  ).toBe(true);
}

const firstCard = (page: Page) => page.getByRole('article').first();
const priceOf = (card: Locator) => card.locator('p').filter({ hasText: '₹' }).first();

for (const viewport of phones) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    for (const list of lists) {
      test(`${list.path}: the first package's name and price are on the first screen, and the filters work`, {
        tag: '@packages',
      }, async ({ page }) => {
        await page.goto(list.path);
        await expectPageHeading(page, list.heading);
        await expectOnFirstScreen(page, firstCard(page).getByRole('heading', { level: 3 }));
        await expectOnFirstScreen(page, priceOf(firstCard(page)));

        // One row: the search field beside the Filters button, which opens the three selects.
        const search = page.getByRole('searchbox');
        const toggle = page.getByRole('button', { name: list.filters });
        const [searchBox, toggleBox] = [await search.boundingBox(), await toggle.boundingBox()];
        expect(searchBox && toggleBox && Math.abs(searchBox.y - toggleBox.y) < 8).toBe(true);
        await expect(page.getByRole('combobox', { name: list.price, exact: true })).toBeHidden();
        await toggle.tap();
        await page.getByRole('combobox', { name: list.price, exact: true }).selectOption('budget');
        await page.getByRole('button', { name: list.done }).tap();
        await expect(page.getByRole('combobox', { name: list.price, exact: true })).toBeHidden();
        await expect(page.getByRole('status').filter({ hasText: list.one })).toBeVisible();
        await expect(page.getByRole('article')).toHaveCount(1);
        await expect(page).toHaveURL(`${list.path}?price=budget`);
        await expect(page.getByRole('button', { name: new RegExp(`^${list.filters}`) })).toHaveText(/1/);
      });

      test.describe('without JavaScript', () => {
        test.use({ javaScriptEnabled: false });

        test(`${list.path}: the first package is on the first screen, and the selects filter the list`, {
          tag: '@packages',
        }, async ({ page }) => {
          await page.goto(list.path);
          await expectOnFirstScreen(page, firstCard(page).getByRole('heading', { level: 3 }));
          await expectOnFirstScreen(page, priceOf(firstCard(page)));
          await expect(page.getByRole('article')).toHaveCount(6);

          // The sheet opens without script (a popover); the stylesheet applies the selects.
          await page.getByRole('button', { name: list.filters }).tap();
          await page.getByRole('combobox', { name: list.price, exact: true }).selectOption('budget');
          await page.getByRole('button', { name: list.done }).tap();
          await expect(page.getByRole('article')).toHaveCount(1);
          await expect(page.getByText(list.one, { exact: true })).toBeVisible();

          // Nothing easy at a budget price: the empty state, whose button resets the selects.
          await page.getByRole('button', { name: list.filters }).tap();
          await page.getByRole('combobox', { name: list.difficulty, exact: true }).selectOption('easy');
          await page.getByRole('button', { name: list.done }).tap();
          await expect(page.getByRole('article')).toHaveCount(0);
          await expect(page.getByRole('heading', { name: list.none })).toBeVisible();
          await page.getByRole('button', { name: list.clear }).tap();
          await expect(page.getByRole('article')).toHaveCount(6);
          await expect(page.getByRole('heading', { name: list.none })).toBeHidden();
        });
      });
    }
  });
}

test('the open Filters sheet passes axe, in English and in Hindi', { tag: '@packages' }, async ({ page }) => {
  for (const list of lists) {
    await page.goto(list.path);
    await page.getByRole('button', { name: list.filters }).tap();
    await expect(page.getByRole('combobox', { name: list.price, exact: true })).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  }
});
