import AxeBuilder from '@axe-core/playwright';
import { href, routes } from '@chardham/shared/routes';
import { expect, expectPageHeading, test } from '../support/fixtures';

test.describe('Become Partner', () => {
  test('shows the coming-soon programme, its benefits, what is coming, the waitlist and contacts', {
    tag: '@info',
  }, async ({ page }) => {
    await page.goto(routes.becomePartner.path);
    await expectPageHeading(page, 'Become Our Partner');
    await expect(page.getByText('Coming Soon', { exact: true })).toBeVisible();
    for (const name of [
      'Partnership Benefits',
      "What's Coming",
      'Join the Waitlist',
      'Growing Network',
      'Revenue Growth',
      'Trusted Brand',
      'Premium Support',
      'Partner Dashboard',
      'Marketing Tools',
      'Partner Community',
    ]) {
      await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    }
    const form = page.getByRole('form', { name: 'Join the Waitlist' });
    await expect(form.getByRole('textbox', { name: 'Email address' })).toHaveAttribute('type', 'email');
    for (const name of ['Your name', 'Company name', 'Phone number', /experience/]) {
      await expect(form.getByRole('textbox', { name })).toBeVisible();
    }
    await expect(form.getByRole('button', { name: 'Join Waitlist' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'partners@example.com' })).toHaveAttribute(
      'href',
      /^mailto:partners@example\.com/,
    );
    await expect(page.getByText('Haridwar, Uttarakhand', { exact: true })).toBeVisible();
  });

  test('Get Notified takes the visitor to the waitlist form, ready to type', { tag: '@info' }, async ({
    page,
  }) => {
    await page.goto(routes.becomePartner.path);
    await page.getByRole('link', { name: 'Get Notified' }).click();
    const name = page.getByRole('textbox', { name: 'Your name' });
    await expect(name).toBeFocused();
    await expect(name).toBeInViewport();
    await page.keyboard.type('Asha');
    await expect(name).toHaveValue('Asha');
  });

  test('Learn More takes the visitor to the partnership benefits', { tag: '@info' }, async ({ page }) => {
    await page.goto(routes.becomePartner.path);
    await page.getByRole('link', { name: /^Learn More/ }).click();
    const heading = page.getByRole('heading', { name: 'Partnership Benefits' });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
  });
});

test.describe('Customer Support', () => {
  test('offers phone, email and WhatsApp, each Contact Now leading to that channel', {
    tag: '@info',
  }, async ({ page }) => {
    await page.goto(routes.customerSupport.path);
    await expectPageHeading(page, 'Customer Support');
    await expect(page.getByText('24/7 emergency support')).toBeVisible();
    await expect(page.getByText('Response within 2 hours')).toBeVisible();
    await expect(page.getByText('Mon-Sun 8 AM - 10 PM')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact Now by phone' })).toHaveAttribute(
      'href',
      'tel:+910000000001',
    );
    await expect(page.getByRole('link', { name: 'Contact Now by email' })).toHaveAttribute(
      'href',
      'mailto:yatra@example.com?subject=Support%20request',
    );
    const whatsapp = page.getByRole('link', { name: 'Contact Now on WhatsApp' });
    await expect(whatsapp).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/910000000002\?text=.*Chardham%20Yatra/,
    );
    await expect(whatsapp).toHaveAttribute('target', '_blank');
  });

  test('answers nine questions in three categories, opened and closed from the keyboard', {
    tag: '@info',
  }, async ({ page }) => {
    await page.goto(routes.customerSupport.path);
    for (const name of ['Booking & Reservations', 'Travel & Itinerary', 'Safety & Health']) {
      await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
    }
    const faq = page.locator('section[aria-labelledby="faq-heading"]');
    await expect(faq.getByRole('button', { expanded: false })).toHaveCount(9);

    const question = page.getByRole('button', { name: 'How long is the trek to Kedarnath?' });
    const answer = page.locator(`[id="${await question.getAttribute('aria-controls')}"]`);
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(answer).toBeVisible();
    await expect(answer).toContainText('about 17 km each way');
    await page.keyboard.press('Space');
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await expect(answer).toBeHidden();

    // Tab reaches the next question, which opens on its own.
    await page.keyboard.press('Tab');
    const next = page.getByRole('button', { name: 'How high do the tours go, and is altitude a concern?' });
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(next).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(/up to 4,000 m/)).toBeVisible();
  });

  test('shows the office with its hours and why to choose our support', { tag: '@info' }, async ({
    page,
  }) => {
    await page.goto(routes.customerSupport.path);
    await expect(page.getByRole('heading', { name: 'Visit Our Office' })).toBeVisible();
    await expect(page.getByText('Near the river ghat')).toBeVisible();
    await expect(page.getByText('Haridwar, Uttarakhand 249401')).toBeVisible();
    for (const [days, time] of [
      ['Monday - Friday', '9:00 AM - 7:00 PM'],
      ['Saturday', '9:00 AM - 6:00 PM'],
      ['Sunday', '10:00 AM - 5:00 PM'],
      ['Emergency', '24/7'],
    ]) {
      await expect(page.getByRole('definition').filter({ hasText: time }).first()).toBeVisible();
      await expect(page.getByRole('term').filter({ hasText: days })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Why Choose Our Support' })).toBeVisible();
    for (const name of ['Expert Team', 'Quick Response', 'Reliable Service']) {
      await expect(page.getByRole('heading', { name })).toBeVisible();
    }
    await expect(page.getByText(/15\+ years of experience/)).toBeVisible();
  });
});

