import { cpSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { candidateLink } from '@chardham/platform/candidate-link';
import { href } from '@chardham/shared/routes';
import type { Browser, Page } from '@playwright/test';
import {
  makeTempDir,
  type OwnServer,
  patchRelease,
  removeAll,
  runReleases,
  slices,
  snapshot,
  startServer,
  throwsAsItRuns,
  workspaceRoot,
} from '../support/deploy';
import { expect, test } from '../support/fixtures';
import { metricSample } from '../support/metrics';
import { isRemote, LOCAL_CANDIDATES_SECRET, LOCAL_REASON } from '../support/target';

// A slice's release shipped to a share of visitors first (docs/deploy.md, "Canary"), on an own
// reference server following a release root: verify, the sticky split, promote, abort, and the
// server aborting a release that fails in visitors' browsers.
test.describe.configure({ mode: 'serial' });
test.skip(isRemote, LOCAL_REASON);

const canaryTag = { tag: ['@shell', '@local'] };
const marked = 'Privacy Policy (canary)';
let tmp: string;
let root: string;
let shellDir: string;
let server: OwnServer;

/** `pnpm releases ...` against the canary's own shell: { status, output }. */
const releases = (...args: string[]) => runReleases(args, { SHELL_DIST: shellDir });
const status = async () => JSON.parse((await releases('status', root)).output);

/** The info release a page was composed with, from its inline remotes document. */
const infoRelease = (html: string) => /\/releases\/info\/([\w.-]+)\/remoteEntry\.js/.exec(html)?.[1];

let addresses = 0;
/**
 * A client address of its own, as the trusted proxy in front of the server reports it
 * (X-Forwarded-For, TRUST_PROXY=1): the canary weighs each address once per side (decision 108).
 */
const nextAddress = () => {
  addresses += 1;
  return `198.51.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};

/** A new visitor's first page, from its own address unless one is given: the release they were given. */
async function newVisitor(path = '/', address = nextAddress()) {
  const response = await fetch(`${server.url}${path}`, {
    headers: {
      'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/131 Mobile',
      'sec-fetch-site': 'none',
      'x-forwarded-for': address,
    },
  });
  return { release: infoRelease(await response.text()), response };
}
/** The page view token in a page's Server-Timing, if it has one. */
const viewToken = (response: Response) =>
  /canary;desc="([^"]+)"/.exec(response.headers.get('server-timing') ?? '')?.[1];

test.beforeAll(async () => {
  test.setTimeout(180_000);
  tmp = makeTempDir('canary');
  root = join(tmp, 'root');
  shellDir = snapshot(join(workspaceRoot, 'shell/dist'), join(tmp, 'shell'), 'frames/index.html');
  const { installRelease, switchLive } = await import('@chardham/platform/releases');
  for (const slice of slices) installRelease(root, slice, 'v1', join(workspaceRoot, `mfe-${slice}/dist`));
  switchLive(root, Object.fromEntries(slices.map((s) => [s, 'v1'])));
  const info = join(workspaceRoot, 'mfe-info/dist');
  // v2: the privacy policy's title marked, in its HTML and its code, as a rebuild would.
  patchRelease(info, join(tmp, 'build/v2'), 'Privacy Policy', marked);
  // v3: its privacy-policy module throws as it runs (its title is a template literal there).
  patchRelease(info, join(tmp, 'build/v3'), 'Privacy Policy', throwsAsItRuns('v3'));
  // hindi-gap: one Hindi fragment missing.
  snapshot(info, join(tmp, 'build/hindi-gap'), 'remoteEntry.js');
  rmSync(join(tmp, 'build/hindi-gap/html/hi/privacy-policy/body.html'));
  server = await startServer({
    SHELL_DIST: shellDir,
    RELEASES_ROOT: root,
    CANDIDATES: 'on',
    CANDIDATES_SECRET: LOCAL_CANDIDATES_SECRET,
    // A stepped canary's step passes after this many canary page views (100 by default).
    CANARY_STEP_MIN_PAGE_VIEWS: '10',
    // The test is the proxy in front: its X-Forwarded-For names each visitor's address.
    TRUST_PROXY: '1',
  });
});

test.afterAll(async () => {
  await server?.stop();
  if (tmp) removeAll(tmp);
});

test(
  'a release with one Hindi fragment missing is refused by install, verify and switch, naming the file',
  canaryTag,
  async () => {
    const refused = await releases('install', root, 'info', 'hindi-gap', join(tmp, 'build/hindi-gap'));
    expect(refused.status).toBe(1);
    expect(refused.output).toContain('info/hindi-gap: html/hi/privacy-policy/body.html is missing');
    // Refused at install, it is not left behind: nothing can switch to it.
    expect((await releases('switch', root, 'info=hindi-gap')).output).toContain(
      'releases/info/hindi-gap/remoteEntry.js is missing',
    );
    // Installed by hand (copied without the tools), verify and switch still refuse it.
    cpSync(join(tmp, 'build/hindi-gap'), join(root, 'releases/info/hindi-gap'), { recursive: true });
    const verify = await releases('verify', root, 'info', 'hindi-gap');
    expect(verify.status).toBe(1);
    expect(verify.output).toContain('html/hi/privacy-policy/body.html is missing');
    expect(verify.output).toContain('still has __SLICE_BASE__');
    const switched = await releases('switch', root, 'info=hindi-gap');
    expect(switched.status).toBe(1);
    expect(switched.output).toContain('html/hi/privacy-policy/body.html is missing');
    expect((await status()).live.info).toBe('v1');

    for (const id of ['v2', 'v3'])
      expect((await releases('install', root, 'info', id, join(tmp, `build/${id}`))).status).toBe(0);
    expect((await releases('verify', root, 'info', 'v2')).output).toContain(
      'info/v2 fits the live composition',
    );
  },
);

test('a good release at 30% reaches between 20% and 40% of 200 new visitors', canaryTag, async () => {
  const started = await releases('canary', root, 'info=v2', '30');
  expect(started.status, started.output).toBe(0);
  let onCanary = 0;
  for (let i = 0; i < 200; i++) {
    const { release, response } = await newVisitor();
    const side = release === 'v2' ? 'canary' : 'live';
    expect(response.headers.get('set-cookie')).toContain(`.${side};`);
    expect(response.headers.get('vary')).toContain('Cookie');
    if (side === 'canary') {
      onCanary += 1;
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    }
  }
  expect(onCanary).toBeGreaterThanOrEqual(40);
  expect(onCanary).toBeLessThanOrEqual(80);
  test
    .info()
    .annotations.push({ type: 'new visitors on the canary at 30 %', description: `${onCanary} of 200` });
  // Crawlers and link previews always get live.
  const crawler = await fetch(`${server.url}/`, { headers: { 'user-agent': 'WhatsApp/2.23.20.0 A' } });
  expect(infoRelease(await crawler.text())).toBe('v1');
  expect(crawler.headers.get('set-cookie')).toBeNull();
});

/**
 * A new visitor on the canary's side, in a browser of their own: new visitors are drawn (a cheap
 * request each) until one is given the canary, and the browser carries the cookie that visitor was
 * given, as if it had made that first request itself.
 */
async function canaryVisitor(browser: Browser, path: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const { release, response } = await newVisitor(path);
    if (release !== 'v2') continue;
    const [pair] = (response.headers.get('set-cookie') ?? '').split(';');
    const [name, value] = (pair ?? '').split('=');
    if (!name || !value) throw new Error('a canary visitor was given no release cookie');
    const context = await browser.newContext();
    await context.addCookies([{ name, value, url: server.url }]);
    const page = await context.newPage();
    return { context, page };
  }
  throw new Error('100 new visitors and none on the canary at 30%');
}

/** The app has taken over the page: a tap from here on is the app's, not a full page load's. */
const appLive = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-app-ready', '');

test(
  'a visitor keeps their release across 10 navigations, with one release’s code and no hydration error',
  canaryTag,
  async ({ browser }) => {
    const { context, page } = await canaryVisitor(browser, '/');
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    const infoCode: string[] = [];
    page.on('request', (r) => {
      const found = /\/releases\/info\/([\w.-]+)\//.exec(r.url());
      if (found?.[1]) infoCode.push(found[1]);
    });
    const footer = page.getByRole('contentinfo');
    for (let i = 0; i < 10; i++) {
      if (i % 2 === 0) {
        // Server HTML: a full page load.
        const response = await page.goto(`${server.url}${href.privacyPolicy()}`);
        expect(infoRelease((await response?.text()) ?? '')).toBe('v2');
        await appLive(page);
      } else {
        // Client navigations in the live app: home, then the footer's link back to the policy.
        await page.getByRole('banner').getByRole('link').first().click();
        await expect.poll(() => new URL(page.url()).pathname).toBe('/');
        // As a visitor does, the footer's link is tapped on the landing page as it stands, not while
        // its enquiry form is still arriving above the footer.
        await expect(page.locator('#contact form')).toBeVisible({ timeout: 20_000 });
        await footer.getByRole('link', { name: 'Privacy Policy', exact: true }).click();
        await expect(page).toHaveURL(/\/privacy-policy$/);
      }
      await expect(page.getByRole('heading', { level: 1, name: marked })).toBeVisible({ timeout: 20_000 });
    }
    expect(new Set(infoCode)).toEqual(new Set(['v2']));
    expect(errors.filter((e) => /418|425|hydrat/i.test(e))).toEqual([]);
    await context.close();
  },
);

test('a candidate (QA) applies on top of either side of a running canary', canaryTag, async () => {
  const page = (side: string, candidate?: string) =>
    fetch(
      candidate
        ? candidateLink(server.url, candidate, LOCAL_CANDIDATES_SECRET, href.privacyPolicy())
        : `${server.url}${href.privacyPolicy()}`,
      {
        headers: { cookie: `chardham_release=any.${side}` },
      },
    ).then(async (response) => ({
      release: infoRelease(await response.text()),
      cacheControl: response.headers.get('cache-control'),
    }));
  expect(await page('canary')).toMatchObject({ release: 'v2' });
  expect(await page('live')).toMatchObject({ release: 'v1' });
  expect(await page('canary', 'info=/releases/info/v1/remoteEntry.js')).toEqual({
    release: 'v1',
    cacheControl: 'private, no-store',
  });
  expect(await page('live', 'info=/releases/info/v2/remoteEntry.js')).toMatchObject({
    release: 'v2',
  });
});

test('promote and abort take effect on the next request', canaryTag, async () => {
  expect((await releases('promote', root)).status).toBe(0);
  for (let i = 0; i < 10; i++) expect((await newVisitor()).release).toBe('v2');
  expect(await status()).toMatchObject({
    live: { info: 'v2' },
    canary: null,
    last: { outcome: 'promoted', release: 'v2' },
  });

  expect((await releases('switch', root, 'info=v1')).status).toBe(0);
  expect((await releases('canary', root, 'info=v2', '100')).status).toBe(0);
  expect((await newVisitor()).release).toBe('v2');
  expect((await releases('abort', root)).output).toContain('aborted info/v2');
  for (let i = 0; i < 10; i++) expect((await newVisitor()).release).toBe('v1');
  // A visitor who was on the canary is back on live too.
  const returning = await fetch(`${server.url}/`, { headers: { cookie: 'chardham_release=any.canary' } });
  expect(infoRelease(await returning.text())).toBe('v1');
});

/** A browser's report that the info slice failed at `release`, with a page view's token or none. */
const failureReport = (release: string, view?: string) =>
  JSON.stringify({
    route: href.privacyPolicy(),
    lang: 'en',
    view,
    failures: [{ slice: 'info', release, kind: 'render-error' }],
  });
const postReport = (body: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/report`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress(), ...headers },
    body,
  });
