import { documentTitle, href, routeList, routes } from '@chardham/shared/routes';
import { expect, expectPageHeading, test } from '../support/fixtures';
import { pages, tagOfPath } from '../support/site';

test.describe('every route of the route table', () => {
  for (const route of routeList) {
    test(`${route.path} renders inside the navigation and footer`, { tag: tagOfPath(route.path) }, async ({
      page,
    }) => {
      const { url, heading } = pages[route.id];
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expectPageHeading(page, heading);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText('Privacy Policy');
      await expect(page).toHaveTitle(/Sacred Himalaya Yatra/);
    });
  }
});

test('an unknown path shows the not-found page with a 404 status and logs the path', {
  tag: '@shell',
}, async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expect.poll(() => warnings.join('\n')).toContain('/no-such-page');
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');
  await expectPageHeading(page, /Chardham/);
});

test('the footer shows its own phone and email, different from the contact section', {
  tag: '@shell',
}, async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByTestId('footer-phone')).toHaveText('+91 00000 00003');
  await expect(footer.getByTestId('footer-email')).toHaveText('hello@example.com');
  for (const name of ['Become Partner', 'Customer Support', 'Privacy Policy', 'Terms & Conditions']) {
    await expect(footer.getByRole('link', { name })).toBeVisible();
  }
});

test('a link inside a remote navigates without a page reload, updating title and focus', {
  tag: '@shell',
}, async ({ page }) => {
  await page.goto(routes.packages.path);
  await expectPageHeading(page, /^All Packages$/);
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL('/');
  await expectPageHeading(page, /Chardham/);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
  await expect(page).toHaveTitle(documentTitle(routes.home.title));
  await expect(page.locator('#main')).toBeFocused();
});

test('an anchor chosen on another route goes home and scrolls to its section', { tag: '@shell' }, async ({
  page,
}) => {
  await page.goto(routes.becomePartner.path);
  await expectPageHeading(page, /^Become Our Partner$/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(href.section('contact'));
  await expect(page.locator('#contact')).toBeInViewport();
});

test('an anchor chosen on another route stays in view while the sections above it arrive over seconds', {
  tag: '@shell',
}, async ({ page }) => {
  await page.goto(routes.becomePartner.path);
  await expectPageHeading(page, /^Become Our Partner$/);
  // A slow phone: the landing page comes at once, the code of its sections further up (their own
  // files) one after another over 8 s, each pushing the contact section down as it renders.
  const sections =
    /\/(about-section|featured-packages|gallery|itinerary-section|testimonials-section)-[\w-]+\.js$/;
  const arrived: string[] = [];
  let requested = 0;
  await page.route(sections, async (route) => {
    requested += 1;
    await new Promise((resolve) => setTimeout(resolve, 2000 + requested * 1500));
    await route.continue();
    arrived.push(route.request().url());
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(href.section('contact'));
  await expect(page.locator('#contact')).toBeInViewport({ timeout: 20_000 });
  await expect.poll(() => arrived.length, { timeout: 20_000 }).toBe(requested);
  expect(requested).toBeGreaterThanOrEqual(3);
  // Every section above it has arrived and rendered, and it is still in view.
  await page.waitForTimeout(500);
  await expect(page.locator('#contact')).toBeInViewport();
});

test('Become Partner in the navigation opens its page', { tag: '@shell' }, async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Become Partner' }).click();
  await expect(page).toHaveURL(routes.becomePartner.path);
  await expectPageHeading(page, /^Become Our Partner$/);
  await expect(page).toHaveTitle(documentTitle(routes.becomePartner.title));
});
