/**
 * Issue 30: an enquiry sent without signal is kept on the phone and sent, once, when the signal
 * returns. What the service worker sends goes through the browser context's routes, as the page's
 * own requests do (Chromium: Playwright routes a worker's fetches with the context's), so the MSW
 * handlers answer it and the Supabase guard fails any request they do not.
 */
import { createRowStore } from '@chardham/shared/testing';
import type { BrowserContext, Page } from '@playwright/test';
import { tourInquiriesHandler } from 'mfe-enquiry/testing';
import { expect, test } from '../support/fixtures';
import { expectSavedOnPhone } from '../support/offline';
import { expectLive } from '../support/site';

const words = {
  en: {
    path: '/package/deluxe-pilgrimage',
    send: /Send Enquiry/,
    kept: /^No signal: your form is saved on this phone and will be sent by itself when the signal returns/,
    thanks: /Thank you/,
    sent: 'The form you filled in without signal has been sent. We will get back to you soon.',
  },
  hi: {
    path: '/hi/package/deluxe-pilgrimage',
    send: /पूछताछ भेजें/,
    kept: /^सिग्नल नहीं है: आपका फ़ॉर्म इस फ़ोन पर सहेज लिया गया है/,
    thanks: /धन्यवाद/,
    sent: 'बिना सिग्नल के भरा गया आपका फ़ॉर्म भेज दिया गया है। हम जल्द ही आपसे संपर्क करेंगे।',
  },
} as const;

/**
 * The status of every answer the enquiry table gave (to the page's or the worker's POST). A POST
 * sent without signal never reaches it and has no answer.
 */
function postsToTable(context: BrowserContext) {
  const posts: number[] = [];
  context.on('response', (response) => {
    const request = response.request();
    if (request.method() === 'POST' && request.url().endsWith('/rest/v1/tour_inquiries')) {
      posts.push(response.status());
    }
  });
  return posts;
}

/**
 * The phone's signal. Playwright's routes (MSW's among them) answer even while the context is
 * offline: while it is, this route, tried first, leaves Supabase unreachable as it would be.
 */
async function signal(context: BrowserContext, supabaseOrigin: string | null) {
  let offline = false;
  await context.route(
    (url) => url.origin === supabaseOrigin,
    (route) => (offline ? route.abort('internetdisconnected') : route.fallback()),
  );
  return async (on: boolean) => {
    offline = !on;
    await context.setOffline(offline);
  };
}

/** Opens the page with signal, lets the phone save it, loses the signal, and sends the enquiry. */
async function sendWithoutSignal(page: Page, setSignal: (on: boolean) => Promise<void>, locale: 'en' | 'hi') {
  const w = words[locale];
  await page.goto(w.path);
  await expectSavedOnPhone(page, w.path);
  await setSignal(false);
  // The form's region hydrates when the visitor reaches it: from the phone's copy of its release.
  const form = page.locator('form:has(input[name="name"])');
  await form.scrollIntoViewIfNeeded();
  await expectLive(form);
  await form.locator('input[name="name"]').fill(locale === 'hi' ? 'आशा वर्मा' : 'Asha Verma');
  await form.locator('input[name="email"]').fill('asha@example.com');
  await form.locator('input[name="phone"]').fill('+91 98765 43210');
  await form.locator('select[name="group_size"]').selectOption('3-5');
  await form.locator('input[name="travel_date"]').fill('2030-05-20');
  await form.getByRole('button', { name: w.send }).click();
  await expect(form.getByRole('status')).toHaveText(w.kept);
  await expect(form.locator('input[name="name"]')).not.toHaveValue('');
  return form;
}

/** The console lines a page without signal logs for what it could not fetch (its reports). */
const withoutSignalNoise = (errors: string[]) => {
  const rest = errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|net::ERR_FAILED|Failed to fetch/.test(e));
  errors.splice(0, errors.length, ...rest);
};

for (const locale of ['en', 'hi'] as const) {
  test(`an enquiry sent without signal is kept, sent once when the signal returns, and the visitor told (${locale})`, {
    tag: '@enquiry',
  }, async ({ page, context, network, consoleErrors, supabaseOrigin }) => {
    test.setTimeout(90_000);
    const store = createRowStore();
    network.use(tourInquiriesHandler({ store }));
    const setSignal = await signal(context, supabaseOrigin);
    const posts = postsToTable(context);
    const form = await sendWithoutSignal(page, setSignal, locale);
    withoutSignalNoise(consoleErrors);
    expect(store.rows.size).toBe(0);

    await setSignal(true);
    await expect(form.getByRole('status')).toHaveText(words[locale].thanks, { timeout: 20_000 });
    expect(store.rows.size).toBe(1);
    // Nothing else is on its way: the phone's copy is gone and no second request follows.
    await page.waitForTimeout(2_000);
    expect(store.rows.size).toBe(1);
    expect(posts).toEqual([201]);
    expect(await keptCount(page)).toBe(0);
    withoutSignalNoise(consoleErrors);
  });

  test(`an enquiry kept on a phone whose tab was closed is sent once on a later visit (${locale})`, {
    tag: '@enquiry',
  }, async ({ page, context, network, consoleErrors, supabaseOrigin }) => {
    test.setTimeout(90_000);
    const store = createRowStore();
    network.use(tourInquiriesHandler({ store }));
    const setSignal = await signal(context, supabaseOrigin);
    const posts = postsToTable(context);
    await sendWithoutSignal(page, setSignal, locale);
    withoutSignalNoise(consoleErrors);
    await page.close();

    await setSignal(true);
    const later = await context.newPage();
    await later.goto(locale === 'hi' ? '/hi/' : '/');
    // The visitor reads the page (its offline part starts once the page is used), once the app runs:
    // its script is asked for after the first paint, and may run after the load event, so a scroll
    // before it would pass unseen (the part would then start ten seconds after load).
    await later.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'));
    await later.mouse.wheel(0, 1);
    await expect.poll(() => store.rows.size, { timeout: 20_000 }).toBe(1);
    await expect(later.getByRole('status').filter({ hasText: words[locale].sent })).toBeVisible();
    await later.waitForTimeout(2_000);
    expect(store.rows.size).toBe(1);
    expect(posts).toEqual([201]);
    expect(await keptCount(later)).toBe(0);
  });
}

/** Forms still kept on the phone (the outbox's IndexedDB store). */
function keptCount(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('chardham-outbox');
        open.onsuccess = () => {
          const count = open.result.transaction('forms').objectStore('forms').count();
          count.onsuccess = () => resolve(count.result);
        };
      }),
  );
}
