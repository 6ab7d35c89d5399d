import { routes } from '@chardham/shared/routes';
import { expect, expectPageHeading, test } from '../support/fixtures';
import { pages } from '../support/site';

const directives = (csp: string) =>
  Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name = '', ...v]) => [name, v]),
  );

test('every page is sent with a strict CSP and the other security headers', async ({ request }) => {
  for (const { url } of Object.values(pages)) {
    const response = await request.get(url);
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp, url).not.toMatch(/unsafe-inline|unsafe-eval/);
    const policy = directives(csp);
    expect(policy['script-src']?.[0]).toBe("'self'");
    expect(policy['connect-src']).toContain("'self'");
    expect(policy['connect-src']).toContain('http://127.0.0.1:54321'); // the configured Supabase
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'none'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['cache-control']).toBe('no-cache');
  }
});

test('runtime documents and remote entries are revalidated, hashed chunks cached for a year', async ({
  page,
  request,
}) => {
  for (const url of ['/remotes.json', '/runtime-config.json', '/remotes/info/remoteEntry.js']) {
    expect((await request.get(url)).headers()['cache-control'], url).toBe('no-cache');
  }
  const chunks: string[] = [];
  page.on('response', (r) => {
    if (/\/assets\/.+-[\w-]{8}\.js$/.test(r.url())) chunks.push(r.headers()['cache-control'] ?? '');
  });
  await page.goto(routes.customerSupport.path);
  await expectPageHeading(page, pages.customerSupport.heading);
  expect(chunks.length).toBeGreaterThan(5);
  expect(new Set(chunks)).toEqual(new Set(['public, max-age=31536000, immutable']));
  const compressed = await request.get('/remotes/info/remoteEntry.js', {
    headers: { 'accept-encoding': 'br' },
  });
  expect(compressed.headers()['content-encoding']).toBe('br');
});

test('the composed site runs on every route without a single CSP violation', async ({ page }) => {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation: (t: string) => void }).reportViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  for (const { url, heading } of Object.values(pages)) {
    await page.goto(url);
    await expectPageHeading(page, heading);
    await page.waitForLoadState('networkidle');
  }
  await page.goto('/no-such-page');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  expect(violations).toEqual([]);
});
