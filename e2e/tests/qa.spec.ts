// QA's three ways to run the suite, proven on this machine: against another deployment of the build
// (BASE_URL) and with a slice's candidate release (CANDIDATE), each run as a Playwright of its own
// (docs/decisions/068-qa-against-deployments.md).
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { candidateLink } from '@chardham/platform/candidate-link';
import { BROKEN, brokenPackagesRelease } from '../support/candidate';
import { makeTempDir, type OwnServer, removeAll, startServer } from '../support/deploy';
import { expect, expectPageHeading, test } from '../support/fixtures';
import { freePort } from '../support/nginx';
import { pages } from '../support/site';
import { runSuite } from '../support/suite-run';
import { LOCAL_CANDIDATES_SECRET, LOCAL_REASON } from '../support/target';

// Each test runs part of the suite again in a child run of its own, one worker long: ten minutes, as
// a loaded two-core machine took five for the three specs of the first (fresh clone, 2026-11-28).
test.describe.configure({ timeout: 600_000 });

let servers: OwnServer[] = [];
let dirs: string[] = [];
test.afterEach(async ({ page }) => {
  // The page first: its idle warming would otherwise reach a stopped server and log the refusal.
  await page.close();
  await Promise.all(servers.map((s) => s.stop()));
  removeAll(...dirs);
  servers = [];
  dirs = [];
});
const own = async (env: Record<string, string>) => {
  const server = await startServer(env);
  servers.push(server);
  return server;
};
const tempDir = (name: string) => {
  const dir = makeTempDir(name);
  dirs.push(dir);
  return dir;
};

/** A "Supabase project" that fails on any hit and remembers it. */
async function tripwire(): Promise<{ url: string; hits: string[]; server: Server }> {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    res.writeHead(500).end();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, hits, server };
}

test('the suite passes against another deployment of the build, and its Supabase is never reached', {
  tag: ['@shell', '@local'],
}, async ({ request }) => {
  const supabase = await tripwire();
  try {
    const site = await own({ SUPABASE_URL: supabase.url, SUPABASE_ANON_KEY: 'another-projects-anon-key' });
    const config = await (await request.get(`${site.url}/runtime-config.json`)).json();
    expect(config.supabaseUrl).toBe(supabase.url);

    // Every form that writes to Supabase, and the header checks that need the local server.
    const run = await runSuite(tempDir('qa-remote'), { BASE_URL: site.url }, [
      'tests/enquiry.spec.ts',
      'tests/info-waitlist.spec.ts',
      'tests/deploy-headers.spec.ts',
    ]);
    expect(run.stats.unexpected, run.output).toBe(0);
    expect(run.stats.expected).toBeGreaterThanOrEqual(15);
    const skipped = run.results.filter((r) => r.status === 'skipped');
    expect(skipped.length).toBe(5);
    for (const test of skipped) expect(test.annotations, test.title).toContain(LOCAL_REASON);
    expect(supabase.hits, 'requests that reached the Supabase project').toEqual([]);
  } finally {
    supabase.server.close();
  }
});

test('a broken candidate fails the suite for the browser that asks; visitors keep the live release', {
  tag: ['@packages', '@local'],
}, async ({ page, browser }) => {
  const releases = tempDir('qa-releases');
  brokenPackagesRelease(join(releases, 'packages/5f3e9a1'));
  const staging = await own({
    CANDIDATES: 'on',
    CANDIDATES_SECRET: LOCAL_CANDIDATES_SECRET,
    RELEASES_DIR: releases,
  });
  const entry = '/releases/packages/5f3e9a1/remoteEntry.js';

  const run = await runSuite(
    tempDir('qa-candidate'),
    { BASE_URL: staging.url, CANDIDATE: `packages=${entry}`, CANDIDATES_SECRET: LOCAL_CANDIDATES_SECRET },
    ['tests/packages.spec.ts', '--grep', 'lists every package'],
  );
  expect(run.stats.expected).toBe(0);
  expect(run.stats.unexpected, run.output).toBe(1);
  expect(run.results.find((r) => r.status === 'unexpected')?.title).toMatch(/^lists every package/);

  // A QA browser that asks sees the candidate's failure: the slice's fallback.
  const qa = await browser.newContext();
  const qaPage = await qa.newPage();
  const logged: string[] = [];
  qaPage.on('console', (message) => logged.push(message.text()));
  qaPage.on('pageerror', (error) => logged.push(error.message));
  await qaPage.goto(
    candidateLink(staging.url, `packages=${entry}`, LOCAL_CANDIDATES_SECRET, pages.packages.url),
  );
  await expect(qaPage.locator('[data-slice-fallback="packages"]')).toBeVisible();
  expect(logged.join('\n')).toContain(BROKEN);
  await qa.close();

  // Meanwhile a visitor of the same server gets the live release.
  await page.goto(`${staging.url}${pages.packages.url}`);
  await expectPageHeading(page, pages.packages.heading);
  const remotes = await page.evaluate(() => fetch('/remotes.json').then((r) => r.json()));
  expect(remotes.remotes.packages.entry).toBe('/remotes/packages/remoteEntry.js');
});

