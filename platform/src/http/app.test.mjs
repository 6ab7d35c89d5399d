// @vitest-environment node
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeSite, remotesWith, request } from '../testing/fixture.mjs';
import { PageCache } from './page-cache.mjs';

let site;
beforeEach(() => {
  site = makeSite();
});
afterEach(() => site.cleanup());

describe('status codes', () => {
  it('answers known routes with the app and 200, anything else with the app and 404', async () => {
    for (const [path, status] of [
      ['/', 200],
      ['/packages', 200],
      ['/package/kedarnath', 200],
      ['/package/atlantis', 404],
      ['/no-such-page', 404],
      ['/packages/extra', 404],
    ]) {
      const response = await request(site.config, path);
      expect(response.status, path).toBe(status);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body.toString()).toContain('<div id="root">');
    }
  });

  it("answers a package's page from the live release: added or withdrawn there, on the next request", async () => {
    const kedarnath = await request(site.config, '/package/kedarnath');
    expect(kedarnath.status).toBe(200);
    expect(kedarnath.body.toString()).toContain('<h1>Kedarnath</h1>');
    // A package the shell's build never heard of, once its slice's release has it (issue 45).
    expect((await request(site.config, '/package/tungnath')).status).toBe(404);
    site.write('info/html/package/tungnath/body.html', '<h1>Tungnath</h1>');
    const added = await request(site.config, '/package/tungnath');
    expect(added.status).toBe(200);
    expect(added.body.toString()).toContain('<h1>Tungnath</h1>');
    expect(added.body.toString()).not.toContain('$chardham_package');
    rmSync(join(site.root, 'info/html/package/kedarnath'), { recursive: true });
    const withdrawn = await request(site.config, '/package/kedarnath');
    expect(withdrawn.status).toBe(404);
    expect(withdrawn.body.toString()).not.toContain('<h1>Kedarnath</h1>');
    // However many made-up ids are asked for, one not-found page is kept (issue 41).
    site.config.pageCache = new PageCache();
    await request(site.config, '/package/made-up');
    const pagesBefore = site.config.pageCache.stats.pages;
    for (let n = 0; n < 50; n += 1) {
      const response = await request(site.config, `/package/made-up-${n}`);
      expect(response.status).toBe(404);
      expect(response.body.toString()).not.toContain('<h1>Tungnath</h1>');
    }
    expect(site.config.pageCache.stats.pages).toBe(pagesBefore);
    // Not a package id as the slice names them: not found without a look.
    expect((await request(site.config, '/package/_not-found')).status).toBe(404);
    expect((await request(site.config, '/package/Kedarnath%2F..')).status).toBe(404);
  });

  it("never serves the frames or the client build's index.html as pages of their own", async () => {
    // Also spelt with escapes: the server decides on the decoded path (issue 41).
    for (const path of [
      '/frames/packages.html',
      '/index.html',
      '/%66rames/packages.html',
      '/frames%2Fpackages.html',
      '/index%2Ehtml',
      '/%69ndex.html',
    ]) {
      const response = await request(site.config, path);
      expect(response.status, path).toBe(404);
      expect(response.body.toString()).not.toContain('<!--#');
    }
  });

  it('refuses paths that leave the build folder, malformed escapes and other methods', async () => {
    expect((await request(site.config, '/remotes/info/..%2f..%2fremotes.json')).status).toBe(404);
    expect((await request(site.config, '/remotes/info/%E0%A4%A')).status).toBe(400);
    const put = await request(site.config, '/', { method: 'PUT' });
    expect(put.status).toBe(405);
    expect(put.headers.allow).toBe('GET, HEAD, POST');
    const file = await request(site.config, '/remotes/info/remoteEntry.js', { method: 'PUT' });
    expect(file.headers.allow).toBe('GET, HEAD');
  });

  it("sends a form posted before the page's JavaScript back to its page, and refuses one over 64 KB", async () => {
    const form = (bytes) =>
      request(site.config, '/packages', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `name=${'a'.repeat(bytes - 5)}`,
      });
    const sent = await form(64 * 1024);
    expect(sent.status).toBe(303);
    expect(sent.headers.location).toBe('/packages?unsent=1');
    const large = await form(64 * 1024 + 1);
    expect(large.status).toBe(413);
    expect(large.headers.connection).toBe('close');
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await request(site.config, '/remotes/info/remoteEntry.js', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.body.length).toBe(0);
  });
});

