// @vitest-environment node
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMetrics } from '../observability/telemetry.mjs';
import { canaryControl } from './control.mjs';
import { clientKey, parseCanary, SIDE_COOKIE, sideFor } from './sides.mjs';
import { createViewTokens } from './view-tokens.mjs';
import { CanaryWatch } from './watch.mjs';

const canary = {
  id: '1700000000000-3',
  slice: 'info',
  release: 'v2',
  percent: 30,
  composition: 'compositions/1700000000000-3',
};
const request = (headers = {}) => ({
  headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/131', ...headers },
});

describe('which side a visitor is on', () => {
  it('draws a new visitor by the share, tells them by a cookie, and keeps them there', () => {
    const drawn = Array.from({ length: 2000 }, () => sideFor(request(), canary));
    const share = drawn.filter((d) => d.side === 'canary').length / drawn.length;
    expect(share).toBeGreaterThan(0.26);
    expect(share).toBeLessThan(0.34);
    const first = sideFor(request(), canary, { random: () => 10, https: true });
    expect(first).toEqual({
      side: 'canary',
      weighed: true,
      setCookie: `${SIDE_COOKIE}=${canary.id}.canary; Path=/; Max-Age=604800; HttpOnly; SameSite=Lax; Secure`,
    });
    for (let i = 0; i < 10; i++) {
      expect(sideFor(request({ cookie: `lang=hi; ${SIDE_COOKIE}=${canary.id}.canary` }), canary)).toEqual({
        side: 'canary',
        weighed: true,
      });
    }
  });

  it("draws again for another canary's cookie, keeps QA's pinned side, and gives bots and cookie-less browsers live, none of them weighed", () => {
    expect(
      sideFor(request({ cookie: `${SIDE_COOKIE}=1600000000000-1.canary` }), canary, { random: () => 90 }),
    ).toMatchObject({
      side: 'live',
      setCookie: expect.stringContaining(`${canary.id}.live`),
    });
    expect(sideFor(request({ cookie: `${SIDE_COOKIE}=any.canary` }), canary)).toEqual({
      side: 'canary',
      weighed: false,
    });
    for (const agent of ['Googlebot/2.1', 'WhatsApp/2.23.20.0', 'facebookexternalhit/1.1', 'curl/8.5.0']) {
      expect(sideFor(request({ 'user-agent': agent }), canary, { random: () => 0 })).toEqual({
        side: 'live',
        weighed: false,
      });
    }
    // A second page of this site without the cookie the first set: this browser keeps no cookies.
    expect(sideFor(request({ 'sec-fetch-site': 'same-origin' }), canary, { random: () => 0 })).toEqual({
      side: 'live',
      weighed: false,
    });
    expect(sideFor(request({ 'sec-fetch-site': 'cross-site' }), canary, { random: () => 0 }).side).toBe(
      'canary',
    );
  });

  it('reads only a well-formed canary record', () => {
    expect(parseCanary(JSON.stringify(canary))).toEqual(canary);
    expect(parseCanary('{')).toBeNull();
    expect(parseCanary(JSON.stringify({ ...canary, percent: 130 }))).toBeNull();
    expect(parseCanary(JSON.stringify({ ...canary, composition: '../../etc' }))).toBeNull();
  });
});