const metricsText = async () => (await fetch(`${server.url}/metrics`)).text();

test(
  'pinned page views, a script at one address and another site decide nothing: a good canary keeps running',
  canaryTag,
  async ({ browser }) => {
    expect((await releases('canary', root, 'info=v2', '10')).status).toBe(0);
    // QA's pin puts anyone on a side, and weighs nothing: 30 canary page views, none with a token,
    // each followed by a report of its failure (with a token made up, or none).
    for (let i = 0; i < 30; i++) {
      const page = await fetch(`${server.url}${href.privacyPolicy()}`, {
        headers: { cookie: 'chardham_release=any.canary', 'x-forwarded-for': nextAddress() },
      });
      expect(infoRelease(await page.text())).toBe('v2');
      expect(viewToken(page)).toBeUndefined();
      const made = i % 2 ? `${Buffer.from('{"v":"x","c":"y"}').toString('base64url')}.c2lnbmVk` : undefined;
      expect((await postReport(failureReport('v2', made))).status).toBe(204);
    }
    // A script at one address needs no pin: 150 new visits, about 15 of them drawn to the canary,
    // each reported failing with its own page view's real token. The address weighs once per side.
    const script = '203.0.113.66';
    let scriptCanaryViews = 0;
    for (let i = 0; i < 150; i++) {
      const { release, response } = await newVisitor(href.privacyPolicy(), script);
      const token = viewToken(response);
      expect(token).toBeTruthy();
      if (release !== 'v2') continue;
      scriptCanaryViews += 1;
      expect((await postReport(failureReport('v2', token), { 'x-forwarded-for': script })).status).toBe(204);
    }
    expect(scriptCanaryViews).toBeGreaterThan(1);
    // Another site's page makes its visitors' browsers post the same (localhost is another site
    // than 127.0.0.1, on this machine's own network as a page on the visitor's would be).
    const elsewhere = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<!doctype html><title>elsewhere</title>');
    });
    await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`http://localhost:${(elsewhere.address() as AddressInfo).port}/`);
    await page.evaluate(
      async ({ url, body }) => {
        navigator.sendBeacon(url, new Blob([body], { type: 'text/plain' }));
        await fetch(url, {
          method: 'POST',
          mode: 'no-cors',
          body,
          headers: { 'content-type': 'text/plain' },
        });
        await fetch(url, { method: 'POST', body, headers: { 'content-type': 'application/json' } }).catch(
          () => 'refused by the browser: no CORS',
        );
      },
      { url: `${server.url}/report`, body: failureReport('v2') },
    );
    await context.close();
    elsewhere.close();
    await expect
      .poll(async () =>
        metricSample(await metricsText(), 'reports_refused_total', { reason: 'content-type' }),
      )
      .toBeGreaterThanOrEqual(2);

    const metrics = await metricsText();
    const reports = (verdict: string) =>
      metricSample(metrics, 'canary_reports_total', { slice: 'info', release: 'v2', verdict });
    expect(reports('unverified')).toBe(30);
    expect(reports('counted')).toBe(1);
    expect(reports('repeated')).toBe(scriptCanaryViews - 1);
    expect((await status()).canary).toMatchObject({ release: 'v2' });
    // The script's address: one canary page view, one failure; nothing of the pinned views (the
    // server writes its counts for status within a second).
    await expect.poll(async () => (await status()).canary?.counts.canary).toEqual({ views: 1, failures: 1 });
    expect((await releases('abort', root)).status).toBe(0);
  },
);

