import { enquiryForms } from '@chardham/shared/contracts/enquiry-forms';
import { href } from '@chardham/shared/routes';
import { createRowStore } from '@chardham/shared/testing';
import type { Page } from '@playwright/test';
import { tourInquiriesHandler } from 'mfe-enquiry/testing';
import { expect, test } from '../support/fixtures';

// Issue 21: a package page's enquiry form starts with that package's tour and duration, in the
// server's HTML too; what the visitor keeps or changes is what is stored. The sixth id,
// custom-package, is the custom request page (spec §2), which has no tour to pre-fill.
const pages = [
  { id: 'complete-chardham', tour: 'chardham', duration: '9-10' },
  { id: 'deluxe-pilgrimage', tour: 'dodham', duration: '5-6' },
  { id: 'standard-package', tour: 'Kedarnath', duration: '3-4' },
  { id: 'luxury-experience', tour: 'dodhamwithtungnath', duration: '5-6' },
  { id: 'chardham-tungnath', tour: 'chardhamwithtungnath', duration: '9-10' },
];

for (const { id, tour, duration } of pages) {
  test(`/package/${id} starts its form with its tour and duration, before any input and in its HTML`, {
    tag: '@packages',
  }, async ({ page, request }) => {
    const html = await (await request.get(href.packageDetail(id))).text();
    expect(html).toMatch(new RegExp(`<option value="${tour}" selected="">`));
    expect(html).toMatch(new RegExp(`<option value="${duration}" selected="">`));
    await page.goto(href.packageDetail(id));
    const form = page.getByRole('form', { name: 'Send Us an Enquiry' });
    await form.scrollIntoViewIfNeeded();
    await expect(form.getByLabel('Tour Package')).toHaveValue(tour);
    await expect(form.getByLabel('Preferred Duration')).toHaveValue(duration);
  });
}

async function send(page: Page, change?: { tour: string; duration: string }) {
  const form = page.getByRole('form', { name: 'Send Us an Enquiry' });
  await form.scrollIntoViewIfNeeded();
  await expect(form.getByLabel('Tour Package')).toHaveValue(/.+/);
  await form.getByLabel('Full Name').fill('Asha Verma');
  await form.getByLabel('Email Address').fill('asha@example.com');
  await form.getByLabel('Phone Number').fill('+91 98765 43210');
  await form.getByLabel('Group Size').selectOption('3-5');
  await form.getByLabel('Preferred Travel Date').fill('2030-05-20');
  if (change) {
    await form.getByLabel('Tour Package').selectOption(change.tour);
    await form.getByLabel('Preferred Duration').selectOption(change.duration);
  }
  await form.getByRole('button', { name: 'Send Enquiry' }).click();
  await expect(form.getByRole('status')).toHaveText(/Thank you for your interest/);
}

for (const { id, tour, duration } of pages) {
  test(`an enquiry sent from /package/${id} without touching the pre-fill stores its own codes`, {
    tag: '@packages',
  }, async ({ page, network }) => {
    const store = createRowStore();
    network.use(tourInquiriesHandler({ store }));
    await page.goto(href.packageDetail(id));
    await send(page);
    const { destination, packageType } = enquiryForms.packageDetail(id);
    expect([...store.rows.values()]).toEqual([
      expect.objectContaining({ budget: tour, duration, destination, package_type: packageType }),
    ]);
  });
}

test('a changed tour and duration are stored as changed, with a package type that matches', {
  tag: '@packages',
}, async ({ page, network }) => {
  const store = createRowStore();
  network.use(tourInquiriesHandler({ store }));
  await page.goto(href.packageDetail('standard-package'));
  await send(page, { tour: 'chardhamwithtungnath', duration: '10+' });
  expect([...store.rows.values()]).toEqual([
    expect.objectContaining({
      budget: 'chardhamwithtungnath',
      duration: '10+',
      package_type: 'Chardham Yatra with Tungnath',
    }),
  ]);
});

test('the home page and the package list pre-fill nothing', { tag: '@packages' }, async ({ page }) => {
  for (const url of [href.home(), href.packages()]) {
    await page.goto(url);
    const form = page.getByRole('form', { name: 'Send Us an Enquiry' });
    await form.scrollIntoViewIfNeeded();
    await expect(form.getByLabel('Tour Package')).toHaveValue('');
    await expect(form.getByLabel('Preferred Duration')).toHaveValue('');
  }
});

test('/package/custom-package is the custom request page: no enquiry form, nothing to pre-fill', {
  tag: '@packages',
}, async ({ page }) => {
  await page.goto(href.packageDetail('custom-package'));
  await expect(page.getByRole('heading', { level: 1, name: 'Custom Package Request' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Send Us an Enquiry' })).toHaveCount(0);
  await expect(page.getByLabel('Tour Package')).toHaveCount(0);
});
