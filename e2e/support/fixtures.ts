import { supabaseHandlers } from '@chardham/shared/testing';
import { defineNetworkFixture, type NetworkFixture } from '@msw/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export interface SiteFixtures {
  /** Console errors and uncaught exceptions seen by the page; a test fails if any remain unexpected. */
  consoleErrors: string[];
  /**
   * The Supabase API as MSW answers it (the same handlers as the unit tests), for tests that submit
   * a form. Override per test: `network.use(tourInquiriesHandler({ store, behaviours: [...] }))`.
   * Requests no handler matches go to the real server (the site's own files).
   */
  network: NetworkFixture;
}

/**
 * Every test fails on a console error or an uncaught exception, unless it declares the ones it
 * provokes by emptying the array.
 */
/** The app marks <html data-app-ready> once it has taken over the server's page. */
async function appReady(page: Page) {
  await page
    .waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'), null, { timeout: 30_000 })
    .catch(() => {
      // Not an app page (or the shell failed): the test's own assertions say what is wrong.
    });
}

export const test = base.extend<SiteFixtures>({
  // A visitor's clicks before the app is live would race its start: navigations wait for it.
  page: async ({ page, javaScriptEnabled }, use) => {
    // Without JavaScript there is no app to wait for.
    if (javaScriptEnabled === false) return use(page);
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await appReady(page);
      return response;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await appReady(page);
      return response;
    };
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // An unknown path is served with status 404 on purpose; the browser logs that.
        const document404 =
          message.text().includes('status of 404') &&
          new URL(message.location().url || page.url()).pathname === new URL(page.url()).pathname;
        if (!document404) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
  network: async ({ context }, use) => {
    const network = defineNetworkFixture({
      context,
      handlers: supabaseHandlers(),
      onUnhandledRequest: 'bypass',
    });
    await network.enable();
    await use(network);
    await network.disable();
  },
});

export { expect };

/** The page's slice has arrived: its main heading is visible. */
export async function expectPageHeading(
  page: Page,
  name: string | RegExp,
  options: { timeout?: number } = {},
) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible(options);
}