test(
  'a release whose page module throws, canaried at 50%, is aborted by the server from browsers’ reports',
  canaryTag,
  async ({ browser }) => {
    test.setTimeout(240_000);
    expect((await releases('canary', root, 'info=v3', '50')).status).toBe(0);
    // Someone at one address blames live to keep the canary running: reports with no token, and
    // reports with the real tokens of 10 live page views fetched for the purpose. The address
    // weighs once: one live failure.
    const blamer = '203.0.113.99';
    for (let blamed = 0; blamed < 10; ) {
      const { release, response } = await newVisitor(href.privacyPolicy(), blamer);
      if (release !== 'v1') continue;
      blamed += 1;
      const headers = { 'x-forwarded-for': blamer };
      expect((await postReport(failureReport('v1', viewToken(response)), headers)).status).toBe(204);
      expect((await postReport(failureReport('v1'), headers)).status).toBe(204);
    }
    let visitors = 0;
    while ((await status()).canary && visitors < 120) {
      visitors += 1;
      // Real browsers, each from an address of its own (its page views and its reports alike).
      const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': nextAddress() } });
      const page = await context.newPage();
      await page.goto(`${server.url}${href.privacyPolicy()}`);
      // A visitor on v3 meets its failure; their browser reports it.
      await page.locator('[data-slice-fallback="info"], h1').first().waitFor({ timeout: 20_000 });
      await page.waitForTimeout(1200);
      await context.close();
    }
    const after = await status();
    expect(after.canary).toBeNull();
    expect(after.last).toMatchObject({ outcome: 'aborted', release: 'v3', by: 'reference server' });
    expect(after.last.reason).toMatch(/^canary info\/v3 failed on \d+ of \d+ page views/);
    expect(after.last.counts.live.failures).toBe(1);
    // Within what bench:canary predicts for a canary failing half its pages or more (p95: 15).
    expect(after.last.counts.canary.views).toBeGreaterThanOrEqual(5);
    expect(after.last.counts.canary.views).toBeLessThanOrEqual(15);
    expect(server.log().some((l) => String(l.msg).startsWith('canary aborted: canary info/v3'))).toBe(true);
    const metrics = await (await fetch(`${server.url}/metrics`)).text();
    expect(metrics).toMatch(/canary_aborts_total\{slice="info",release="v3"\} 1/);
    for (let i = 0; i < 20; i++) expect((await newVisitor()).release).toBe('v1');
    test.info().annotations.push({
      type: 'page views before the abort',
      description: String(after.last.counts.canary.views),
    });
  },
);

