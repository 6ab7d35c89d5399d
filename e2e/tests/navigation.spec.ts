import { expect, test } from '../support/fixtures';

test('the navigation is transparent at the top and frosted past 20 px of scroll', { tag: '@shell' }, async ({
  page,
}) => {
  await page.goto('/');
  const bar = page.getByRole('banner');
  await expect(bar).toHaveAttribute('data-scrolled', 'false');
  await expect(bar).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  await page.evaluate(() => window.scrollTo(0, 200));
  await expect(bar).toHaveAttribute('data-scrolled', 'true');
  await expect(bar).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  await expect(bar).toHaveCSS('backdrop-filter', /blur/);
  await page.evaluate(() => window.scrollTo(0, 10));
  await expect(bar).toHaveAttribute('data-scrolled', 'false');
});

test('the navigation shows the tagline and every item of the spec', { tag: '@shell' }, async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner')).toContainText('DMC - Chardham | DoDham');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of [
    'Home',
    'Destinations',
    'Packages',
    'About Us',
    'Contact',
    'Become Partner',
    'Book Now',
  ]) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole('button', { name: 'Menu' })).toBeHidden();
});
