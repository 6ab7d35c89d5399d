import AxeBuilder from '@axe-core/playwright';
import { href } from '@chardham/shared/routes';
import { type Behaviour, createRowStore } from '@chardham/shared/testing';
import type { Page } from '@playwright/test';
import { customPackageRequestsHandler, tourInquiriesHandler } from 'mfe-enquiry/testing';
import { expect, test } from '../support/fixtures';
import { expectLive, holdAppCode, withoutIdleWork } from '../support/site';

const thanks =
  "Thank you for your interest in Chardham Yatra! We've received your inquiry and will contact you within 24 hours with a customized itinerary.";
const failure = 'There was an error submitting your inquiry. Please try again or contact us directly.';

/** The browser logs every failed or non-2xx request; tests that provoke them expect exactly those. */
function expectOnlyProvokedNetworkErrors(errors: string[]) {
  const unexpected = errors.filter((e) => !/status of (409|500)|net::ERR_FAILED|Failed to fetch/.test(e));
  errors.splice(0, errors.length, ...unexpected);
}

async function openHomeForm(page: Page) {
  await page.goto(href.section('contact'));
  const form = page.getByRole('form', { name: 'Send Us an Enquiry' });
  // The form is a federated remote, loaded after the page: allow a slow machine.
  await expect(form).toBeVisible({ timeout: 30_000 });
  return form;
}

async function fillIn(page: Page) {
  const form = page.getByRole('form', { name: 'Send Us an Enquiry' });
  await form.getByLabel('Full Name').fill('Asha Verma');
  await form.getByLabel('Email Address').fill('asha@example.com');
  await form.getByLabel('Phone Number').fill('+91 98765 43210');
  await form.getByLabel('Group Size').selectOption('3-5');
  await form.getByLabel('Preferred Duration').selectOption('9-10');
  await form.getByLabel('Tour Package').selectOption('chardham');
  await form.getByLabel('Preferred Travel Date').fill('2030-05-20');
  return form;
}

