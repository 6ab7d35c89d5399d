/**
 * Issue 30: an enquiry sent without signal is kept on the phone and sent, once, when the signal
 * returns. What the service worker sends goes through the browser context's routes, as the page's
 * own requests do (Chromium: Playwright routes a worker's fetches with the context's), so the MSW
 * handlers answer it and the Supabase guard fails any request they do not.
 */
import { whatsappHref } from '@chardham/shared/config';
import { type Behaviour, createRowStore } from '@chardham/shared/testing';
import type { BrowserContext, Page } from '@playwright/test';
import { tourInquiriesHandler } from 'mfe-enquiry/testing';
import { expect, test } from '../support/fixtures';
import type { Network } from '../support/network';
import { expectSavedOnPhone } from '../support/offline';
import { expectLive } from '../support/site';

const words = {
  en: {
    path: '/package/deluxe-pilgrimage',
    send: /Send Enquiry/,
    kept: /^No signal: your form is saved on this phone and will be sent by itself when the signal returns/,
    thanks: /Thank you/,
    sent: 'The form you filled in without signal has been sent. We will get back to you soon.',
    failure: 'There was an error submitting your inquiry. Please try again or contact us directly.',
    refused: /^The form you filled in without signal could not be sent\. Nothing you typed is lost/,
    openForm: 'Open the form',
  },
  hi: {
    path: '/hi/package/deluxe-pilgrimage',
    send: /पूछताछ भेजें/,
    kept: /^सिग्नल नहीं है: आपका फ़ॉर्म इस फ़ोन पर सहेज लिया गया है/,
    thanks: /धन्यवाद/,
    sent: 'बिना सिग्नल के भरा गया आपका फ़ॉर्म भेज दिया गया है। हम जल्द ही आपसे संपर्क करेंगे।',
    failure: 'आपकी जानकारी भेजते समय कोई गड़बड़ी हो गई। कृपया दोबारा कोशिश करें या हमसे सीधे संपर्क करें।',
    refused: /^बिना सिग्नल के भरा गया आपका फ़ॉर्म भेजा नहीं जा सका। आपकी लिखी कोई बात नहीं खोई है/,
    openForm: 'फ़ॉर्म खोलें',
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

/**
 * The enquiry table as MSW answers it (`behaviours` for its first answers), the phone's signal, and
 * the status of every answer the table gave: what each test here starts from.
 */
async function phone(
  {
    context,
    network,
    supabaseOrigin,
  }: { context: BrowserContext; network: Network; supabaseOrigin: string | null },
  behaviours: Behaviour[] = [],
) {
  const store = createRowStore();
  network.use(tourInquiriesHandler({ store, behaviours }));
  return { store, setSignal: await signal(context, supabaseOrigin), posts: postsToTable(context) };
}

/** Opens the page with signal, lets the phone save it, loses the signal, and sends the enquiry. */
async function sendWithoutSignal(page: Page, setSignal: (on: boolean) => Promise<void>, locale: 'en' | 'hi') {
  const w = words[locale];
  await page.goto(w.path);
  await expectSavedOnPhone(page, w.path);
  await setSignal(false);
  return sendEnquiry(page, locale, locale === 'hi' ? 'आशा वर्मा' : 'Asha Verma');
}

/** Fills in and sends the enquiry form of the page, which has no signal. */
async function sendEnquiry(page: Page, locale: 'en' | 'hi', name: string) {
  const w = words[locale];
  // The form's region hydrates when the visitor reaches it: from the phone's copy of its release.
  const form = page.locator('form:has(input[name="name"])');
  await form.scrollIntoViewIfNeeded();
  await expectLive(form);
  await form.locator('input[name="name"]').fill(name);
  await form.locator('input[name="email"]').fill('asha@example.com');
  await form.locator('input[name="phone"]').fill('+91 98765 43210');
  await form.locator('select[name="group_size"]').selectOption('3-5');
  await form.locator('input[name="travel_date"]').fill('2030-05-20');
  await form.getByRole('button', { name: w.send }).click();
  await expect(form.getByRole('status')).toHaveText(w.kept);
  await expect(form.locator('input[name="name"]')).not.toHaveValue('');
  return form;
}

/**
 * A later visit of the home page, read as a visitor does: the page's offline part starts once the
 * page is used, and only once the app runs (its script is asked for after the first paint and may
 * run after the load event), so a scroll before it would pass unseen (the part would then start ten
 * seconds after load).
 */
async function visitLater(context: BrowserContext, locale: 'en' | 'hi') {
  const later = await context.newPage();
  await later.goto(locale === 'hi' ? '/hi/' : '/');
  await later.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'));
  await later.mouse.wheel(0, 1);
  return later;
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
    const { store, setSignal, posts } = await phone({ context, network, supabaseOrigin });
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
    const { store, setSignal, posts } = await phone({ context, network, supabaseOrigin });
    await sendWithoutSignal(page, setSignal, locale);
    withoutSignalNoise(consoleErrors);
    await page.close();

    await setSignal(true);
    const later = await visitLater(context, locale);
    await expect.poll(() => store.rows.size, { timeout: 20_000 }).toBe(1);
    await expect(later.getByRole('status').filter({ hasText: words[locale].sent })).toBeVisible();
    await later.waitForTimeout(2_000);
    expect(store.rows.size).toBe(1);
    expect(posts).toEqual([201]);
    expect(await keptCount(later)).toBe(0);
  });
}

