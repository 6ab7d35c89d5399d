import { test as base, expect, type Page } from '@playwright/test';
import { customPackageRequestsHandler, tourInquiriesHandler } from 'mfe-enquiry/testing';
import { partnerWaitlistHandler } from 'mfe-info/testing';
import { type Network, routeThroughHandlers } from './network';
import { baseURL, isRemote, LOCAL, LOCAL_REASON } from './target';

/** Every Supabase table the site writes to, answered as Supabase would (each slice's own handlers). */
const supabaseHandlers = () => [
  tourInquiriesHandler(),
  customPackageRequestsHandler(),
  partnerWaitlistHandler(),
];

/**
 * The origin of the Supabase project the site under test is configured with, from its own
 * /runtime-config.json (null in demo mode): whatever project a deployment uses, it is mocked.
 */
async function configuredSupabase(): Promise<string | null> {
  const response = await fetch(`${baseURL}/runtime-config.json`);
  const { supabaseUrl } = (await response.json()) as { supabaseUrl: string | null };
  return supabaseUrl ? new URL(supabaseUrl).origin : null;
}

export interface SiteFixtures {
  /** Tests tagged @local need the local server's internals: skipped, with the reason, against BASE_URL. */
  localOnly: undefined;
  /**
   * Every request to the configured Supabase that no MSW handler answered: aborted, and the test
   * fails, so no run ever writes to (or reads from) a real project.
   */
  supabaseGuard: string[];
  /** Console errors and uncaught exceptions seen by the page; a test fails if any remain unexpected. */
  consoleErrors: string[];
  /**
   * The Supabase API as MSW answers it (the same handlers as the unit tests), for tests that submit
   * a form. Override per test: `network.use(tourInquiriesHandler({ store, behaviours: [...] }))`.
   * Requests no handler matches go to the real server (the site's own files), except Supabase's:
   * `supabaseGuard` stops those.
   */
  network: Network;
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

export const test = base.extend<SiteFixtures, { supabaseOrigin: string | null }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  supabaseOrigin: [async ({}, use) => use(await configuredSupabase()), { scope: 'worker' }],
  localOnly: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use, testInfo) => {
      testInfo.skip(isRemote && testInfo.tags.includes(LOCAL), LOCAL_REASON);
      await use(undefined);
    },
    { auto: true },
  ],
  // Registered before MSW's route, so it sees only what the handlers let through (Playwright tries
  // the newest route first, and MSW falls back for a request it does not handle).
  supabaseGuard: [
    async ({ context, supabaseOrigin }, use) => {
      const reached: string[] = [];
      if (supabaseOrigin) {
        await context.route(
          (url) => url.origin === supabaseOrigin,
          (route) => {
            reached.push(`${route.request().method()} ${route.request().url()}`);
            return route.abort('blockedbyclient');
          },
        );
      }
      await use(reached);
      expect(reached, 'requests no MSW handler answered, which would have reached Supabase').toEqual([]);
    },
    { auto: true },
  ],
  // A visitor's clicks before the app is live would race its start: navigations wait for it.
  page: async ({ page, javaScriptEnabled }, use) => {
    // Without JavaScript there is no app to wait for.
    if (javaScriptEnabled === false) return use(page);
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    // A test that goes to a page `waitUntil: 'commit'` is about the page before the app: no wait.
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      if (args[1]?.waitUntil !== 'commit') await appReady(page);
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
      // The shell's idle prefetches (hints for a next page) run while the visitor reads. One in flight
      // when the signal drops fails, and the browser logs it: the page lost nothing. Any other failed
      // request, and a prefetch the server refused (a 404 is a response, not a failure), still counts.
      const failedLoads: { text: string; url: string }[] = [];
      const droppedPrefetches = new Set<string>();
      page.on('requestfailed', (request) => {
        if (/prefetch/.test(request.headers()['sec-purpose'] ?? '')) droppedPrefetches.add(request.url());
      });
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // An unknown path is served with status 404 on purpose; the browser logs that.
        const document404 =
          message.text().includes('status of 404') &&
          new URL(message.location().url || page.url()).pathname === new URL(page.url()).pathname;
        if (document404) return;
        errors.push(message.text());
        if (message.text().includes('net::ERR_'))
          failedLoads.push({ text: message.text(), url: message.location().url });
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      for (const { text, url } of failedLoads) {
        const at = errors.indexOf(text);
        if (droppedPrefetches.has(url) && at >= 0) errors.splice(at, 1);
      }
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
  network: async ({ context, supabaseGuard: _ }, use) => {
    const { network, stop } = await routeThroughHandlers(context, supabaseHandlers());
    await use(network);
    await stop();
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
