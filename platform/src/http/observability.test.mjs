// @vitest-environment node
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { mockServer as server } from '@chardham/shared/testing/server';
import { delay, HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { frameNames } from '../compose/frames.mjs';
import { makeSite, remotesWith, request } from '../testing/fixture.mjs';
import { createHandler } from './app.mjs';
import { readiness } from './readiness.mjs';

let site;
beforeEach(() => {
  site = makeSite();
  site.config.readyCheckMs = 0;
  site.write('info/mf-manifest.json', JSON.stringify({ buildInfo: { buildId: '20261126T0900-abc123' } }));
  // One server for the whole test: its page cache and the releases it has composed.
  site.config.handler = createHandler(site.config);
});
afterEach(() => site.cleanup());

/** The value of one sample of /metrics, or 0 when it is not there. */
async function sample(name, labels) {
  const text = await site.metricsText();
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && wanted.every((w) => l.includes(w)));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

const post = (body, headers = {}, remoteAddress = '203.0.113.7') =>
  request(site.config, '/report', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    remoteAddress,
  });

describe('one JSON log line per request', () => {
  it('says what was asked and answered, with each fragment of a page, and nothing a visitor typed', async () => {
    const first = await request(site.config, '/packages?email=pilgrim%40example.com&name=Asha');
    const second = await request(site.config, '/packages');
    await request(site.config, '/remotes/info/remoteEntry.js');
    const [a, b, c] = site.log();
    expect(a).toMatchObject({
      level: 'info',
      msg: 'request',
      reqId: first.headers['x-request-id'],
      method: 'GET',
      path: '/packages',
      route: '/packages',
      status: 200,
      bytes: first.body.length,
      cache: 'miss',
      fragments: [
        { slice: 'info', release: '20261126T0900-abc123', part: 'packages/head', outcome: 'ok' },
        { slice: 'info', release: '20261126T0900-abc123', part: 'packages/body', outcome: 'ok' },
      ],
    });
    expect(typeof a.ms).toBe('number');
    // pino's own time: milliseconds since the epoch, the cheapest to write.
    expect(a.time).toBeGreaterThan(Date.now() - 60_000);
    expect(b).toMatchObject({ reqId: second.headers['x-request-id'], cache: 'hit', status: 200 });
    expect(b.reqId).not.toBe(a.reqId);
    expect(c).toMatchObject({ route: '/remotes/info/*', status: 200 });
    expect(c.fragments).toBeUndefined();
    const everything = JSON.stringify(site.log());
    expect(everything).not.toContain('pilgrim');
    expect(everything).not.toContain('Asha');
    expect(everything).not.toContain('203.0.113.7');
  });

  it("names a missing fragment and keeps the trusted proxy's request id", async () => {
    rmSync(join(site.root, 'info/html/packages/body.html'));
    const response = await request(site.config, '/packages', {
      headers: { 'x-request-id': 'edge-1234abcd' },
    });
    expect(response.headers['x-request-id']).toBe('edge-1234abcd');
    const [line] = site.log();
    expect(line.reqId).toBe('edge-1234abcd');
    expect(line.fragments.map((f) => `${f.part} ${f.outcome}`)).toEqual([
      'packages/head ok',
      'packages/body missing',
    ]);
  });
});

