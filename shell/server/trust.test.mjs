// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeSite, remotesWith, request } from './test-fixture.mjs';
import { productionProblem } from './trust.mjs';

let site;
beforeEach(() => {
  site = makeSite();
  site.write('shell/sitemap.xml', '<urlset><url><loc>__SITE_ORIGIN__/packages</loc></url></urlset>');
  site.write(
    'shell/frames/packages.html',
    '<!doctype html><link rel="canonical" href="__SITE_ORIGIN__/packages">',
  );
});
afterEach(() => site.cleanup());

const text = async (path, options) => (await request(site.config, path, options)).body.toString();

describe('the request never chooses the origin pages name', () => {
  it('ignores Host and X-Forwarded-* without TRUST_PROXY: pages name the listening address', async () => {
    const config = { ...site.config, trustProxy: false, localOrigin: 'http://127.0.0.1:8080' };
    const headers = {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    };
    for (const path of ['/packages', '/sitemap.xml']) {
      const response = await request(config, path, { headers });
      expect(response.body.toString()).not.toContain('evil.example');
      expect(response.body.toString()).toContain('http://127.0.0.1:8080/packages');
      expect(response.headers['strict-transport-security'], 'no HSTS on a header alone').toBeUndefined();
    }
  });

  it('behind a trusted proxy, believes only a forwarded origin on ALLOWED_ORIGINS', async () => {
    const config = { ...site.config, localOrigin: 'http://127.0.0.1:8080' };
    const allowed = await request(config, '/packages', {
      headers: { 'x-forwarded-host': 'site.test', 'x-forwarded-proto': 'https' },
    });
    expect(allowed.body.toString()).toContain('https://site.test/packages');
    const forged = await text('/sitemap.xml', { headers: { host: 'evil.example' } });
    expect(forged).not.toContain('evil.example');
  });

  it('PUBLIC_ORIGIN wins over everything', async () => {
    const config = { ...site.config, publicOrigin: 'https://www.example.com' };
    const response = await request(config, '/sitemap.xml', { headers: { 'x-forwarded-host': 'site.test' } });
    expect(response.body.toString()).toContain('https://www.example.com/packages');
  });
});

describe('remotes.json is checked before the site runs it', () => {
  const errors = () =>
    site
      .log()
      .filter((line) => line.level === 'error')
      .map((line) => line.msg);

  it('refuses a malformed file with one log line and keeps serving the last good one', async () => {
    const handlerConfig = { ...site.config };
    const { createHandler } = await import('./app.mjs');
    handlerConfig.handler = createHandler(handlerConfig);
    const good = await request(handlerConfig, '/remotes.json');
    site.write('remotes.json', '{"remotes": {');
    const after = await request(handlerConfig, '/remotes.json');
    expect(after.body.toString()).toBe(good.body.toString());
    expect(errors()).toEqual([expect.stringMatching(/^remotes.json refused: it is not JSON/)]);
  });

  it('refuses an entry on an origin outside REMOTE_ORIGINS, or over plain http', async () => {
    const handlerConfig = { ...site.config };
    const { createHandler } = await import('./app.mjs');
    handlerConfig.handler = createHandler(handlerConfig);
    await request(handlerConfig, '/remotes.json');
    for (const entry of [
      'https://evil.example/remoteEntry.js',
      'http://cdn.test/remoteEntry.js',
      '//evil.example/x.js',
      // Tabs, newlines and backslashes that URL parsing turns into `//evil.example` (issue 41).
      '/\t/evil.example/x/remoteEntry.js',
      '/\n/evil.example/x/remoteEntry.js',
      '/\\evil.example/x/remoteEntry.js',
      ' //evil.example/x/remoteEntry.js',
    ]) {
      site.write('remotes.json', JSON.stringify(remotesWith({ packages: entry })));
      const { headers, body } = await request(handlerConfig, '/packages');
      expect(headers['content-security-policy'], entry).not.toMatch(/evil|cdn\.test/);
      expect(body.toString()).not.toContain('evil.example');
    }
    expect(errors().join('\n')).toMatch(/not in REMOTE_ORIGINS/);
    expect(errors().join('\n')).toMatch(/whitespace, a control character or a backslash/);
    site.write(
      'remotes.json',
      JSON.stringify(remotesWith({ packages: 'https://cdn.test/p/v2/remoteEntry.js' })),
    );
    expect((await request(handlerConfig, '/packages')).headers['content-security-policy']).toContain(
      'https://cdn.test',
    );
  });
});

