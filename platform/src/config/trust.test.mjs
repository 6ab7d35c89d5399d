// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestIdOf } from '../observability/telemetry.mjs';
import { makeSite, remotesWith, request } from '../testing/fixture.mjs';
import { clientAddress, parseTrustedProxies, productionProblem } from './trust.mjs';

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
    const config = { ...site.config, trustedProxies: undefined, localOrigin: 'http://127.0.0.1:8080' };
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

describe('TRUST_PROXY names the proxies whose forwarding headers are believed (issue 41, item 7)', () => {
  const from = (remoteAddress, headers = {}) => ({ socket: { remoteAddress }, headers });

  it('reads addresses and CIDR ranges, 1 as this machine, and refuses anything else', () => {
    const list = parseTrustedProxies('10.0.0.0/8, 192.0.2.1, 2001:db8::/32');
    expect(list.check('10.200.3.4', 'ipv4')).toBe(true);
    expect(list.check('192.0.2.1', 'ipv4')).toBe(true);
    expect(list.check('192.0.2.2', 'ipv4')).toBe(false);
    expect(list.check('2001:db8:1::7', 'ipv6')).toBe(true);
    expect(list.check('2001:db9::7', 'ipv6')).toBe(false);
    const loopback = parseTrustedProxies('1');
    expect(loopback.check('127.0.0.1', 'ipv4')).toBe(true);
    expect(loopback.check('::1', 'ipv6')).toBe(true);
    expect(loopback.check('198.51.100.4', 'ipv4')).toBe(false);
    expect(parseTrustedProxies('')).toBeUndefined();
    for (const bad of ['proxy.example', '10.0.0.0/33', '10.0.0.0/8/1', '::1/129', '*'])
      expect(() => parseTrustedProxies(bad), bad).toThrow(/TRUST_PROXY must list addresses or CIDR ranges/);
  });

  it('believes no forwarded origin, scheme or request id from a peer outside the list', async () => {
    const config = {
      ...site.config,
      trustedProxies: parseTrustedProxies('10.0.0.0/8'),
      localOrigin: 'http://127.0.0.1:8080',
    };
    const headers = { 'x-forwarded-host': 'site.test', 'x-forwarded-proto': 'https' };
    const outside = await request(config, '/packages', { headers, remoteAddress: '198.51.100.4' });
    expect(outside.body.toString()).not.toContain('site.test');
    expect(outside.headers['strict-transport-security']).toBeUndefined();
    const inside = await request(config, '/packages', { headers, remoteAddress: '10.1.2.3' });
    expect(inside.body.toString()).toContain('https://site.test/packages');
    const id = 'proxy-given-id-123';
    expect(requestIdOf(config, from('198.51.100.4', { 'x-request-id': id }))).not.toBe(id);
    expect(requestIdOf(config, from('10.1.2.3', { 'x-request-id': id }))).toBe(id);
    // An IPv4 peer on a dual-stack socket arrives IPv6-mapped.
    expect(requestIdOf(config, from('::ffff:10.1.2.3', { 'x-request-id': id }))).toBe(id);
  });

  it("takes a client's address from the nearest hop that is not a trusted proxy, and only via one", () => {
    const config = { trustedProxies: parseTrustedProxies('10.0.0.0/8') };
    const chain = { 'x-forwarded-for': '203.0.113.50, 198.51.100.9, 10.0.0.5' };
    expect(clientAddress(config, from('10.0.0.2', chain))).toBe('198.51.100.9');
    // The header of a peer outside the list is the peer's own word: its address counts.
    expect(clientAddress(config, from('198.51.100.4', chain))).toBe('198.51.100.4');
    expect(clientAddress(config, from('10.0.0.2', { 'x-forwarded-for': '10.0.0.9' }))).toBe('10.0.0.9');
    expect(clientAddress(config, from('10.0.0.2'))).toBe('10.0.0.2');
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
    const { createHandler } = await import('../http/app.mjs');
    handlerConfig.handler = createHandler(handlerConfig);
    const good = await request(handlerConfig, '/remotes.json');
    site.write('remotes.json', '{"remotes": {');
    const after = await request(handlerConfig, '/remotes.json');
    expect(after.body.toString()).toBe(good.body.toString());
    expect(errors()).toEqual([expect.stringMatching(/^remotes.json refused: it is not JSON/)]);
  });

  it('refuses an entry on an origin outside REMOTE_ORIGINS, or over plain http', async () => {
    const handlerConfig = { ...site.config };
    const { createHandler } = await import('../http/app.mjs');
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