describe('Server-Timing on a composed page', () => {
  it('has each fragment by its slice, with outcome and release, and the composition', async () => {
    const composed = await request(site.config, '/packages');
    const entries = composed.headers['server-timing'].split(', ');
    expect(entries).toEqual([
      expect.stringMatching(/^info;dur=\d+\.\d\d;desc="ok 20261126T0900-abc123 packages\/head"$/),
      expect.stringMatching(/^info;dur=\d+\.\d\d;desc="ok 20261126T0900-abc123 packages\/body"$/),
      expect.stringMatching(/^compose;dur=\d+\.\d\d;desc="miss"$/),
    ]);
    const kept = await request(site.config, '/packages');
    expect(kept.headers['server-timing']).toContain(
      'info;dur=0;desc="ok 20261126T0900-abc123 packages/head cached"',
    );
    expect(kept.headers['server-timing']).toMatch(/compose;dur=[\d.]+;desc="hit"/);
  });

  it('names the release of the per-release layout, and a fragment that timed out', async () => {
    cpSync(join(site.root, 'info'), join(site.root, 'releases/info/v7'), { recursive: true });
    site.config.mounts['/releases/'] = join(site.root, 'releases');
    site.write('remotes.json', JSON.stringify(remotesWith({ info: '/releases/info/v7/remoteEntry.js' })));
    expect((await request(site.config, '/packages')).headers['server-timing']).toContain(
      'desc="ok v7 packages/body"',
    );

    const origin = 'https://cdn.test/releases/info/v8/';
    site.write('remotes.json', JSON.stringify(remotesWith({ info: `${origin}remoteEntry.js` })));
    server.use(
      http.get(`${origin}*`, async () => {
        await delay(1000);
        return HttpResponse.text('<h1>late</h1>');
      }),
    );
    expect((await request(site.config, '/packages')).headers['server-timing']).toContain(
      'desc="timeout v8 packages/body"',
    );
    expect(await sample('fragments_total', { slice: 'info', release: 'v8', outcome: 'timeout' })).toBe(2);
  });
});

describe('/metrics', () => {
  it('counts page views, fragments by slice, release and outcome, and requests by route pattern', async () => {
    const metrics = { remoteAddress: '127.0.0.1' };
    await request(site.config, '/packages');
    await request(site.config, '/packages');
    await request(site.config, '/package/atlantis');
    const text = (await request(site.config, '/metrics', metrics)).body.toString();
    expect(text).toContain('# TYPE fragments_total counter');
    expect(
      await sample('fragments_total', { slice: 'info', release: '20261126T0900-abc123', outcome: 'ok' }),
    ).toBe(4);
    // The not-found package page's fragments do not exist in this fixture.
    expect(await sample('fragments_total', { slice: 'info', outcome: 'missing' })).toBe(2);
    expect(await sample('page_views_total', { route: '/packages', lang: 'en' })).toBe(2);
    expect(await sample('http_requests_total', { route: '/package/:id', status: '404' })).toBe(1);
    expect(await sample('fragment_duration_seconds_count', { slice: 'info', outcome: 'ok' })).toBe(2);
    expect(await sample('page_cache_total', { result: 'hit' })).toBe(1);
  });

  it('answers loopback, or anyone with the token; anyone else, and the proxy, get 404', async () => {
    expect((await request(site.config, '/metrics', { remoteAddress: '127.0.0.1' })).status).toBe(200);
    expect((await request(site.config, '/metrics', { remoteAddress: '::1' })).status).toBe(200);
    expect((await request(site.config, '/metrics', { remoteAddress: '198.51.100.4' })).status).toBe(404);
    const proxied = { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '198.51.100.4' } };
    expect((await request(site.config, '/metrics', proxied)).status).toBe(404);
    site.config.metricsToken = 's3cret-token';
    const withToken = { remoteAddress: '198.51.100.4', headers: { authorization: 'Bearer s3cret-token' } };
    const answered = await request(site.config, '/metrics', withToken);
    expect(answered.status).toBe(200);
    expect(answered.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const wrong = { remoteAddress: '198.51.100.4', headers: { authorization: 'Bearer s3cret-tokem' } };
    expect((await request(site.config, '/metrics', wrong)).status).toBe(404);
  });
});

