import { expect, test } from '../support/fixtures';

test('on a phone the toggle opens and closes the menu, and choosing an item closes it', {
  tag: '@shell',
}, async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const toggle = nav.getByRole('button', { name: 'Menu' });
  const partner = nav.getByRole('link', { name: 'Become Partner' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(partner).toBeHidden();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(partner).toBeVisible();
  await toggle.click();
  await expect(partner).toBeHidden();

  await toggle.click();
  await partner.click();
  await expect(page).toHaveURL('/become-partner');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(partner).toBeHidden();
});

test('Escape closes the phone menu and returns focus to the toggle', { tag: '@shell' }, async ({ page }) => {
  await page.goto('/packages');
  const toggle = page.getByRole('button', { name: 'Menu' });
  await toggle.click();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
});