test(
  'a good canary with steps is raised step by step and promoted by the server itself',
  canaryTag,
  async () => {
    test.setTimeout(180_000);
    const started = await releases('canary', root, 'info=v2', '--steps', '20,60', '--every', '2s');
    expect(started.status, started.output).toBe(0);
    expect((await status()).canary).toMatchObject({
      release: 'v2',
      percent: 20,
      step: '1 of 2',
      steps: [20, 60],
    });
    const shares = new Set<number>();
    let visitors = 0;
    // New visitors keep coming; the server steps the canary when each step has had its time and
    // enough canary page views, then promotes it.
    for (
      let current = (await status()).canary;
      current && visitors < 600;
      current = (await status()).canary
    ) {
      shares.add(current.percent);
      expect(current.analysis.verdict).not.toBe('failing');
      for (let i = 0; i < 10; i++, visitors++) await newVisitor();
    }
    const after = await status();
    expect(after.canary).toBeNull();
    expect(after.live.info).toBe('v2');
    expect(after.last).toMatchObject({ outcome: 'promoted', release: 'v2', by: 'reference server' });
    expect(after.last.reason).toContain('passed every step');
    expect([...shares]).toEqual([20, 60]);
    // The server writes its log lines as it steps; they reach this test a moment after the files.
    const log = () => server.log().map((l) => String(l.msg));
    await expect.poll(log).toContain('canary promoted after its last step: info/v2 is live');
    expect(log()).toContain('canary stepped to 60%');
    expect(await metricsText()).toMatch(/canary_promotions_total\{slice="info",release="v2"\} 1/);
    for (let i = 0; i < 10; i++) expect((await newVisitor()).release).toBe('v2');
    test.info().annotations.push({ type: 'new visitors until promotion', description: String(visitors) });
  },
);