describe('/report', () => {
  const failure = (release = '20261126T0900-abc123') => ({
    route: '/packages',
    lang: 'hi',
    releases: { info: release },
    failures: [{ slice: 'info', release, kind: 'fallback', reason: 'load' }],
  });

  it('counts a slice failure under the slice, the release the server composed and the language', async () => {
    await request(site.config, '/packages');
    expect((await post(failure())).status).toBe(204);
    expect(
      await sample('browser_reports_total', {
        slice: 'info',
        release: '20261126T0900-abc123',
        kind: 'fallback-load',
        lang: 'hi',
      }),
    ).toBe(1);
    // A release this server never composed is not a label anyone can make up.
    expect((await post(failure('made-up-7'))).status).toBe(204);
    expect(await sample('browser_reports_total', { slice: 'info', release: 'unknown' })).toBe(1);
    expect(await site.metricsText()).not.toContain('made-up-7');
  });

  it('knows the live release and the installed ones without composing a page (a collector beside nginx)', async () => {
    cpSync(join(site.root, 'info'), join(site.root, 'releases/info/v3'), { recursive: true });
    site.config.mounts['/releases/'] = join(site.root, 'releases');
    site.config.handler = createHandler(site.config);
    expect((await post(failure('20261126T0900-abc123'))).status).toBe(204);
    expect((await post(failure('v3'))).status).toBe(204);
    expect((await post(failure('..'))).status).toBe(204);
    expect(await sample('browser_reports_total', { release: '20261126T0900-abc123' })).toBe(1);
    expect(await sample('browser_reports_total', { release: 'v3' })).toBe(1);
    expect(await sample('browser_reports_total', { release: 'unknown' })).toBe(1);
  });

  it("counts field vitals under the route and the page's slice release, in seconds", async () => {
    await request(site.config, '/packages');
    const vitals = {
      route: '/packages',
      lang: 'en',
      releases: { info: '20261126T0900-abc123' },
      vitals: [
        { name: 'LCP', value: 1100 },
        { name: 'CLS', value: 0.02 },
      ],
    };
    expect((await post(vitals)).status).toBe(204);
    const labels = { route: '/packages', lang: 'en', slice: 'info', release: '20261126T0900-abc123' };
    expect(await sample('field_lcp_seconds_bucket', { ...labels, le: '1.2' })).toBe(1);
    expect(await sample('field_lcp_seconds_bucket', { route: '/packages', le: '1' })).toBe(0);
    expect(await sample('field_cls_sum', { route: '/packages' })).toBe(0.02);
  });

  it('refuses a malformed, unknown-shaped or oversized report with 400 and counts none of it', async () => {
    const bad = [
      '{"route": "/packages"',
      JSON.stringify({ ...failure(), extra: 'x' }),
      JSON.stringify({ route: '/packages', lang: 'en' }),
      JSON.stringify({ ...failure(), failures: [{ slice: 'info', release: 'r', kind: 'exploded' }] }),
      JSON.stringify({ route: '/packages', lang: 'en', vitals: [{ name: 'LCP', value: -1 }] }),
      JSON.stringify({ ...failure(), note: 'x'.repeat(9000) }),
    ];
    for (const body of bad) expect((await post(body)).status, body.slice(0, 60)).toBe(400);
    const text = await site.metricsText();
    expect(text).not.toMatch(/^browser_reports_total\{/m);
    expect(text).not.toMatch(/^field_lcp_seconds_count\{/m);
    expect(await sample('reports_refused_total', { reason: 'malformed' })).toBe(5);
    expect(await sample('reports_refused_total', { reason: 'too-large' })).toBe(1);
  });

  it("refuses the site's report sent as anything but JSON or from another site, and counts none of it", async () => {
    expect((await post(failure(), { 'content-type': 'text/plain' })).status).toBe(415);
    expect((await post(failure(), { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(415);
    expect((await post(failure(), { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await post(failure(), { 'sec-fetch-site': 'same-site' })).status).toBe(403);
    expect(await site.metricsText()).not.toMatch(/^browser_reports_total\{/m);
    expect(await sample('reports_refused_total', { reason: 'content-type' })).toBe(2);
    expect(await sample('reports_refused_total', { reason: 'cross-site' })).toBe(2);
    // The site's own pages: same-origin, JSON (sendBeacon with a JSON blob, or fetch).
    expect((await post(failure(), { 'sec-fetch-site': 'same-origin' })).status).toBe(204);
  });

  it('caps the reports of one address per minute; other addresses are not affected', async () => {
    site.config.reportsPerMinute = 60;
    site.config.handler = createHandler(site.config);
    const statuses = [];
    for (let i = 0; i < 1000; i++) statuses.push((await post(failure('unknown'))).status);
    expect(statuses.filter((s) => s === 204)).toHaveLength(60);
    expect(statuses.filter((s) => s === 429)).toHaveLength(940);
    expect(await sample('browser_reports_total', { slice: 'info' })).toBe(60);
    expect((await post(failure('unknown'), {}, '198.51.100.9')).status).toBe(204);
  });

  it('counts CSP violations by directive, from report-uri and from the Reporting API', async () => {
    const legacy = {
      'csp-report': { 'effective-directive': 'script-src-elem', 'blocked-uri': 'https://evil.example/x.js' },
    };
    expect((await post(legacy, { 'content-type': 'application/csp-report' })).status).toBe(204);
    const batch = [
      {
        type: 'csp-violation',
        body: { effectiveDirective: 'img-src', blockedURL: 'https://x.example/p.png' },
      },
      { type: 'deprecation', body: { id: 'x' } },
    ];
    expect((await post(batch, { 'content-type': 'application/reports+json' })).status).toBe(204);
    expect(await sample('csp_violations_total', { directive: 'script-src-elem' })).toBe(1);
    expect(await sample('csp_violations_total', { directive: 'img-src' })).toBe(1);
    expect(await site.metricsText()).not.toContain('evil.example');
  });

  it('is named in the policy of every answer', async () => {
    const { headers } = await request(site.config, '/no-such-page');
    expect(headers['content-security-policy']).toContain('report-uri /report; report-to csp');
    expect(headers['reporting-endpoints']).toBe('csp="/report"');
    expect((await request(site.config, '/report')).status).toBe(405);
  });
});

describe('/healthz and /readyz', () => {
  // Why it is not ready is told where /metrics may be read: from this machine, or with the token.
  const operator = { remoteAddress: '127.0.0.1' };

  it('says the process answers, and whether every page composes with every live fragment', async () => {
    expect((await request(site.config, '/healthz')).status).toBe(200);
    const notReady = await request(site.config, '/readyz', operator);
    expect(notReady.status).toBe(503);
    expect(notReady.body.toString()).toMatch(
      /^not ready: info 404\/head \(release 20261126T0900-abc123\) missing; info 404\/body/,
    );
    expect(notReady.headers['cache-control']).toBe('no-store');
    for (const key of ['index', '404', 'package/kedarnath', 'package/_not-found']) {
      site.write(`info/html/${key}/head.html`, '<title>x</title>');
      site.write(`info/html/${key}/body.html`, '<h1>x</h1>');
    }
    const ready = await request(site.config, '/readyz');
    expect(ready.status, ready.body.toString()).toBe(200);
    expect(ready.body.toString()).toBe('ready\n');
    site.write('remotes.json', '{"remotes": 1}');
    expect((await request(site.config, '/readyz', operator)).body.toString()).toMatch(
      /^remotes.json refused: /,
    );
    rmSync(join(site.root, 'shell/index.html'));
    expect((await request(site.config, '/readyz', operator)).body.toString()).toMatch(/^no shell build in /);
  });

  it('tells anyone else only that it is not ready (issue 41)', async () => {
    const outside = await request(site.config, '/readyz');
    expect(outside.status).toBe(503);
    expect(outside.body.toString()).toBe('not ready\n');
    const proxied = await request(site.config, '/readyz', {
      ...operator,
      headers: { 'x-forwarded-for': '198.51.100.4' },
    });
    expect(proxied.body.toString()).toBe('not ready\n');
  });

  it('runs one check at a time: callers asking meanwhile share it', async () => {
    let compositions = 0;
    const composer = {
      fragmentsOf: async () => {
        compositions += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return [];
      },
    };
    const live = () => ({ problem: null, document: {} });
    const ready = readiness({ ...site.config, readyCheckMs: 0 }, { remotes: live, composer });
    const frames = frameNames(site.config.shellDir).length;
    const answers = await Promise.all(Array.from({ length: 20 }, () => ready()));
    expect(answers.map((a) => a.problem)).toEqual(Array(20).fill(null));
    expect(compositions).toBe(frames);
  });

  it('stays ready past the expiry of the composition it follows, and tells operators', async () => {
    const composer = { fragmentsOf: async () => [] };
    const live = () => ({ problem: null, document: {} });
    let expired = null;
    const ready = readiness(
      { ...site.config, readyCheckMs: 0 },
      { remotes: live, composer, follower: { expired: () => expired } },
    );
    expect(await ready()).toMatchObject({ problem: null, degraded: null });
    expired = '2026-12-01T00:00:00.000Z';
    expect(await ready()).toMatchObject({
      problem: null,
      degraded:
        'the published composition this server follows expired at 2026-12-01T00:00:00.000Z, and its source has served no newer one',
    });
  });

  describe('a slice on another origin, which every server of the fleet reads (issue 46)', () => {
    const origin = 'https://cdn.test/info/v2/';
    const metric = () => sample('slice_origin_up', { slice: 'info', origin: 'https://cdn.test' });
    beforeEach(() => {
      site.write('remotes.json', JSON.stringify(remotesWith({ info: `${origin}remoteEntry.js` })));
    });

    it('down: the server stays ready, tells operators what fails, and the metric says so', async () => {
      server.use(http.get(`${origin}*`, () => HttpResponse.error()));
      const ready = await request(site.config, '/readyz', operator);
      expect(ready.status).toBe(200);
      expect(ready.body.toString()).toMatch(
        /^ready; slices on other origins fail: info (404|index|packages|package\/\S+)\/(head|body) \(release [^)]+\) error; .*; and \d+ more\n$/,
      );
      expect((await request(site.config, '/readyz')).body.toString()).toBe('ready\n');
      expect(await metric()).toBe(0);
      // The visitor meets the slice's fallback in a whole page.
      const page = await request(site.config, '/packages');
      expect(page.status).toBe(200);
      expect(page.body.toString()).toMatch(/<div data-remote-region="info\/page">\s*<\/div>/);
    });

    it('slow: the check waits one fragment budget, not one per page', async () => {
      server.use(
        http.get(`${origin}*`, async () => {
          await delay(2000);
          return HttpResponse.text('<h1>Too late</h1>');
        }),
      );
      const started = performance.now();
      const ready = await request(site.config, '/readyz', operator);
      expect(ready.status).toBe(200);
      expect(ready.body.toString()).toMatch(/^ready; slices on other origins fail: .* timeout/);
      expect(performance.now() - started).toBeLessThan(1500);
    });

    it('back: the metric returns to 1 and the line to ready', async () => {
      server.use(http.get(`${origin}*`, () => HttpResponse.text('<p>from the CDN</p>')));
      const ready = await request(site.config, '/readyz', operator);
      expect(ready.status).toBe(200);
      expect(ready.body.toString()).toBe('ready\n');
      expect(await metric()).toBe(1);
    });

    it("while a fragment of this server's own folders is missing, it is not ready", async () => {
      server.use(http.get(`${origin}*`, () => HttpResponse.text('<p>from the CDN</p>')));
      site.write('remotes.json', JSON.stringify(remotesWith({ enquiry: `${origin}remoteEntry.js` })));
      const notReady = await request(site.config, '/readyz', operator);
      expect(notReady.status).toBe(503);
      expect(notReady.body.toString()).toMatch(/^not ready: info 404\/head \(release [^)]+\) missing/);
    });
  });
});
