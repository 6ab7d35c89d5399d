import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
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

test('every page is sent with a strict CSP and the other security headers', {
  tag: ['@shell', '@local'],
}, async ({ request }) => {
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

test('runtime documents and remote entries are revalidated, hashed chunks cached for a year', {
  tag: ['@shell', '@local'],
}, async ({ page, request }) => {
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

test('the composed site runs on every route without a single CSP violation', { tag: '@shell' }, async ({
  page,
}) => {
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

/** A raw request to the running server, with headers a browser would not let a page set. */
function raw(baseURL: string, path: string, headers: Record<string, string>, method = 'GET') {
  const { hostname, port } = new URL(baseURL);
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, method, headers }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

test('a forged Host or X-Forwarded-* header reaches no page, sitemap or robots.txt', {
  tag: ['@shell', '@local'],
}, async ({ baseURL }) => {
  const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
  for (const path of [routes.packages.path, pages.packageDetail.url, '/sitemap.xml', '/robots.txt']) {
    const response = await raw(baseURL ?? '', path, forged);
    expect(response.status, path).toBe(200);
    expect(response.body, path).not.toContain('evil.example');
    expect(response.body, path).toContain(baseURL);
    expect(response.headers['strict-transport-security'], path).toBeUndefined();
  }
});

test('dotfiles, traversal and other methods get 404 or 405, with the security headers', {
  tag: ['@shell', '@local'],
}, async ({ baseURL }) => {
  for (const [path, method, status] of [
    ['/.env', 'GET', 404],
    ['/remotes/info/.git/config', 'GET', 404],
    ['/remotes/info/..%2f..%2f..%2fpackage.json', 'GET', 404],
    ['/remotes/info/..%5c..%5cpackage.json', 'GET', 404],
    [routes.packages.path, 'PUT', 405],
    [routes.packages.path, 'DELETE', 405],
  ] as const) {
    const response = await raw(baseURL ?? '', path, {}, method);
    expect(response.status, `${method} ${path}`).toBe(status);
    expect(response.headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options'], path).toBe('nosniff');
  }
});

test('a client that never finishes its headers is cut off within seconds', {
  tag: ['@shell', '@local'],
}, async ({ baseURL }) => {
  const { hostname, port } = new URL(baseURL ?? '');
  const socket = connect(Number(port), hostname);
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  const started = Date.now();
  // Slowloris: a request line and half a header, then nothing.
  socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
  let answer = '';
  socket.on('data', (chunk: Buffer) => {
    answer += chunk.toString();
  });
  await new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const seconds = (Date.now() - started) / 1000;
  expect(seconds).toBeLessThan(15);
  expect(answer).toMatch(/^HTTP\/1\.1 408/);
});