describe('the automatic abort', () => {
  let root;
  let now;
  let lines;
  let watch;
  const metrics = createMetrics({ processMetrics: false });
  beforeEach(async () => {
    root = mkdtempSync(join(tmpdir(), 'chardham-canary-'));
    const { writeFileSync } = await import('node:fs');
    writeFileSync(join(root, 'canary.json'), JSON.stringify(canary));
    now = 1_000_000;
    lines = [];
    const logger = { warn: (fields, msg) => lines.push({ ...fields, msg }), error: () => {} };
    watch = new CanaryWatch({ root, logger, metrics, now: () => now, control: canaryControl(root) });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("aborts a canary whose browsers report its slice failing with their page views' tokens", () => {
    const tokens = [];
    for (let i = 0; i < 4; i++) {
      watch.pageView(canary, 'live', false, 'v1', `10.0.0.${i}`);
      tokens.push(watch.pageView(canary, 'canary', false, 'v2', `10.0.1.${i}`));
    }
    for (const token of tokens)
      expect(watch.reportedFailure(canary, { release: 'v2', token })).toBe('counted');
    // Four of four: too few page views to judge.
    expect(existsSync(join(root, 'canary.json'))).toBe(true);
    // Four of five: far beyond chance for a release failing 5 % of its pages.
    watch.pageView(canary, 'canary', false, 'v2', '10.0.1.9');
    expect(existsSync(join(root, 'canary.json'))).toBe(false);
    const [history] = readdirSync(join(root, 'canary-history'));
    const record = JSON.parse(readFileSync(join(root, 'canary-history', history), 'utf8'));
    expect(record).toMatchObject({
      outcome: 'aborted',
      by: 'reference server',
      slice: 'info',
      release: 'v2',
    });
    expect(record.counts).toEqual({ live: { views: 4, failures: 0 }, canary: { views: 5, failures: 4 } });
    expect(lines).toEqual([
      expect.objectContaining({
        msg: expect.stringMatching(
          /^canary aborted: canary info\/v2 failed on 4 of 5 page views \(80\.0%\), live on 0 of 4/,
        ),
      }),
    ]);
  });

  it("counts a report only with an unused token of this canary's page view, for the release it names", () => {
    const canaryView = watch.pageView(canary, 'canary', false, 'v2', '10.0.0.1');
    const liveView = watch.pageView(canary, 'live', false, 'v1', '10.0.0.2');
    const failedView = watch.pageView(canary, 'canary', true, 'v2', '10.0.0.3');
    const report = (release, token) => watch.reportedFailure(canary, { release, token });
    expect(report('v2', undefined)).toBe('unverified');
    expect(report('v2', 'eyJ2IjoiYSJ9.c2lnbmVk')).toBe('unverified');
    expect(report('v2', `${canaryView.slice(0, -2)}xx`)).toBe('unverified');
    // Blaming live with a canary page's token, or the canary with a live page's.
    expect(report('v1', canaryView)).toBe('unverified');
    expect(report('v2', liveView)).toBe('unverified');
    // Another canary's token.
    expect(report('v2', watch.tokens.issue({ canary: 'other', side: 'canary', release: 'v2' }).token)).toBe(
      'unverified',
    );
    expect(watch.counts(canary).canary.failures).toBe(1);

    expect(report('v2', canaryView)).toBe('counted');
    expect(report('v2', canaryView)).toBe('repeated');
    // Its fragments failed already: the page view counted as failed once.
    expect(report('v2', failedView)).toBe('repeated');
    expect(report('v1', liveView)).toBe('counted');
    expect(watch.counts(canary)).toEqual({
      live: { views: 1, failures: 1 },
      canary: { views: 2, failures: 2 },
    });
  });

  it('is not aborted by reports without tokens, however many', () => {
    for (let i = 0; i < 20; i++) watch.pageView(canary, 'canary', false, 'v2', `10.0.0.${i}`);
    for (let i = 0; i < 50; i++) watch.reportedFailure(canary, { release: 'v2' });
    expect(existsSync(join(root, 'canary.json'))).toBe(true);
    expect(watch.counts(canary).canary).toEqual({ views: 20, failures: 0 });
  });

  it('weighs one client once per side and run, however many pages and failures it sends', () => {
    // A script at one address: 150 canary page views, each reported failing with its own token.
    for (let i = 0; i < 150; i++) {
      const token = watch.pageView(canary, 'canary', false, 'v2', '203.0.113.7');
      watch.reportedFailure(canary, { release: 'v2', token });
    }
    // Phones behind one IPv6 /64 are one client too; another /64 is another.
    watch.pageView(canary, 'canary', true, 'v2', clientKey('2001:db8:1:2::a'));
    watch.pageView(canary, 'canary', true, 'v2', clientKey('2001:db8:1:2:ffff::b'));
    watch.pageView(canary, 'canary', false, 'v2', clientKey('2001:db8:1:3::a'));
    for (let i = 0; i < 20; i++) watch.pageView(canary, 'live', false, 'v1', `10.0.0.${i}`);
    expect(watch.counts(canary)).toEqual({
      live: { views: 20, failures: 0 },
      canary: { views: 3, failures: 2 },
    });
    expect(existsSync(join(root, 'canary.json'))).toBe(true);
  });

  it('counts a token only on the server that issued it: one token never counts on two servers', () => {
    const logger = { warn() {}, error() {} };
    const server = (name) =>
      new CanaryWatch({
        root,
        logger,
        metrics,
        now: () => now,
        tokens: createViewTokens({ secret: 'fleet', server: name }),
      });
    const [a, b] = [server('a'), server('b')];
    const token = a.pageView(canary, 'canary', false, 'v2', '10.9.9.9');
    // The fleet's one secret: b verifies a's token, and counts it nowhere but on a.
    expect(b.reportedFailure(canary, { release: 'v2', token })).toBe('elsewhere');
    expect(a.reportedFailure(canary, { release: 'v2', token })).toBe('counted');
    expect(b.counts(canary).canary.failures).toBe(0);
  });

  it('keeps a canary no worse than live, and forgets what left the window', () => {
    for (let i = 0; i < 100; i++) {
      watch.pageView(canary, 'live', i % 10 === 0, 'v1', `10.0.0.${i}`);
      watch.pageView(canary, 'canary', i % 10 === 0, 'v2', `10.0.1.${i}`);
    }
    // Live fails as often: a slice's backend is down for both, not the release.
    expect(existsSync(join(root, 'canary.json'))).toBe(true);
    now += 11 * 60_000;
    expect(watch.counts(canary)).toEqual({
      live: { views: 0, failures: 0 },
      canary: { views: 0, failures: 0 },
    });
  });
});

describe('the server follows a release root', () => {
  it("answers a canary visitor from the canary's composition, privately, and counts both sides", async () => {
    const { makeSite, request } = await import('../testing/fixture.mjs');
    const { createHandler } = await import('../http/app.mjs');
    const { cpSync, mkdirSync, symlinkSync, writeFileSync } = await import('node:fs');
    const site = makeSite();
    try {
      const root = join(site.root, 'release-root');
      const composition = (name, release) => {
        mkdirSync(join(root, 'compositions', name), { recursive: true });
        const remotes = { remotes: { marketing: {}, packages: {}, enquiry: {}, info: {} } };
        for (const slice of Object.keys(remotes.remotes)) {
          remotes.remotes[slice] = {
            entry: `/releases/${slice}/${slice === 'info' ? release : 'v1'}/remoteEntry.js`,
          };
        }
        writeFileSync(join(root, 'compositions', name, 'remotes.json'), JSON.stringify(remotes));
      };
      for (const release of ['v1', 'v2'])
        cpSync(join(site.root, 'info'), join(root, 'releases/info', release), { recursive: true });
      site.write('release-root/releases/info/v2/html/packages/body.html', '<h1>All Packages, canary</h1>');
      composition('1', 'v1');
      composition('2', 'v2');
      symlinkSync(join('compositions', '1'), join(root, 'live'));
      writeFileSync(
        join(root, 'canary.json'),
        JSON.stringify({ id: '2', slice: 'info', release: 'v2', percent: 50, composition: 'compositions/2' }),
      );
      Object.assign(site.config, {
        releasesRoot: root,
        remotesFile: join(root, 'live/remotes.json'),
        mounts: { ...site.config.mounts, '/releases/': join(root, 'releases') },
      });
      site.config.handler = createHandler(site.config);

      const onCanary = await request(site.config, '/packages', {
        headers: { cookie: `${SIDE_COOKIE}=2.canary` },
      });
      expect(onCanary.body.toString()).toContain('<h1>All Packages, canary</h1>');
      expect(onCanary.headers['cache-control']).toBe('private, no-store');
      expect(onCanary.headers.vary).toBe('Accept-Encoding, Cookie');
      expect(onCanary.headers['set-cookie']).toBeUndefined();

      const onLive = await request(site.config, '/packages', {
        headers: { cookie: `${SIDE_COOKIE}=2.live` },
      });
      expect(onLive.body.toString()).toContain('<h1>All Packages</h1>');
      expect(onLive.headers['cache-control']).toBe('no-cache');
      expect(onLive.headers.vary).toBe('Accept-Encoding, Cookie');

      const remotes = await request(site.config, '/remotes.json', {
        headers: { cookie: `${SIDE_COOKIE}=any.canary` },
      });
      expect(JSON.parse(remotes.body.toString()).remotes.info.entry).toBe('/releases/info/v2/remoteEntry.js');
      const text = await site.metricsText();
      expect(text).toContain('canary_page_views_total{canary="2",slice="info",release="v2",side="canary"} 1');
      expect(text).toContain('canary_page_views_total{canary="2",slice="info",release="v2",side="live"} 1');
      expect(text).toContain('canary_share_percent{slice="info",release="v2"} 50');
      expect(site.log().map((l) => l.side)).toEqual(['canary', 'live', undefined]);

      // Each page view's token, in its Server-Timing: a report counts with it, once, for its side.
      const tokenOf = (answer) => answer.headers['server-timing'].match(/canary;desc="([^"]+)"/)[1];
      const report = (release, view) =>
        request(site.config, '/report', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
          body: JSON.stringify({
            route: '/packages',
            lang: 'en',
            view,
            failures: [{ slice: 'info', release, kind: 'render-error' }],
          }),
        });
      expect(tokenOf(onCanary)).not.toBe(tokenOf(onLive));
      await report('v2', undefined);
      await report('v2', tokenOf(onLive));
      await report('v2', tokenOf(onCanary));
      await report('v2', tokenOf(onCanary));
      await report('v1', tokenOf(onLive));
      const counted = await site.metricsText();
      expect(counted).toContain(
        'canary_failures_total{canary="2",slice="info",release="v2",side="canary"} 1',
      );
      expect(counted).toContain('canary_failures_total{canary="2",slice="info",release="v2",side="live"} 1');
      expect(counted).toContain('canary_reports_total{slice="info",release="v2",verdict="unverified"} 2');
      expect(counted).toContain('canary_reports_total{slice="info",release="v2",verdict="repeated"} 1');
      expect(counted).toContain('canary_reports_total{slice="info",release="v2",verdict="counted"} 2');

      // The canary ended (promoted or aborted): everyone is on live at the next request.
      rmSync(join(root, 'canary.json'));
      const after = await request(site.config, '/packages', {
        headers: { cookie: `${SIDE_COOKIE}=2.canary` },
      });
      expect(after.body.toString(), JSON.stringify(site.log().slice(-3))).toContain('<h1>All Packages</h1>');
      expect(after.headers.vary).toBe('Accept-Encoding');
      expect(await site.metricsText()).toContain('canary_share_percent{slice="info",release="v2"} 0');
    } finally {
      site.cleanup();
    }
  });
});
