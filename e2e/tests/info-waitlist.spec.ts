import { routes } from '@chardham/shared/routes';
import { createRowStore } from '@chardham/shared/testing';
import type { Page } from '@playwright/test';
import { partnerWaitlistHandler } from 'mfe-info/testing';
import { expect, expectPageHeading, test } from '../support/fixtures';

const partner = {
  'Your name': 'Asha Rawat',
  'Email address': 'asha@himtravels.in',
  'Company name': 'Him Travels',
  'Phone number': '+91 98765 43210',
  'Tell us about your experience in travel': 'Twelve years of group tours to Kedarnath',
};

async function openWaitlist(page: Page) {
  await page.goto(routes.becomePartner.path);
  await expectPageHeading(page, 'Become Our Partner');
  return page.getByRole('form', { name: 'Join the Waitlist' });
}

async function fillIn(page: Page) {
  for (const [label, value] of Object.entries(partner)) {
    await page.getByRole('textbox', { name: new RegExp(`^${label}`) }).fill(value);
  }
}

test('a partner joins the waitlist: the entry is stored once and they are thanked', { tag: '@info' }, async ({
  page,
  network,
}) => {
  const store = createRowStore();
  network.use(partnerWaitlistHandler({ store }));
  const form = await openWaitlist(page);
  await fillIn(page);
  await form.getByRole('button', { name: 'Join Waitlist' }).dblclick();

  await expect(form.getByRole('status')).toHaveText(
    'Thank you, Asha Rawat! You are on the waitlist. We will write to asha@himtravels.in as soon as the partner programme opens.',
  );
  expect([...store.rows.values()]).toEqual([
    expect.objectContaining({
      name: 'Asha Rawat',
      email: 'asha@himtravels.in',
      company: 'Him Travels',
      phone: '+91 98765 43210',
      experience: 'Twelve years of group tours to Kedarnath',
    }),
  ]);
  await expect(form.getByRole('textbox', { name: 'Company name' })).toHaveValue('');
});

test('when the server fails, nothing typed is lost and a retry stores the entry once', {
  tag: '@info',
}, async ({ page, network, consoleErrors }) => {
  const store = createRowStore();
  network.use(partnerWaitlistHandler({ store, behaviours: ['server-error'] }));
  const form = await openWaitlist(page);
  await fillIn(page);
  await form.getByRole('button', { name: 'Join Waitlist' }).click();

  await expect(form.getByRole('alert')).toContainText('We could not add you to the waitlist just now.');
  for (const [label, value] of Object.entries(partner)) {
    await expect(page.getByRole('textbox', { name: new RegExp(`^${label}`) })).toHaveValue(value);
  }
  expect(store.rows.size).toBe(0);
  // The browser reports the provoked 500 in the console; nothing else may be there.
  expect(consoleErrors.splice(0).filter((e) => !e.includes('status of 500'))).toEqual([]);

  await form.getByRole('button', { name: 'Join Waitlist' }).click();
  await expect(form.getByRole('status')).toContainText('You are on the waitlist');
  expect(store.rows.size).toBe(1);
});

test('a reload halfway through typing keeps the draft', { tag: '@info' }, async ({ page }) => {
  await openWaitlist(page);
  await page.getByRole('textbox', { name: 'Company name' }).fill('Him Travels');
  await page.getByRole('textbox', { name: 'Your name' }).fill('Asha');
  await page.reload();
  await expectPageHeading(page, 'Become Our Partner');
  await expect(page.getByRole('textbox', { name: 'Company name' })).toHaveValue('Him Travels');
  await expect(page.getByRole('textbox', { name: 'Your name' })).toHaveValue('Asha');
});

test('a mistyped email is explained next to the field and nothing is sent', { tag: '@info' }, async ({
  page,
  network,
}) => {
  const store = createRowStore();
  network.use(partnerWaitlistHandler({ store }));
  const form = await openWaitlist(page);
  await fillIn(page);
  const email = page.getByRole('textbox', { name: 'Email address' });
  await email.fill('asha@himtravels');
  await form.getByRole('button', { name: 'Join Waitlist' }).click();
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Enter an email address like name@example.com.');
  expect(store.rows.size).toBe(0);
});
