import { packages } from '@chardham/shared/content/packages';
import { documentTitle, href } from '@chardham/shared/routes';
import type { Page } from '@playwright/test';
import { expect, expectPageHeading, test } from '../support/fixtures';

const count = (page: Page) => page.getByRole('status').filter({ hasText: /^Showing/ });
const cards = (page: Page) => page.getByRole('article');
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search' });
const select = (page: Page, name: 'Difficulty' | 'Duration' | 'Price Range') =>
  page.getByRole('combobox', { name, exact: true });

async function openList(page: Page, url = href.packages()) {
  await page.goto(url);
  // A cold server on a busy CI machine can take longer than the default for the first remote.
  await expect(page.getByRole('heading', { level: 1, name: /^All Packages$/ })).toBeVisible({
    timeout: 20_000,
  });
}

test.describe('All Packages', () => {
  test('lists every package with its details, and a click on a card opens it', { tag: '@packages' }, async ({
    page,
  }) => {
    await openList(page);
    await expect(page.getByText('Choose your perfect Chardham Yatra experience')).toBeVisible();
    await expect(count(page)).toHaveText(`Showing ${packages.length} of ${packages.length} packages`);
    await expect(cards(page)).toHaveCount(packages.length);
    const card = page.getByRole('article', { name: 'Kedarnath Tour' });
    await expect(card.getByText('4 Days/3 Nights')).toBeVisible();
    await expect(card.getByText('From Haridwar')).toBeVisible();
    await expect(card.getByText('₹25,000')).toBeVisible();
    await expect(card.locator('s')).toHaveText(/₹30,000/);
    await expect(card.getByRole('list', { name: 'Highlights' }).getByRole('listitem')).toHaveCount(3);

    // Anywhere on the card, not only the links (the middle of the card is its facts).
    await card.click();
    await expect(page).toHaveURL(href.packageDetail('standard-package'));
    await expectPageHeading(page, 'Kedarnath Tour');
  });

  test('search matches names, descriptions and destinations in any case', { tag: '@packages' }, async ({
    page,
  }) => {
    await openList(page);
    await search(page).fill('BADRINATH');
    await expect(count(page)).toHaveText('Showing 5 of 6 packages');
    await search(page).fill('chandrashila');
    await expect(count(page)).toHaveText('Showing 2 of 6 packages');
    await expect(page).toHaveURL(href.packages({ q: 'chandrashila' }));
    await expect(search(page)).toBeFocused();
  });

  test('each filter narrows the list', { tag: '@packages' }, async ({ page }) => {
    await openList(page);
    await select(page, 'Difficulty').selectOption({ label: 'Difficult' });
    await expect(count(page)).toHaveText('Showing 3 of 6 packages');
    await select(page, 'Difficulty').selectOption({ label: 'All levels' });

    await select(page, 'Duration').selectOption({ label: 'Short (3-4 days)' });
    await expect(cards(page)).toHaveCount(1);
    await expect(page.getByRole('article', { name: 'Kedarnath Tour' })).toBeVisible();
    await select(page, 'Duration').selectOption({ label: 'Long (7+ days)' });
    await expect(count(page)).toHaveText('Showing 2 of 6 packages');
    await select(page, 'Duration').selectOption({ label: 'Any duration' });

    await select(page, 'Price Range').selectOption({ label: '₹30K-₹50K' });
    await expect(count(page)).toHaveText('Showing 2 of 6 packages');
    await expect(page.getByRole('article', { name: 'DoDham Yatra' })).toBeVisible();
    await expect(page.getByRole('article', { name: '2Dham with Tungnath' })).toBeVisible();
    await expect(page).toHaveURL(href.packages({ price: 'mid' }));
  });

  test('no match shows the empty state, and Clear All Filters resets everything', {
    tag: '@packages',
  }, async ({ page }) => {
    await openList(page);
    await search(page).fill('kedarnath');
    await select(page, 'Difficulty').selectOption({ label: 'Easy' });
    await expect(page.getByRole('heading', { name: 'No packages found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your search criteria or filters')).toBeVisible();
    await expect(count(page)).toHaveText('Showing 0 of 6 packages');

    await page.getByRole('button', { name: 'Clear All Filters' }).click();
    await expect(count(page)).toHaveText('Showing 6 of 6 packages');
    await expect(search(page)).toHaveValue('');
    await expect(select(page, 'Difficulty')).toHaveValue('all');
    await expect(page).toHaveURL(href.packages());
  });

  test('a shared filtered link opens the same list, after a reload and on Back', {
    tag: '@packages',
  }, async ({ page }) => {
    const shared = href.packages({ q: 'tungnath', duration: 'long' });
    await openList(page, shared);
    await expect(search(page)).toHaveValue('tungnath');
    await expect(select(page, 'Duration')).toHaveValue('long');
    await expect(cards(page)).toHaveCount(1);

    await page.reload();
    await expect(count(page)).toHaveText('Showing 1 of 6 packages');

    await page.getByRole('link', { name: 'View Details of Chardham with Tungnath' }).click();
    await expectPageHeading(page, 'Chardham with Tungnath');
    await page.goBack();
    await expect(page).toHaveURL(shared);
    await expect(search(page)).toHaveValue('tungnath');
    await expect(count(page)).toHaveText('Showing 1 of 6 packages');
  });

  test('ends with the itinerary request for the Chardham Yatra', { tag: '@packages' }, async ({ page }) => {
    await openList(page);
    await expect(page.getByRole('heading', { name: 'Ready to start your spiritual journey?' })).toBeVisible();
    await expect(page.getByText('Get a personalized itinerary for your Chardham Yatra')).toBeVisible();
  });
});

test.describe('package detail', () => {
  test('shows the hero, the overview first, then itinerary and inclusions', { tag: '@packages' }, async ({
    page,
  }) => {
    await page.goto(href.packageDetail('complete-chardham'));
    await expectPageHeading(page, 'Complete Chardham Yatra');
    await expect(page).toHaveTitle(documentTitle('Complete Chardham Yatra'));
    const hero = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
    await expect(hero.getByText('9 Days/8 Nights')).toBeVisible();
    await expect(hero.getByText('Max 25 people')).toBeVisible();
    await expect(hero.getByText('(312 reviews)')).toBeVisible();
    await expect(hero.getByText('₹65,000')).toBeVisible();

    await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Best time to visit' })).toBeVisible();
    await page.getByRole('tab', { name: 'Itinerary' }).click();
    await expect(
      page.getByRole('tabpanel', { name: 'Itinerary' }).getByRole('heading', { level: 3 }),
    ).toHaveCount(9);
    await page.getByRole('tab', { name: 'Inclusions' }).click();
    await expect(page.getByRole('heading', { name: 'Not included' })).toBeVisible();
  });

  test('the tabs work from the keyboard', { tag: '@packages' }, async ({ page }) => {
    await page.goto(href.packageDetail('deluxe-pilgrimage'));
    await expectPageHeading(page, 'DoDham Yatra');
    const tab = (name: string) => page.getByRole('tab', { name });
    await tab('Overview').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab('Itinerary')).toBeFocused();
    await expect(tab('Itinerary')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Itinerary' })).toBeVisible();
    await page.keyboard.press('End');
    await expect(tab('Inclusions')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tab('Overview')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tab('Inclusions')).toBeFocused();
    await page.keyboard.press('Home');
    await expect(tab('Overview')).toHaveAttribute('aria-selected', 'true');
    await expect(tab('Inclusions')).toHaveAttribute('tabindex', '-1');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel', { name: 'Overview' })).toBeFocused();
  });

  test('Back to Packages returns to the filtered list the visitor came from', { tag: '@packages' }, async ({
    page,
  }) => {
    await openList(page, href.packages({ price: 'premium' }));
    await page.getByRole('link', { name: 'Complete Chardham Yatra', exact: true }).click();
    await expectPageHeading(page, 'Complete Chardham Yatra');
    await page.getByRole('link', { name: 'Back to Packages' }).click();
    await expect(page).toHaveURL(href.packages({ price: 'premium' }));
    await expect(count(page)).toHaveText('Showing 2 of 6 packages');

    // A second detail page, opened once the slice is loaded, still gets its own title.
    await page.getByRole('link', { name: 'Chardham with Tungnath', exact: true }).click();
    await expectPageHeading(page, 'Chardham with Tungnath');
    await expect(page).toHaveTitle(documentTitle('Chardham with Tungnath'));
  });

  test('an unknown package shows Package Not Found with a way home', { tag: '@packages' }, async ({
    page,
  }) => {
    await page.goto(href.packageDetail('everest-base-camp'));
    await expectPageHeading(page, 'Package Not Found');
    await expect(page.getByText("The package you're looking for doesn't exist.")).toBeVisible();
    await expect(page).toHaveTitle(documentTitle('Package Not Found'));
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(href.home());
  });

  test('custom-package shows the custom package request page', { tag: '@packages' }, async ({ page }) => {
    await page.goto(href.packageDetail('custom-package'));
    await expectPageHeading(page, 'Custom Package Request');
  });
});
