import { announcedExpanded } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { beforeTheCode } from '../support/site';

test('on a phone the toggle opens and closes the menu, and choosing an item closes it', {
  tag: '@shell',
}, async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const toggle = nav.getByRole('button', { name: 'Menu' });
  const partner = nav.getByRole('link', { name: 'Become Partner' });
  await expect.poll(() => announcedExpanded(page, 'button', 'Menu')).toBe(false);
  await expect(partner).toBeHidden();

  await toggle.click();
  await expect.poll(() => announcedExpanded(page, 'button', 'Menu')).toBe(true);
  await expect(partner).toBeVisible();
  await toggle.click();
  await expect(partner).toBeHidden();

  await toggle.click();
  await partner.click();
  await expect(page).toHaveURL('/become-partner');
  await expect.poll(() => announcedExpanded(page, 'button', 'Menu')).toBe(false);
  await expect(partner).toBeHidden();
});

test('Escape closes the phone menu and returns focus to the toggle', { tag: '@shell' }, async ({ page }) => {
  await page.goto('/packages');
  const toggle = page.getByRole('button', { name: 'Menu' });
  await toggle.click();
  await page.keyboard.press('Escape');
  await expect.poll(() => announcedExpanded(page, 'button', 'Menu')).toBe(false);
  await expect(toggle).toBeFocused();
});

test("the menu opens at the first tap before the app's code has run, and stays open when it does", {
  tag: '@shell',
}, async ({ page }) => {
  // The page is the server's HTML and the early script only.
  const release = await beforeTheCode(page, '/packages');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const toggle = nav.getByRole('button', { name: 'Menu' });
  const partner = nav.getByRole('link', { name: 'Become Partner' });
  await toggle.tap();
  await expect(partner).toBeVisible();
  await expect.poll(() => announcedExpanded(page, 'button', 'Menu')).toBe(true);
  await toggle.tap();
  await expect(partner).toBeHidden();
  await expect.poll(() => announcedExpanded(page, 'button', 'Menu')).toBe(false);
  await toggle.tap();
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-app-ready'))).toBe(false);

  release();
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
  await expect(partner).toBeVisible();
  await expect.poll(() => announcedExpanded(page, 'button', 'Menu')).toBe(true);
  await partner.tap();
  await expect(page).toHaveURL('/become-partner');
  await expect(partner).toBeHidden();
  await expect.poll(() => announcedExpanded(page, 'button', 'Menu')).toBe(false);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the menu opens and closes, and its links are followed', { tag: '@shell' }, async ({ page }) => {
    await page.goto('/hi/');
    const toggle = page.locator('header nav button[popovertarget]');
    const links = page.locator('header nav ul a');
    await expect(links.first()).toBeHidden();
    await toggle.tap();
    await expect(links.first()).toBeVisible();
    await expect.poll(() => announcedExpanded(page, 'button', 'मेन्यू')).toBe(true);
    await toggle.tap();
    await expect(links.first()).toBeHidden();
    await expect.poll(() => announcedExpanded(page, 'button', 'मेन्यू')).toBe(false);
    await toggle.tap();
    await page.locator('header nav ul a[href$="become-partner"]').tap();
    await expect(page).toHaveURL('/hi/become-partner');
  });
});

// The bar holds the brand (name and tagline), the language switch and the menu toggle at its own
// height on every phone, in both languages: the English brand once grew to four lines at 390 px and
// pushed the bar past its height, its first line against the top of the screen.
for (const path of ['/', '/hi/']) {
  for (const width of [320, 360, 390, 412]) {
    test(`at ${width} px the bar of ${path} holds the brand, the language switch and the menu toggle`, {
      tag: '@shell',
    }, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      const bar = page.getByRole('banner');
      const brand = bar.getByRole('link').first();
      const tagline = brand.getByText(/DMC|डीएमसी/);
      const language = bar.getByRole('link', { name: /हिंदी|English/ });
      const toggle = bar.getByRole('button', { name: /Menu|मेन्यू/ });
      const navHeight = await page.evaluate(
        () =>
          Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--nav-height')) * 16,
      );
      const box = async (target: typeof bar) => {
        const found = await target.boundingBox();
        if (!found) throw new Error('not on the screen');
        return found;
      };
      const [barBox, brandBox, languageBox, toggleBox] = await Promise.all([
        box(bar),
        box(brand),
        box(language),
        box(toggle),
      ]);
      expect(barBox.height).toBeLessThanOrEqual(navHeight);
      for (const part of [brandBox, languageBox, toggleBox]) {
        expect(part.y).toBeGreaterThanOrEqual(barBox.y + 4);
        expect(part.y + part.height).toBeLessThanOrEqual(barBox.y + barBox.height - 4);
      }
      // Side by side, in this order.
      expect(brandBox.x + brandBox.width).toBeLessThanOrEqual(languageBox.x);
      expect(languageBox.x + languageBox.width).toBeLessThanOrEqual(toggleBox.x);
      // The tagline the spec gives the navigation, on one line, wherever it has the room (360 px up).
      if (width >= 360) {
        await expect(tagline).toBeVisible();
        const height = await tagline.evaluate((element) => element.getBoundingClientRect().height);
        const fontSize = await tagline.evaluate((element) =>
          Number.parseFloat(getComputedStyle(element).fontSize),
        );
        expect(height).toBeLessThan(fontSize * 2);
      }
    });
  }
}