const legalPages = [
  {
    route: routes.privacyPolicy,
    title: 'Privacy Policy',
    sections: [
      'Information We Collect',
      'How We Use Your Information',
      'Information Sharing',
      'Data Security',
      'Your Rights',
      'Cookies and Tracking',
    ],
    blocks: ['Contact Us', 'Data Protection Officer', 'Policy Updates'],
  },
  {
    route: routes.termsConditions,
    title: 'Terms & Conditions',
    sections: [
      'Acceptance of Terms',
      'Booking and Payment Terms',
      'Cancellation and Refund Policy',
      'Traveler Responsibilities',
      'Company Liabilities and Limitations',
      'Health and Safety Requirements',
    ],
    blocks: ['Important Travel Notes', 'Questions About These Terms', 'Jurisdiction and Governing Law'],
  },
];

for (const legal of legalPages) {
  test(`${legal.title} shows its date, six numbered sections and its contact blocks`, {
    tag: '@info',
  }, async ({ page }) => {
    await page.goto(legal.route.path);
    await expectPageHeading(page, legal.title);
    await expect(page.getByText('Last updated December 2024')).toBeVisible();
    const titles = page.locator('article').getByRole('heading', { level: 2 });
    await expect(titles).toHaveText([
      ...legal.sections.map((s, i) => `${i + 1}. ${s}`),
      legal.blocks[2] as string,
    ]);
    for (const name of legal.blocks) await expect(page.getByRole('heading', { name })).toBeVisible();
  });
}

test('the privacy policy names the data protection officer and answers within 48 hours', {
  tag: '@info',
}, async ({ page }) => {
  await page.goto(routes.privacyPolicy.path);
  const dpo = page.getByRole('region', { name: 'Data Protection Officer' });
  await expect(dpo.getByRole('link', { name: 'privacy@example.com' })).toHaveAttribute(
    'href',
    /^mailto:privacy@example\.com/,
  );
  await expect(dpo).toContainText('Response within 48 hours');
});

test('the terms state the booking rules and the jurisdiction', { tag: '@info' }, async ({ page }) => {
  await page.goto(routes.termsConditions.path);
  const article = page.locator('article');
  for (const rule of [
    'A 50% deposit of the tour price is due at booking',
    'The balance is due 15 days before departure',
    '30 days or more before departure: 10% of the tour price is charged.',
    '15 to 29 days before departure: 25% of the tour price is charged.',
    '7 to 14 days before departure: 50% of the tour price is charged.',
    'Less than 7 days before departure: No refund.',
    'within 7-10 business days',
    'up to 7 days before departure',
    'Children under 8 and elderly travellers should consult their doctor',
    'altitudes of up to 4,000 m',
  ]) {
    await expect(article).toContainText(rule);
  }
  await expect(page.getByRole('region', { name: 'Jurisdiction and Governing Law' })).toContainText(
    'courts at Haridwar, Uttarakhand',
  );
  await expect(page.getByRole('region', { name: 'Important Travel Notes' })).toContainText('May to November');
});

test('a link to the waitlist from elsewhere lands on the form', { tag: '@info' }, async ({ page }) => {
  await page.goto(`${href.becomePartner()}#join-waitlist`);
  await expect(page.locator('#join-waitlist')).toBeInViewport();
});

test('axe finds no violation with an FAQ answer open and the waitlist showing its errors', {
  tag: '@info',
}, async ({ page }) => {
  const tags = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(routes.customerSupport.path);
  await page.getByRole('button', { name: 'What happens if I have to cancel?' }).click();
  expect((await new AxeBuilder({ page }).withTags(tags).analyze()).violations).toEqual([]);

  await page.goto(routes.becomePartner.path);
  await page.getByRole('button', { name: 'Join Waitlist' }).click();
  await expect(page.getByRole('textbox', { name: 'Your name' })).toHaveAttribute('aria-invalid', 'true');
  expect((await new AxeBuilder({ page }).withTags(tags).analyze()).violations).toEqual([]);
});
