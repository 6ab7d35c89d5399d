import type { Page } from '@playwright/test';
import { announcedExpanded } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { beforeTheCode, holdSliceCode, shellWaitingForSlices, sliceFiles } from '../support/site';

// Issue 40, decision 088: a control answers a tap made before its code has run, and its code takes
// over the state the tap left. Behaviour only: how fast it answers is `npm run bench:tap`'s job.

/** Lighthouse's mobile profile: the CPU 4x slower, 150 ms of latency, 1.6 Mbps down. */
async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/** Loads `path` on the slow phone and waits half a second after the load, as a visitor would tap. */
async function openSlowly(page: Page, path: string) {
  await slowPhone(page);
  // 'commit': the fixture would otherwise wait for the app before handing the page back.
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForLoadState('load');
  await page.waitForTimeout(500);
}

const appLive = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-app-ready', '');

test('on a slow phone, a day card tapped half a second after the load opens, and shows its details', {
  tag: '@marketing',
}, async ({ page }) => {
  await openSlowly(page, '/');
  const day = page.locator('#itinerary-day-1-button');
  await day.scrollIntoViewIfNeeded();
  await day.tap();
  await expect(day).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#itinerary-day-1-panel')).toContainText('Detailed Description', {
    timeout: 30_000,
  });
  await expect(day).toHaveAttribute('aria-expanded', 'true');
});

test('on a slow phone, a package tab tapped half a second after the load shows its panel', {
  tag: '@packages',
}, async ({ page }) => {
  await openSlowly(page, '/package/complete-chardham');
  const tab = page.getByRole('tab', { name: 'Itinerary' });
  await tab.scrollIntoViewIfNeeded();
  await tab.tap();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Itinerary' })).toBeVisible();
  await appLive(page);
  await expect(tab).toHaveAttribute('aria-selected', 'true');
});

test('on a slow phone, the menu tapped half a second after the load opens', {
  tag: '@shell',
}, async ({ page }) => {
  await openSlowly(page, '/privacy-policy');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const toggle = nav.getByRole('button', { name: 'Menu' });
  await toggle.tap();
  await expect.poll(() => announcedExpanded(page, 'button', 'Menu')).toBe(true);
  await expect(nav.getByRole('link', { name: 'Become Partner' })).toBeVisible();
});

test('two quick taps on two day cards before any code has run open both, and the code keeps them open', {
  tag: '@marketing',
}, async ({ page }) => {
  const release = await beforeTheCode(page, '/');
  const first = page.locator('#itinerary-day-1-button');
  const second = page.locator('#itinerary-day-2-button');
  await second.scrollIntoViewIfNeeded();
  await first.tap();
  await second.tap();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(second).toHaveAttribute('aria-expanded', 'true');

  release();
  await expect(page.locator('#itinerary-day-1-panel')).toContainText('Detailed Description');
  await expect(page.locator('#itinerary-day-2-panel')).toContainText('Detailed Description');
  // The code answers the next tap, once: the card closes.
  await second.tap();
  await expect(second).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('#itinerary-day-2-panel')).toBeHidden();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
});

test('before any code has run, a package tab shows its panel, and the code takes over from it', {
  tag: '@packages',
}, async ({ page }) => {
  const release = await beforeTheCode(page, '/package/complete-chardham');
  const inclusions = page.getByRole('tab', { name: 'Inclusions' });
  await inclusions.tap();
  await expect(inclusions).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Inclusions' })).toBeVisible();
  await expect(page.getByRole('tabpanel', { name: 'Overview' })).toBeHidden();
  release();
  await appLive(page);
  await expect(inclusions).toHaveAttribute('aria-selected', 'true');
  await inclusions.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Itinerary' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Itinerary' })).toBeVisible();
});

test('before any code has run, an FAQ question opens its answer, and the code closes it at the next tap', {
  tag: '@info',
}, async ({ page }) => {
  const release = await beforeTheCode(page, '/customer-support');
  const question = page.getByRole('button', { name: 'What happens if I have to cancel?' });
  await question.tap();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/less than 7 days before departure: no refund/)).toBeVisible();
  release();
  await appLive(page);
  await question.tap();
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText(/less than 7 days before departure: no refund/)).toBeHidden();
});

test("before any code has run, the hero's dot and pause answer, and the code plays on from them", {
  tag: '@marketing',
}, async ({ page }) => {
  const release = await beforeTheCode(page, '/');
  const third = page.getByRole('button', { name: 'Show slide 3 of 4' });
  await third.tap();
  await expect(third).toHaveAttribute('aria-current', 'true');
  const pause = page.getByRole('button', { name: 'Pause slideshow' });
  await pause.tap();
  const play = page.getByRole('button', { name: 'Play slideshow' });
  // The word on the button changed with its name.
  await expect(play.getByText('Play', { exact: true })).toBeVisible();
  await expect(play.getByText('Pause', { exact: true })).toBeHidden();
  release();
  await page.locator('#home h1').hover();
  await appLive(page);
  await expect(third).toHaveAttribute('aria-current', 'true');
  await play.tap();
  const pauseAgain = page.getByRole('button', { name: 'Pause slideshow' });
  await expect(pauseAgain.getByText('Pause', { exact: true })).toBeVisible();
});

test('before any code has run, submitting the empty partner form shows what is missing, and the form then explains', {
  tag: '@info',
}, async ({ page }) => {
  const release = await beforeTheCode(page, '/become-partner');
  const name = page.getByRole('textbox', { name: 'Your name' });
  await page.getByRole('button', { name: 'Join Waitlist' }).tap();
  // The browser's own check: the first missing field has the focus.
  await expect(name).toBeFocused();
  release();
  await appLive(page);
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription(/Enter your full name/);
});

test("a day card tapped while the landing page's slice cannot load gives the slice's fallback, not silence", {
  tag: '@marketing',
}, async ({ page, consoleErrors }) => {
  await page.route(sliceFiles('marketing'), (route) => route.abort('connectionrefused'));
  // The tap comes before the app's code: it is what asks for the landing page's slice.
  const release = await beforeTheCode(page, '/');
  const day = page.locator('#itinerary-day-1-button');
  await day.scrollIntoViewIfNeeded();
  await day.tap();
  await expect(day).toHaveAttribute('aria-expanded', 'true');
  release();
  const fallback = page.locator('[data-slice-fallback="marketing"]');
  await expect(fallback).toBeVisible();
  await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();
  consoleErrors.length = 0; // the refused requests are logged by the browser
});

test("the Filters sheet opened while the package list's slice is still loading stays open when it takes over", {
  tag: '@packages',
}, async ({ page }) => {
  const release = await holdSliceCode(page, 'packages');
  await page.goto('/packages', { waitUntil: 'commit' });
  await shellWaitingForSlices(page);
  const toggle = page.getByRole('button', { name: /^Filters/ });
  await toggle.tap();
  const price = page.getByRole('combobox', { name: 'Price Range', exact: true });
  await expect(price).toBeVisible();
  release();
  await appLive(page);
  await expect(price).toBeVisible();
});