test('an enquiry the backend refuses when the signal returns comes back with what was typed, and the next one is still sent', {
  tag: '@enquiry',
}, async ({ page, context, network, consoleErrors, supabaseOrigin }) => {
  test.setTimeout(120_000);
  // The first row to arrive fails a check the form did not know (a rule added since it was filled in).
  const { store, setSignal, posts } = await phone({ context, network, supabaseOrigin }, ['refused']);
  const other = await context.newPage();
  await other.goto('/package/complete-chardham');
  await expectSavedOnPhone(other, '/package/complete-chardham');

  const refusedForm = await sendWithoutSignal(page, setSignal, 'en');
  const nextForm = await sendEnquiry(other, 'en', 'Ravi Kumar');
  withoutSignalNoise(consoleErrors);

  await setSignal(true);
  // The older form was refused: its visitor is told, and nothing typed is lost.
  await expect(refusedForm.getByRole('alert')).toHaveText(words.en.failure, { timeout: 20_000 });
  await expect(refusedForm.getByText(words.en.kept)).toHaveCount(0);
  await expect(refusedForm.locator('input[name="name"]')).toHaveValue('Asha Verma');
  await expect(refusedForm.locator('input[name="travel_date"]')).toHaveValue('2030-05-20');
  // It did not hold up the form kept after it.
  await expect(nextForm.getByRole('status')).toHaveText(words.en.thanks, { timeout: 20_000 });
  expect([...store.rows.values()].map((row) => row.name)).toEqual(['Ravi Kumar']);
  await page.waitForTimeout(2_000);
  expect(posts).toEqual([400, 201]);
  // Neither is left on the phone: the refused one went back to its form.
  expect(await keptCount(page)).toBe(0);
  withoutSignalNoise(consoleErrors);
  // The browser logs the refusal when a page, not the worker, sent the row: the one error expected.
  const rest = consoleErrors.filter((e) => !/status of 400 \(Bad Request\)/.test(e));
  consoleErrors.splice(0, consoleErrors.length, ...rest);
});

for (const locale of ['en', 'hi'] as const) {
  test(`an enquiry refused after its tab was closed is announced on a later visit and comes back on its page (${locale})`, {
    tag: '@enquiry',
  }, async ({ page, context, network, consoleErrors, supabaseOrigin }) => {
    test.setTimeout(120_000);
    const w = words[locale];
    const { store, setSignal, posts } = await phone({ context, network, supabaseOrigin }, ['refused']);
    const name = locale === 'hi' ? 'आशा वर्मा' : 'Asha Verma';
    await sendWithoutSignal(page, setSignal, locale);
    withoutSignalNoise(consoleErrors);
    await page.close();

    await setSignal(true);
    const later = await visitLater(context, locale);
    const notice = later.getByRole('alert').filter({ hasText: w.refused });
    await expect(notice).toBeVisible({ timeout: 20_000 });
    await expect(notice.locator('a[href^="tel:"]')).toHaveCount(1);
    // The service worker's notice opens WhatsApp with a message in the page's language.
    await expect(notice.locator(`a[href="${whatsappHref(locale)}"]`)).toHaveCount(1);
    expect(store.rows.size).toBe(0);
    expect(posts).toEqual([400]);

    await notice.getByRole('link', { name: w.openForm }).click();
    // The link lands on the form's section.
    await expect(later).toHaveURL(`${w.path}#package-enquiry-title`);
    const form = later.locator('form:has(input[name="name"])');
    await form.scrollIntoViewIfNeeded();
    await expectLive(form);
    await expect(form.getByRole('alert')).toHaveText(w.failure);
    await expect(form.locator('input[name="name"]')).toHaveValue(name);
    await expect(form.locator('input[name="email"]')).toHaveValue('asha@example.com');
    await expect(form.locator('select[name="group_size"]')).toHaveValue('3-5');
    expect(await keptCount(later)).toBe(0);

    // Sent again with signal, it is stored once.
    await form.getByRole('button', { name: w.send }).click();
    await expect(form.getByRole('status')).toHaveText(w.thanks);
    expect(store.rows.size).toBe(1);
    expect(posts).toEqual([400, 201]);
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