describe('files', () => {
  it('never serves a dotfile, nor anything outside the build folders, however it is encoded', async () => {
    site.write('info/.env', 'SECRET=1');
    site.write('shell/.git/config', '[core]');
    for (const path of [
      '/remotes/info/.env',
      '/.git/config',
      '/remotes/info/%2eenv',
      '/remotes/info/..%2f..%2fremotes.json',
      // The URL parser resolves %2e%2e as '..' within the site's own paths: never above them.
      '/remotes/info/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/remotes/info/%252e%252e%252fremotes.json',
      '/remotes/info/..%5c..%5cremotes.json',
      '/remotes/info/remoteEntry.js%00.txt',
    ]) {
      const response = await request(site.config, path);
      expect(response.status, path).toBe(404);
      expect(response.body.toString(), path).not.toMatch(/SECRET|\[core\]|"remotes"|root:/);
    }
  });

  it('answers every status with the security headers, errors included', async () => {
    for (const [path, method, status] of [
      ['/no-such-page', 'GET', 404],
      ['/remotes/info/missing.js', 'GET', 404],
      ['/packages', 'DELETE', 405],
      ['/remotes/info/%E0%A4%A', 'GET', 400],
    ]) {
      const response = await request(site.config, path, { method });
      expect(response.status, path).toBe(status);
      expect(response.headers['content-security-policy'], path).toContain("default-src 'self'");
      expect(response.headers['x-content-type-options'], path).toBe('nosniff');
    }
  });
});

describe('in production', () => {
  const jwt = (payload) => `x.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.signature`;
  const supabase = (anonKey) => ({ url: 'https://abc.supabase.co', anonKey });

  it('refuses to start without its origin or Supabase, or with a key that is not the anon key', () => {
    const env = { NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://www.example.com' };
    expect(productionProblem({ NODE_ENV: 'production' }, null)).toMatch(/PUBLIC_ORIGIN, SUPABASE_URL/);
    expect(productionProblem(env, null)).toMatch(/SUPABASE_URL and SUPABASE_ANON_KEY/);
    expect(productionProblem(env, supabase(jwt({ role: 'service_role' })))).toMatch(/role is service_role/);
    expect(productionProblem(env, supabase('not-a-jwt'))).toMatch(/role is unreadable/);
    expect(productionProblem(env, supabase(jwt({ role: 'anon' })))).toBeNull();
    expect(productionProblem({}, null), 'outside production, demo mode is fine').toBeNull();
  });
});

describe('a form sent without JavaScript', () => {
  beforeEach(() => {
    site.write(
      'shell/frames/packages.html',
      '<!doctype html><body><!--# if expr="$arg_unsent" --><div role="alert">Not sent</div><!--# endif --><div id="root"></div>',
    );
  });

  it('is answered with a redirect to its page, which says it was not sent; nothing goes into a URL', async () => {
    const log = vi.spyOn(console, 'log');
    const error = vi.spyOn(console, 'error');
    const response = await request(site.config, '/packages', { method: 'POST' });
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/packages?unsent=1');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(log).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    expect(await text('/packages?unsent=1')).toContain('<div role="alert">Not sent</div>');
    expect(await text('/packages')).not.toContain('Not sent');
  });

  it('is a POST to a page only: anywhere else POST gets 405', async () => {
    for (const path of ['/no-such-page', '/remotes/info/remoteEntry.js', '/remotes.json']) {
      expect((await request(site.config, path, { method: 'POST' })).status, path).toBe(405);
    }
  });
});
