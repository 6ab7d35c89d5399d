/**
 * A page rendered in the browser (a client navigation) shows an embedded slice's loading state until
 * its code arrives: that state holds the space the slice's content takes, so what follows it (the
 * contact section's footer, a link the visitor is about to tap) does not jump when it arrives.
 */
import { href } from '@chardham/shared/routes';
import { expect, test } from '../support/fixtures';
import { holdSliceCode } from '../support/site';

/**
 * How far the footer may move when the form arrives: half the height of one of its links (24 px),
 * so a tap aimed at one still lands on it. The reserved space is the form's height to within a few
 * pixels, not to the pixel: the form's height depends on the width its page gives it.
 */
const TAP_STAYS_ON_TARGET = 12;

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`the enquiry form arriving after a navigation moves nothing that follows it (${viewport.width} px)`, {
    tag: '@shell',
  }, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(href.privacyPolicy());
    const release = await holdSliceCode(page, 'enquiry');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL(/\/#home$/);
    await expect(page.locator('#contact [data-slice-loading="enquiry"]')).toBeAttached();
    // The visitor goes down to the footer while the form's code is on its way.
    await expect(async () => {
      await page.mouse.wheel(0, 4000);
      await expect(footer).toBeInViewport({ ratio: 0.9, timeout: 500 });
    }).toPass();
    // The wheel's scroll has come to rest (the form's code is held for less than the shell's 8 s).
    await page.waitForTimeout(300);
    const before = await footer.boundingBox();
    release();
    await expect(page.locator('#contact form')).toBeVisible();
    await page.waitForTimeout(300);
    const after = await footer.boundingBox();
    const moved = Math.abs((after?.y ?? 0) - (before?.y ?? 0));
    test.info().annotations.push({ type: 'footer moved (px)', description: String(moved) });
    expect(moved).toBeLessThanOrEqual(TAP_STAYS_ON_TARGET);
  });
}
