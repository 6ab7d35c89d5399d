import { routes } from '@chardham/shared/routes';
import { expect, test } from '../support/fixtures';

// A visitor without JavaScript (or before it runs) can still read and fill every form; sending one
// must not put what they typed in a URL, and must tell them it was not sent (decision 067).
test.use({ javaScriptEnabled: false });

for (const url of [routes.home.path, routes.packages.path, routes.becomePartner.path]) {
  test(`a form sent from ${url} without JavaScript leaks nothing and says it was not sent`, {
    tag: '@enquiry',
  }, async ({ page }) => {
    await page.goto(url);
    const region = page.locator('form[method="post"]').first();
    await region.getByLabel(/name/i).first().fill('Asha Verma');
    await region.getByLabel(/email/i).first().fill('asha@example.com');
    // Whatever else the form requires, so the browser lets it go.
    for (const field of await region.locator('[required]').all()) {
      const tag = await field.evaluate((element) => element.tagName);
      const type = await field.getAttribute('type');
      if (tag === 'SELECT') await field.selectOption({ index: 1 });
      else if (type === 'date') await field.fill('2027-05-10');
      else if (type === 'tel') await field.fill('+91 98765 43210');
      else if (!(await field.inputValue())) await field.fill('Asha Verma');
    }
    await region.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(`${url}?unsent=1`);
    expect(page.url()).not.toMatch(/Asha|asha|example\.com/);
    const notice = page.getByRole('alert').filter({ hasText: 'Your details were not sent' });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link', { name: /WhatsApp/ })).toBeVisible();
  });
}