describe('caching', () => {
  it('revalidates the HTML, remotes.json, runtime config and each remote entry and manifest', async () => {
    for (const path of [
      '/',
      '/packages',
      '/remotes.json',
      '/runtime-config.json',
      '/remotes/info/remoteEntry.js',
      '/remotes/info/mf-manifest.json',
      '/favicon.svg',
      '/assets-guide.txt',
    ]) {
      expect((await request(site.config, path)).headers['cache-control'], path).toBe('no-cache');
    }
  });

  it('caches content-hashed assets for a year, immutably', async () => {
    for (const path of ['/assets/index-AbCd12_-.js', '/remotes/info/assets/privacy-policy-XyZ98765.js']) {
      expect((await request(site.config, path)).headers['cache-control'], path).toBe(
        'public, max-age=31536000, immutable',
      );
    }
  });

  it('answers a revalidation of an unchanged file with 304, and a changed remotes.json with 200', async () => {
    const first = await request(site.config, '/remotes/info/remoteEntry.js');
    const again = await request(site.config, '/remotes/info/remoteEntry.js', {
      headers: { 'if-none-match': first.headers.etag },
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);

    const before = await request(site.config, '/remotes.json');
    site.write('remotes.json', JSON.stringify(remotesWith({ info: '/releases/info/v1/remoteEntry.js' })));
    const after = await request(site.config, '/remotes.json', {
      headers: { 'if-none-match': before.headers.etag },
    });
    expect(after.status).toBe(200);
    expect(JSON.parse(after.body.toString()).remotes.info.entry).toBe('/releases/info/v1/remoteEntry.js');
  });
});

describe('compression', () => {
  it('sends brotli when accepted, else gzip, else the plain file', async () => {
    const path = '/assets/index-AbCd12_-.js';
    const plain = await request(site.config, path);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const br = await request(site.config, path, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.body.length / 5);

    const gzip = await request(site.config, path, { headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
  });

  it("sends the build's own compressed form of a file, never one that no longer holds the file", async () => {
    const path = '/remotes/info/remoteEntry.js';
    const headers = { 'accept-encoding': 'br' };
    const plain = (await request(site.config, path)).body;
    // What the build wrote beside the file: its own bytes (brotli 0 here, not what the server makes).
    const fromBuild = brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 0 } });
    site.write('info/remoteEntry.js.br', fromBuild);
    expect((await request(site.config, path, { headers })).body.equals(fromBuild)).toBe(true);
    // The file changed after its build (a copy, a hand edit), whatever the times say: never the old form.
    site.write('info/remoteEntry.js', `export const release = 3; // ${'x'.repeat(600)}\n`);
    site.write('info/remoteEntry.js.br', fromBuild);
    const changed = await request(site.config, path, { headers });
    expect(brotliDecompressSync(changed.body).toString()).toContain('release = 3');
  });

  it('serves a file replaced in place (a redeploy) fresh, not from the compressed cache', async () => {
    const path = '/remotes/info/remoteEntry.js';
    const headers = { 'accept-encoding': 'br' };
    await request(site.config, path, { headers });
    await new Promise((resolve) => setTimeout(resolve, 20));
    site.write('info/remoteEntry.js', `export const release = 2; // ${'x'.repeat(600)}\n`);
    const response = await request(site.config, path, { headers });
    expect(brotliDecompressSync(response.body).toString()).toContain('release = 2');
  });
});

describe('security headers', () => {
  it('sends a strict CSP with the remotes and Supabase origins, and the other headers', async () => {
    site.write(
      'remotes.json',
      JSON.stringify(remotesWith({ info: 'https://cdn.example.com/info/v3/remoteEntry.js' })),
    );
    const { headers } = await request(site.config, '/packages');
    const csp = Object.fromEntries(
      headers['content-security-policy'].split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]),
    );
    expect(headers['content-security-policy']).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(csp['script-src']).toEqual(["'self'", 'https://cdn.example.com']);
    expect(csp['connect-src']).toEqual(["'self'", 'https://cdn.example.com', 'https://abc.supabase.co']);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'none'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS only when served over HTTPS (directly or behind a proxy)', async () => {
    const proxied = await request(site.config, '/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(proxied.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    const tls = await request(site.config, '/', { encrypted: true });
    expect(tls.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it("answers CORS for a remote's files to the shell's origin only", async () => {
    const shell = await request(site.config, '/remotes/info/remoteEntry.js', {
      headers: { origin: 'http://site.test' },
    });
    expect(shell.headers['access-control-allow-origin']).toBe('http://site.test');
    expect(shell.headers.vary).toContain('Origin');
    const other = await request(site.config, '/remotes/info/remoteEntry.js', {
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const configured = await request(
      { ...site.config, shellOrigin: 'https://www.example.com' },
      '/remotes/info/remoteEntry.js',
      { headers: { origin: 'https://www.example.com' } },
    );
    expect(configured.headers['access-control-allow-origin']).toBe('https://www.example.com');
  });
});

describe('the service worker and the web app manifests (issue 30)', () => {
  it('serves /sw.js revalidated, with its scope and a policy naming every origin a slice may move to', async () => {
    site.write('shell/sw.js', 'self.addEventListener("fetch", () => {});');
    const response = await request(site.config, '/sw.js', { headers: { host: 'site.test' } });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['service-worker-allowed']).toBe('/');
    const csp = response.headers['content-security-policy'];
    expect(csp).toContain(
      "connect-src 'self' https://cdn.example.com https://cdn.test https://abc.supabase.co",
    );
    expect(csp).toContain("worker-src 'self'");
  });

  it('serves each language manifest as a web app manifest, revalidated; every page allows them and the worker', async () => {
    site.write('shell/manifest.webmanifest', '{"name":"Sacred Himalaya Yatra","lang":"en-IN"}');
    site.write('shell/manifest.hi.webmanifest', '{"name":"Sacred Himalaya Yatra","lang":"hi-IN"}');
    for (const path of ['/manifest.webmanifest', '/manifest.hi.webmanifest']) {
      const response = await request(site.config, path);
      expect(response.status, path).toBe(200);
      expect(response.headers['content-type']).toBe('application/manifest+json');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    const page = await request(site.config, '/packages');
    expect(page.headers['content-security-policy']).toContain("manifest-src 'self'");
    expect(page.headers['content-security-policy']).toContain("worker-src 'self'");
  });
});