test.describe('the enquiry form on the home page', () => {
  const withTable = (
    network: { use: (...h: never[]) => void },
    behaviours: Behaviour[] = [],
    delayMs = 0,
  ) => {
    const store = createRowStore();
    network.use(tourInquiriesHandler({ store, behaviours, delayMs }) as never);
    return store;
  };

  test('thanks the visitor for an enquiry, which is stored once, and clears the form', {
    tag: '@enquiry',
  }, async ({ page, network }) => {
    const store = withTable(network);
    await openHomeForm(page);
    const form = await fillIn(page);
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    await expect(form.getByRole('status')).toHaveText(thanks);
    await expect(form.getByLabel('Full Name')).toHaveValue('');
    expect([...store.rows.values()]).toEqual([
      expect.objectContaining({ name: 'Asha Verma', budget: 'chardham', destination: 'Chardham Yatra' }),
    ]);
  });

  test('shows Submitting... on a disabled button while the answer is slow', { tag: '@enquiry' }, async ({
    page,
    network,
  }) => {
    withTable(network, [], 1500);
    await openHomeForm(page);
    const form = await fillIn(page);
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    await expect(form.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await expect(form.getByRole('status')).toHaveText(thanks);
  });

  test('after a server error says so and keeps every typed value', { tag: '@enquiry' }, async ({
    page,
    network,
    consoleErrors,
  }) => {
    const store = withTable(network, ['server-error']);
    await openHomeForm(page);
    const form = await fillIn(page);
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    await expect(form.getByRole('alert')).toHaveText(failure);
    await expect(form.getByLabel('Full Name')).toHaveValue('Asha Verma');
    await expect(form.getByLabel('Tour Package')).toHaveValue('chardham');
    expect(store.rows.size).toBe(0);
    expectOnlyProvokedNetworkErrors(consoleErrors);
  });

  // A submit that gets no answer is kept on the phone and sent again by itself (issue 30,
  // docs/decisions/080-offline-and-service-worker.md): with the signal there, at once.
  test('after a network error the enquiry is sent again by itself, and stored once', {
    tag: '@enquiry',
  }, async ({ page, network, consoleErrors }) => {
    const store = withTable(network, ['network-error']);
    await openHomeForm(page);
    const form = await fillIn(page);
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    await expect(form.getByRole('status')).toHaveText(thanks);
    await expect(form.getByRole('alert')).toHaveCount(0);
    expect(store.rows.size).toBe(1);
    expectOnlyProvokedNetworkErrors(consoleErrors);
  });

  test('after a lost answer the enquiry sent again by itself creates no second enquiry', {
    tag: '@enquiry',
  }, async ({ page, network, consoleErrors }) => {
    const store = withTable(network, ['stored-then-network-error']);
    await openHomeForm(page);
    const form = await fillIn(page);
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    // The database already had it: the second send is answered 409 duplicate, which means "arrived".
    await expect(form.getByRole('status')).toHaveText(thanks);
    expect(store.rows.size).toBe(1);
    expectOnlyProvokedNetworkErrors(consoleErrors);
  });

  test('with the backend unreachable the enquiry is kept on the phone, with every typed value', {
    tag: '@enquiry',
  }, async ({ page, network, consoleErrors }) => {
    const store = withTable(network, ['network-error', 'network-error']);
    await openHomeForm(page);
    const form = await fillIn(page);
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    await expect(form.getByText(/your form is saved on this phone and will be sent by itself/)).toBeVisible();
    await expect(form.getByRole('link', { name: 'WhatsApp', exact: true })).toHaveAttribute(
      'href',
      /wa\.me\//,
    );
    await expect(form.getByLabel('Full Name')).toHaveValue('Asha Verma');
    await expect(form.getByLabel('Tour Package')).toHaveValue('chardham');
    expect(store.rows.size).toBe(0);
    expectOnlyProvokedNetworkErrors(consoleErrors);
  });

  test('keeps a half-typed enquiry across a reload', { tag: '@enquiry' }, async ({ page }) => {
    const form = await openHomeForm(page);
    // The draft is the live form's: typed into the server's HTML and reloaded before the app took
    // the page over, nothing has stored it yet.
    await expectLive(form);
    await form.getByLabel('Full Name').fill('Asha Verma');
    await form.getByLabel('Group Size').selectOption('6-10');
    await form.getByLabel(/Special Requirements/).fill('Two elders');
    await page.reload();
    const again = page.getByRole('form', { name: 'Send Us an Enquiry' });
    await expect(again.getByLabel('Full Name')).toHaveValue('Asha Verma');
    await expect(again.getByLabel('Group Size')).toHaveValue('6-10');
    await expect(again.getByLabel(/Special Requirements/)).toHaveValue('Two elders');
  });

  test('an enquiry sent before the app has taken over the page is held, then sent once', {
    tag: '@enquiry',
  }, async ({ context, network }) => {
    const store = withTable(network);
    const release = await holdAppCode(context);
    const visitor = await context.newPage();
    await visitor.goto(href.section('contact'), { waitUntil: 'commit' });
    const form = await fillIn(visitor);
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    // Held: not sent by the browser as a GET that would put the enquiry in the address bar.
    expect(new URL(visitor.url()).search).toBe('');
    await expect(form.getByLabel('Full Name')).toHaveValue('Asha Verma');
    expect(store.rows.size).toBe(0);

    release();
    await expect(form.getByRole('status')).toHaveText(thanks, { timeout: 30_000 });
    expect([...store.rows.values()]).toEqual([
      expect.objectContaining({ name: 'Asha Verma', email: 'asha@example.com', budget: 'chardham' }),
    ]);
    await visitor.close();
  });
});

test('the form at the bottom of a page loads its code only when the visitor reaches it, then works', {
  tag: '@enquiry',
}, async ({ page, network }) => {
  const store = createRowStore();
  network.use(tourInquiriesHandler({ store }) as never);
  await withoutIdleWork(page); // idle preloading would fetch the slice for its own page
  const enquiryCode: string[] = [];
  page.on('request', (request) => {
    // Its stylesheets come with the page: they style the prerendered form.
    if (request.url().includes('/remotes/enquiry/') && request.resourceType() === 'script') {
      enquiryCode.push(request.url());
    }
  });
  await page.goto(href.packages());
  await page.waitForLoadState('networkidle');
  expect(enquiryCode, 'nothing of the enquiry slice before the visitor scrolls').toEqual([]);

  const form = page.getByRole('form', { name: 'Send Us an Enquiry' });
  await form.scrollIntoViewIfNeeded();
  await fillIn(page);
  await form.getByRole('button', { name: 'Send Enquiry' }).click();
  await expect(form.getByRole('status')).toHaveText(thanks);
  expect(enquiryCode.length).toBeGreaterThan(0);
  expect([...store.rows.values()]).toEqual([
    expect.objectContaining({ name: 'Asha Verma', destination: 'Chardham Yatra' }),
  ]);
});

test('the package list ends with the same enquiry form', { tag: '@enquiry' }, async ({ page }) => {
  await page.goto(href.packages());
  const form = page.getByRole('form', { name: 'Send Us an Enquiry' });
  await form.scrollIntoViewIfNeeded();
  await expect(form.getByLabel('Tour Package')).toBeVisible();
});

test('a custom package request is stored, confirmed, and the visitor returns home', {
  tag: '@enquiry',
}, async ({ page, network }) => {
  const store = createRowStore();
  network.use(customPackageRequestsHandler({ store }));
  await page.goto(href.packageDetail('custom-package'));
  await expect(page.getByRole('heading', { level: 1, name: 'Custom Package Request' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Custom package request' });
  await form.getByLabel('Full Name').fill('Ravi Kumar');
  await form.getByLabel('Email Address').fill('ravi@example.com');
  await form.getByLabel('Phone Number').fill('+91 91234 56789');
  await form.getByLabel('Group Size').selectOption('6-10');
  await form.getByLabel('Duration').selectOption('7-8');
  await form.getByLabel('Budget per Person').selectOption('40k-50k');
  await form.getByLabel('Destinations').selectOption('complete-chardham');
  await form.getByLabel('Preferred Travel Date').fill('2030-09-12');
  await form.getByLabel('Accommodation').selectOption('standard');
  await form.getByLabel('Transportation').selectOption('helicopter');
  await form.getByRole('button', { name: 'Submit Custom Request' }).click();
  await expect(form.getByRole('status')).toHaveText(
    "Your custom package request has been submitted! We'll contact you within 24 hours.",
  );
  expect([...store.rows.values()]).toEqual([expect.objectContaining({ transportation: 'helicopter' })]);
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
});

for (const width of [390, 1280]) {
  test(`the custom request page has no WCAG 2.2 AA violation at ${width} px`, { tag: '@enquiry' }, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(href.packageDetail('custom-package'));
    await expect(page.getByRole('heading', { level: 1, name: 'Custom Package Request' })).toBeVisible({
      timeout: 30_000,
    });
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  });
}
