/**
 * A page rendered in the browser (a client navigation) shows an embedded slice's loading state until
 * its code arrives: that state holds the space the slice's content takes, so what follows it (the
 * contact section's footer, a link the visitor is about to tap) does not jump when it arrives
 * (docs/decisions/103-a-slot-holds-its-space.md).
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
  test(`the enquiry form's loading state after a navigation is as tall as the form: what follows stays put (${viewport.width} px)`, {
    tag: '@shell',
  }, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(href.privacyPolicy());
    const release = await holdSliceCode(page, 'enquiry');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL(/\/#home$/);
    // Everything below the slot moves by the difference between the two: measured as soon as the
    // loading state shows, and the code released at once (past 8 s the shell shows its fallback).
    const loading = page.locator('#contact [data-slice-loading="enquiry"]');
    await expect(loading).toBeAttached();
    const reserved = (await loading.boundingBox())?.height ?? 0;
    release();
    const form = page.locator('#contact form');
    await expect(form).toBeVisible();
    // Its height once it has settled (its stylesheet, its fonts, what its runtime settings add).
    let arrived = -1;
    await expect
      .poll(
        async () => {
          const previous = arrived;
          arrived = (await form.boundingBox())?.height ?? 0;
          return arrived === previous;
        },
        { intervals: [300] },
      )
      .toBe(true);
    const moved = Math.abs(arrived - reserved);
    test.info().annotations.push({ type: 'reserved, form (px)', description: `${reserved}, ${arrived}` });
    expect(moved).toBeLessThanOrEqual(TAP_STAYS_ON_TARGET);
  });
}
