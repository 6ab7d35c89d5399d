// @vitest-environment node
// One server keeps each composed page until a file it was made of changes: what a visitor gets
// after a deploy, however the deploy wrote its files, and how much the server may hold.
import { cpSync, mkdirSync, renameSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeSite, remotesWith, request } from '../testing/fixture.mjs';
import { createHandler } from './app.mjs';
import { PageCache } from './page-cache.mjs';

let site;
beforeEach(() => {
  site = makeSite();
  // One handler for the whole test, as one running server: its caches live across requests.
  site.config.handler = createHandler(site.config);
});
afterEach(() => site.cleanup());

const page = async (path, headers = {}) => (await request(site.config, path, { headers })).body.toString();

describe('a composed page is kept until what it is made of changes', () => {
  it('serves the same bytes and validator to every visitor while nothing changes', async () => {
    const first = await request(site.config, '/packages', { headers: { 'accept-encoding': 'br' } });
    const second = await request(site.config, '/packages', { headers: { 'accept-encoding': 'br' } });
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.body.equals(first.body)).toBe(true);
  });

  it('shows a fragment copied over in place with its old modification time', async () => {
    expect(await page('/packages')).toContain('<h1>All Packages</h1>');
    const path = join(site.root, 'info/html/packages/body.html');
    const before = new Date('2026-01-01T00:00:00Z');
    utimesSync(path, before, before);
    await page('/packages');
    // Same size, same mtime (cp -p, a restored backup): only the change time moves.
    writeFileSync(path, '<h1>Our Packages</h1><img src="__SLICE_BASE__assets/a.webp">');
    utimesSync(path, before, before);
    expect(await page('/packages')).toContain('<h1>Our Packages</h1>');
  });

  it('shows a release switched by a symlink, whose files have the size and time of the last', async () => {
    const releases = join(site.root, 'releases');
    mkdirSync(releases);
    cpSync(join(site.root, 'info'), join(releases, 'v1'), { recursive: true, preserveTimestamps: true });
    cpSync(join(site.root, 'info'), join(releases, 'v2'), { recursive: true, preserveTimestamps: true });
    writeFileSync(join(releases, 'v2/html/packages/body.html'), '<h1>All Packages v2</h1>');
    writeFileSync(join(releases, 'v1/html/packages/body.html'), '<h1>All Packages v1</h1>');
    symlinkSync(join(releases, 'v1'), join(releases, 'live-next'));
    renameSync(join(releases, 'live-next'), join(releases, 'live'));
    site.config.mounts['/releases/info/'] = join(releases, 'live');
    site.config.handler = createHandler(site.config);
    site.write('remotes.json', JSON.stringify(remotesWith({ info: '/releases/info/remoteEntry.js' })));
    expect(await page('/packages')).toContain('<h1>All Packages v1</h1>');
    symlinkSync(join(releases, 'v2'), join(releases, 'live-next'));
    renameSync(join(releases, 'live-next'), join(releases, 'live'));
    expect(await page('/packages')).toContain('<h1>All Packages v2</h1>');
  });

  it('shows a fragment a deploy adds where there was none, and the frame a shell deploy changes', async () => {
    expect(await page('/')).not.toContain('<h1>Home</h1>');
    site.write('info/html/index/body.html', '<h1>Home</h1>');
    expect(await page('/')).toContain('<h1>Home</h1>');
    site.write('shell/frames/index.html', '<!doctype html><div id="root">A new frame</div>'.padEnd(800, ' '));
    expect(await page('/')).toContain('A new frame');
  });

  it('keeps the notice of a form sent without the app apart from the plain page', async () => {
    site.write(
      'shell/frames/packages.html',
      '<div id="root"><!--# if expr="$arg_unsent" --><p role="alert">Not sent</p><!--# endif --></div>',
    );
    expect(await page('/packages?unsent=1')).toContain('Not sent');
    expect(await page('/packages')).not.toContain('Not sent');
    expect(await page('/packages?unsent=1&utm_source=whatsapp')).toContain('Not sent');
  });
});

describe('the store is bounded by bytes', () => {
  it('drops the least recently used pages past its size', async () => {
    const cache = new PageCache(64 * 1024);
    const html = (n) => `<!doctype html><p>${String(n).repeat(20_000)}</p>`;
    for (let n = 0; n < 20; n++) {
      await cache.get(`page-${n}`, async () => ({ status: 200, html: html(n), deps: [] }));
    }
    expect(cache.stats.bytes).toBeLessThanOrEqual(64 * 1024);
    expect(cache.stats.pages).toBeLessThan(20);
    expect(cache.stats.pages).toBeGreaterThan(0);
  });
});

describe('compression', () => {
  it('answers a new page at once, then keeps it at the highest levels, the same HTML', async () => {
    const cache = new PageCache();
    // A landing page's worth of varied markup: the levels differ on it as on the real one.
    const html = Array.from(
      { length: 400 },
      (_, n) =>
        `<li class="card-${n % 7}"><h3>Day ${n}</h3><p>${(n * 7919).toString(36)} km ${n % 13}</p></li>`,
    ).join('');
    const compose = async () => ({ status: 200, html, deps: [] });
    const first = (await cache.get('home', compose)).bodies;
    await cache.settled();
    const kept = (await cache.get('home', compose)).bodies;
    expect(kept.br.length).toBeLessThan(first.br.length);
    expect(brotliDecompressSync(kept.br).toString()).toBe(html);
    expect(gunzipSync(kept.gzip).toString()).toBe(html);
  });
});