test('a candidate probe toward a foreign origin, signed or not, brings none of its markup and sends it nothing', {
  tag: ['@shell', '@local'],
}, async ({ page }) => {
  // The "foreign" origin: any path answers markup that must never reach a page, and is remembered.
  const asked: string[] = [];
  const foreign = createServer((req, res) => {
    asked.push(`${req.method} ${req.url}`);
    res.writeHead(200, { 'Content-Type': 'text/html' }).end('<h1 id="foreign">FOREIGN MARKUP</h1>');
  });
  await new Promise<void>((done) => foreign.listen(0, '127.0.0.1', done));
  const address = foreign.address();
  const host = `127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    const staging = await own({ CANDIDATES: 'on', CANDIDATES_SECRET: LOCAL_CANDIDATES_SECRET });
    const entries = [
      `/\t/${host}/x/remoteEntry.js`,
      `/\n/${host}/x/remoteEntry.js`,
      `/\\${host}/x/remoteEntry.js`,
      `//${host}/x/remoteEntry.js`,
      `http://${host}/x/remoteEntry.js`,
    ];
    for (const entry of entries) {
      for (const url of [
        candidateLink(staging.url, `packages=${entry}`, LOCAL_CANDIDATES_SECRET, pages.packages.url),
        `${staging.url}${pages.packages.url}?candidate=${encodeURIComponent(`packages=${entry}`)}`,
      ]) {
        await page.goto(url);
        await expectPageHeading(page, pages.packages.heading);
        await expect(page.locator('#foreign')).toHaveCount(0);
        expect(await page.content(), JSON.stringify(entry)).not.toContain('FOREIGN MARKUP');
        const remotes = await page.evaluate(() => fetch('/remotes.json').then((r) => r.json()));
        expect(remotes.remotes.packages.entry, JSON.stringify(entry)).toBe(
          '/remotes/packages/remoteEntry.js',
        );
      }
    }
    expect(asked, 'requests that reached the foreign origin').toEqual([]);
  } finally {
    foreign.close();
  }
});

test('an override naming another origin, or sent to a production deployment, is ignored', {
  tag: ['@shell', '@local'],
}, async ({ page }) => {
  const releases = tempDir('qa-ignored');
  const broken = brokenPackagesRelease(join(releases, 'packages/5f3e9a1'));
  // The broken release, on an origin no deployment here allows.
  const cdn = await own({ SERVE_MOUNTS: JSON.stringify({ '/packages/5f3e9a1/': broken }) });
  const staging = await own({ CANDIDATES: 'on', CANDIDATES_SECRET: LOCAL_CANDIDATES_SECRET });
  const port = await freePort();
  const production = await own({
    NODE_ENV: 'production',
    PORT: String(port),
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    RELEASES_DIR: releases,
    // A key whose JWT role is anon, as production insists on.
    SUPABASE_ANON_KEY: `e30.${Buffer.from('{"role":"anon"}').toString('base64url')}.sig`,
  });

  for (const [site, entry] of [
    [staging.url, `${cdn.url}/packages/5f3e9a1/remoteEntry.js`],
    [production.url, '/releases/packages/5f3e9a1/remoteEntry.js'],
  ] as const) {
    const response = await page.goto(
      candidateLink(site, `packages=${entry}`, LOCAL_CANDIDATES_SECRET, pages.packages.url),
    );
    expect(response?.headers()['set-cookie'] ?? '', site).not.toContain(`packages`);
    await expectPageHeading(page, pages.packages.heading);
    await expect(page.locator('[data-slice-fallback]')).toHaveCount(0);
    const remotes = await page.evaluate(() => fetch('/remotes.json').then((r) => r.json()));
    expect(remotes.remotes.packages.entry, site).toBe('/remotes/packages/remoteEntry.js');
  }
});
