import { execFile } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { href } from '@chardham/shared/routes';
import autocannon from 'autocannon';
import { platformCommand } from 'tools/platform';
import {
  buildShell,
  liveReleaseRoot,
  makeTempDir,
  type OwnServer,
  patchRelease,
  removeAll,
  runReleases,
  snapshot,
  startServer,
  throwsAsItRuns,
  workspaceRoot,
} from '../support/deploy';
import { expect, test } from '../support/fixtures';
import {
  followingNginx,
  type Haproxy,
  type Mtail,
  type NodeProcess,
  publisherKeys,
  releasesProcess,
  servePublished,
  startHaproxy,
  startMtail,
  until,
} from '../support/fleet';
import { metricSample } from '../support/metrics';
import type { Nginx } from '../support/nginx';
import { type Prometheus, startPrometheus } from '../support/prometheus';
import { isRemote, LOCAL_REASON, SIDE_COOKIE } from '../support/target';

// The site on a fleet (issue 46, docs/deploy.md "A fleet"): a root published once, two reference
// servers and one nginx host each following it into a root of their own (no shared disk), HAProxy
// in front checking /readyz, Prometheus scraping the servers (and mtail reading nginx's log), and
// the fleet's one judge reading the canary's counts from it.
test.describe.configure({ mode: 'serial' });
test.skip(isRemote, LOCAL_REASON);

const fleetTag = { tag: ['@shell', '@local'] };
const CANARY_SECRET = 'e2e-fleet-canary-secret-0123456789';
const METRICS_TOKEN = 'e2e-fleet-metrics-token';
let tmp: string;
let root: string;
let published: { url: string; stop: () => Promise<void> };
/** The packages team's own origin: a published root of theirs, which browsers read too. */
let packagesOrigin: { url: string; stop: () => Promise<void> };
let packagesOriginDown = false;
const servers: OwnServer[] = [];
let killed: OwnServer | undefined;
let nginxHost: { nginx: Nginx; follower: NodeProcess; metrics: string; mtailPort: number };
let mtail: Mtail;
let prometheus: Prometheus;
let judge: NodeProcess;
let haproxy: Haproxy;
/** The publisher's key pair (docs/deploy.md): it signs composition.json, every follower checks it. */
let keys: { signing: string; verifying: string };
/** composition.json as first published, signed: put back later, it must not be followed. */
let firstDocument: string;
const signingKeyBefore = process.env.RELEASES_SIGNING_KEY;

/** Each server of the fleet by name, with its own root. */
const fleet = () => [
  ...servers.map((server, i) => ({
    name: `server ${'ab'[i]}`,
    url: server.url,
    root: join(tmp, 'ab'[i] ?? ''),
  })),
  { name: 'nginx', url: nginxHost.nginx.url, root: join(tmp, 'n/root') },
];
const releases = (...args: string[]) => runReleases(args);
const publishedText = () => readFileSync(join(root, 'composition.json'), 'utf8');
/** What the publisher's composition.json says: its signed part. */
const publishedDocument = () => JSON.parse(publishedText()).signed;

/** The info release a server composes for a new visitor (no cookie): what its remotes.json names. */
async function liveInfo(url: string) {
  const text = await (await fetch(`${url}/remotes.json`)).text();
  return /\/releases\/info\/([\w.-]+)\/remoteEntry\.js/.exec(text)?.[1];
}

/**
 * A new visitor's first page from `url`: the info release they got, and whether they were drawn. A
 * browser sends a GET once more when the kept-alive connection it reused was closed under it, as an
 * nginx host's reload does to its old workers' idle connections (its follower reloads it when a
 * canary starts): so does this visitor. A server that is down still fails it.
 */
let addresses = 0;
/**
 * A client address of its own, as a trusted proxy reports it (X-Forwarded-For: HAProxy appends its
 * own hop, and the servers trust this machine): a canary weighs each address once per side.
 */
const nextAddress = () => {
  addresses += 1;
  return `198.51.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};

async function newVisitor(url: string, path = '/') {
  const address = nextAddress();
  const ask = () =>
    fetch(`${url}${path}`, {
      headers: {
        'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/131 Mobile',
        'sec-fetch-site': 'none',
        'x-forwarded-for': address,
      },
    });
  const response = await ask().catch(ask);
  const html = await response.text();
  return {
    release: /\/releases\/info\/([\w.-]+)\/remoteEntry\.js/.exec(html)?.[1],
    drawn: (response.headers.get('set-cookie') ?? '').includes(`${SIDE_COOKIE}=`),
  };
}

/** How long after `since` each server of the fleet first showed `done`, polled every 50 ms. */
async function reachEveryServer(since: number, done: (url: string) => Promise<boolean>) {
  return Object.fromEntries(
    await Promise.all(
      fleet().map(async ({ name, url }) => {
        await until(
          done.bind(null, url),
          15_000,
          `${name} following the publisher (${name === 'nginx' ? nginxHost.follower.output().slice(-3000) : ''})`,
        );
        return [name, Date.now() - since] as const;
      }),
    ),
  );
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  tmp = makeTempDir('fleet');
  // nginx workers may run as an unprivileged user: they must be able to read the releases.
  chmodSync(tmp, 0o755);
  keys = publisherKeys(join(tmp, 'keys'));
  // The publisher's every change is signed: pnpm releases, the judge, and this process's own.
  process.env.RELEASES_SIGNING_KEY = keys.signing;
  const shell = snapshot(join(workspaceRoot, 'shell/dist'), join(tmp, 'shell-build'), 'frames/index.html');
  // The publisher: every release installed once, in the one root the deployers change.
  root = await liveReleaseRoot(tmp, { s1: shell });
  const info = join(workspaceRoot, 'mfe-info/dist');
  patchRelease(info, join(tmp, 'build/v2'), 'Privacy Policy', 'Privacy Policy (v2)');
  patchRelease(info, join(tmp, 'build/v3'), 'Privacy Policy', 'Privacy Policy (v3)');
  patchRelease(info, join(tmp, 'build/v4'), 'Privacy Policy', 'Privacy Policy (v4)');
  patchRelease(info, join(tmp, 'build/broken'), 'Privacy Policy', throwsAsItRuns('broken'));
  for (const id of ['v2', 'v3', 'v4', 'broken']) {
    const installed = await releases('install', root, 'info', id, join(tmp, `build/${id}`));
    expect(installed.status, installed.output).toBe(0);
  }
  published = await servePublished(root);
  firstDocument = publishedText();
  packagesOrigin = await servePublished(join(tmp, 'packages-origin'), { cors: true });
  const slicesOrigin = new URL(packagesOrigin.url).origin;
  for (const name of ['a', 'b']) {
    servers.push(
      await startServer({
        RELEASES_ROOT: join(tmp, name),
        RELEASES_SOURCE: published.url,
        RELEASES_PUBLIC_KEY: keys.verifying,
        CANARY_SECRET,
        METRICS_TOKEN,
        TRUST_PROXY: '1',
        // remotes.json may name only the origins a server is told of.
        REMOTE_ORIGINS: slicesOrigin,
      }),
    );
  }
  nginxHost = await followingNginx(join(tmp, 'n'), published.url, {
    remoteOrigins: [slicesOrigin],
    publicKey: keys.verifying,
    metricsToken: METRICS_TOKEN,
  });
  for (const { name, url } of fleet()) {
    await until(async () => (await fetch(`${url}/readyz`)).status === 200, 30_000, `${name} ready`);
  }
  mtail = await startMtail({ log: nginxHost.nginx.log, port: nginxHost.mtailPort });
  prometheus = await startPrometheus({
    dir: join(tmp, 'prometheus'),
    targets: servers.map((s) => new URL(s.url).host),
    logTargets: [nginxHost.metrics],
    token: METRICS_TOKEN,
  });
  judge = releasesProcess(['judge', root, '--prometheus', prometheus.url], {
    CANARY_STEP_MIN_PAGE_VIEWS: '10',
  });
  haproxy = await startHaproxy({ servers: fleet().map(({ url }) => new URL(url).host) });
});

test.afterAll(async () => {
  await haproxy?.stop();
  await judge?.stop();
  await prometheus?.stop();
  await mtail?.stop();
  await nginxHost?.follower.stop();
  await nginxHost?.nginx.stop();
  for (const server of servers) if (server !== killed) await server.stop();
  await published?.stop();
  if (!packagesOriginDown) await packagesOrigin?.stop();
  if (tmp) removeAll(tmp);
  if (signingKeyBefore === undefined) delete process.env.RELEASES_SIGNING_KEY;
  else process.env.RELEASES_SIGNING_KEY = signingKeyBefore;
});

test(
  'every server follows the published root into its own, and a switch reaches every one within seconds',
  fleetTag,
  async () => {
    // Each server's live info release is a folder on its own disk, fetched from the publisher.
    for (const { name, root: own } of fleet()) {
      expect(realpathSync(join(own, 'live/info')), name).toBe(join(realpathSync(own), 'releases/info/v1'));
    }
    const switched = await releases('switch', root, 'info=v2');
    expect(switched.status, switched.output).toBe(0);
    const since = Date.now();
    const reached = await reachEveryServer(since, async (url) => (await liveInfo(url)) === 'v2');
    // Through the balancer, every answer is the new release.
    for (let i = 0; i < 6; i++) expect((await newVisitor(haproxy.url)).release).toBe('v2');
    test.info().annotations.push({ type: 'switch reached (ms)', description: JSON.stringify(reached) });
  },
);

/** A reference server started with `env` that is expected to refuse: its exit status and stderr. */
function runServerOnce(env: Record<string, string>) {
  return new Promise<{ status: number | null; output: string }>((done) => {
    const child = execFile(
      process.execPath,
      [platformCommand('serve')],
      {
        env: { ...process.env, PORT: '0', ...env },
        timeout: 20_000,
      },
      (_error, _stdout, stderr) => done({ status: child.exitCode, output: stderr }),
    );
  });
}

/** Each server's last look at the source, and the serial it follows, from its /metrics. */
async function sourceState(url: string) {
  const text = await (
    await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  const gauge = (name: string) =>
    Number(/^(\S+) (\S+)$/m.exec(text.split('\n').find((l) => l.startsWith(`${name} `)) ?? '')?.[2]);
  return { up: gauge('composition_source_up'), serial: gauge('composition_serial') };
}

test(
  'a composition.json edited after signing, or an older signed one put back, is followed by no server',
  fleetTag,
  async () => {
    test.setTimeout(120_000);
    const genuine = publishedText();
    const { serial, live } = JSON.parse(genuine).signed;
    expect(live.info).toBe('v2');
    const references = () => servers.map((server) => server.url);
    /** Serves `text` as the publisher's document until every follower has refused it with `problem`. */
    async function refusedEverywhere(text: string, problem: string) {
      writeFileSync(join(root, 'composition.json'), text);
      for (const url of references())
        await until(async () => (await sourceState(url)).up === 0, 15_000, `${url} refusing the document`);
      await until(() => nginxHost.follower.output().includes(problem), 15_000, 'the nginx host refusing it');
      for (const { name, url } of fleet()) expect(await liveInfo(url), name).toBe('v2');
      for (const url of references()) expect((await sourceState(url)).serial).toBe(serial);
    }
    try {
      // Whoever can write to the static host points info back at v1, keeping the signature.
      const edited = JSON.parse(genuine);
      edited.signed.live.info = 'v1';
      await refusedEverywhere(JSON.stringify(edited), 'changed after signing');
      // The first document the publisher signed, genuine but older, put back in its place.
      expect(JSON.parse(firstDocument).signed.serial).toBeLessThan(serial);
      await refusedEverywhere(firstDocument, `is older than the ${serial} this server follows`);
    } finally {
      writeFileSync(join(root, 'composition.json'), genuine);
    }
    for (const url of references())
      await until(async () => (await sourceState(url)).up === 1, 15_000, `${url} following again`);
  },
);

test(
  "a server or an nginx host without the publisher's public key does not start following",
  fleetTag,
  async () => {
    const server = await runServerOnce({
      RELEASES_ROOT: join(tmp, 'keyless'),
      RELEASES_SOURCE: published.url,
      CANARY_SECRET,
      METRICS_TOKEN,
      TRUST_PROXY: '1',
    });
    expect(server.status).toBe(1);
    expect(server.output).toMatch(/^Cannot start: RELEASES_SOURCE needs RELEASES_PUBLIC_KEY/m);
    const follower = await runReleases(['follow', published.url, join(tmp, 'keyless-nginx')], {
      RELEASES_PUBLIC_KEY: '',
    });
    expect(follower.status).toBe(1);
    expect(follower.output).toContain('RELEASES_SOURCE needs RELEASES_PUBLIC_KEY');
    expect(existsSync(join(tmp, 'keyless-nginx', 'live'))).toBe(false);
  },
);

test(
  'a broken canary is aborted for the whole fleet after real browsers meet it, and no new visitor gets it after',
  fleetTag,
  async ({ browser, consoleErrors }) => {
    test.setTimeout(240_000);
    const began = Date.now();
    const started = await releases('canary', root, 'info=broken', '50');
    expect(started.status, started.output).toBe(0);
    await reachEveryServer(Date.now(), async (url) => {
      for (let i = 0; i < 20; i++) if ((await newVisitor(url)).release === 'broken') return true;
      return false;
    });
    let visitors = 0;
    while (publishedDocument().canary && visitors < 80) {
      visitors += 1;
      // Real browsers, each from an address of its own.
      const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': nextAddress() } });
      const page = await context.newPage();
      await page.goto(`${haproxy.url}${href.privacyPolicy()}`);
      await page.locator('[data-slice-fallback="info"], h1').first().waitFor({ timeout: 20_000 });
      await page.waitForTimeout(1200);
      await context.close();
    }
    const abortedAfter = Date.now() - began;
    // The failures the canary's visitors met.
    consoleErrors.splice(0);
    const document = publishedDocument();
    expect(document.canary).toBeNull();
    expect(document.ended).toMatchObject({ outcome: 'aborted', slice: 'info', release: 'broken' });
    expect(document.ended.reason).toMatch(
      /^canary info\/broken on chardham: failed on \d+ of \d+ page views/,
    );
    const history = JSON.parse(
      readFileSync(join(root, 'canary-history', `${document.ended.id}.json`), 'utf8'),
    );
    expect(history.by).toBe('fleet judge');
    // Every server follows: a new visitor on any of them gets live, and is not drawn.
    const since = Date.now();
    const reached = await reachEveryServer(since, async (url) => !(await newVisitor(url)).drawn);
    for (const { url } of fleet()) {
      for (let i = 0; i < 10; i++) expect(await newVisitor(url)).toEqual({ release: 'v2', drawn: false });
    }
    // Each reference server counted the fleet's abort for the operators' alert.
    for (const server of servers) {
      const metrics = await (await fetch(`${server.url}/metrics`)).text();
      expect(metricSample(metrics, 'canary_aborts_total', { slice: 'info', release: 'broken' })).toBe(1);
    }
    test
      .info()
      .annotations.push(
        { type: 'browser visits until the abort', description: String(visitors) },
        { type: 'seconds from the canary to its abort', description: (abortedAfter / 1000).toFixed(1) },
        { type: 'canary page views the judge weighed', description: JSON.stringify(history.counts) },
        { type: 'abort reached (ms)', description: JSON.stringify(reached) },
      );
  },
);

test(
  'a canary of a release run again is judged on its own page views, not the last run’s',
  fleetTag,
  async () => {
    test.setTimeout(120_000);
    // info/broken's last run ended aborted, with its failures counted under that run's id.
    const before = publishedDocument().ended;
    expect(before).toMatchObject({ outcome: 'aborted', release: 'broken' });
    const judged = () =>
      judge
        .output()
        .split('\n')
        .filter((l) => l.includes('info/broken at 50%')).length;
    const judgedBefore = judged();
    const started = await releases('canary', root, 'info=broken', '50');
    expect(started.status, started.output).toBe(0);
    const run = publishedDocument().canary;
    expect(run.id).not.toBe(before.id);
    // Prometheus has this run's series (each server starts both sides at 0), and the judge has
    // looked at it since: no page view yet, so nothing to decide on.
    await until(
      async () =>
        (await prometheus.query(`sum(canary_page_views_total{job="chardham", canary="${run.id}"})`)).length >
        0,
      30_000,
      'Prometheus scraping the new run',
    );
    await until(
      () => judged() > judgedBefore,
      30_000,
      `the judge looking at the new run: ${judge.output().slice(-2000)}`,
    );
    const looks = judged();
    await until(
      () => judged() > looks || Date.now() - Date.parse(run.started ?? '0') > 6000,
      15_000,
      'two more seconds of judging',
    );
    expect(publishedDocument().canary?.id).toBe(run.id);
    expect((await releases('abort', root)).status).toBe(0);
    await reachEveryServer(Date.now(), async (url) => !(await newVisitor(url)).drawn);
  },
);

test(
  "a canary whose pages fail on the nginx host is aborted by the judge from nginx's log",
  fleetTag,
  async () => {
    test.setTimeout(120_000);
    const started = await releases('canary', root, 'info=v4', '50');
    expect(started.status, started.output).toBe(0);
    // The nginx host follows, then loses the canary's privacy-policy body from its own disk: its
    // pages on that side are composed without the region. Only its log says so.
    const nginxRoot = join(tmp, 'n/root');
    const body = join(nginxRoot, 'releases/info/v4/html/privacy-policy/body.html');
    await until(
      () => existsSync(join(nginxRoot, 'canary.json')) && existsSync(body),
      15_000,
      'nginx following',
    );
    rmSync(body);
    // New visitors at nginx, a few every 200 ms, until the judge has decided (its counts come
    // through a scrape of mtail every second).
    let visitors = 0;
    for (const deadline = Date.now() + 60_000; publishedDocument().canary && Date.now() < deadline; ) {
      await Promise.all(
        Array.from({ length: 5 }, () => newVisitor(nginxHost.nginx.url, href.privacyPolicy())),
      );
      visitors += 5;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const document = publishedDocument();
    expect(document.ended).toMatchObject({ outcome: 'aborted', release: 'v4' });
    expect(document.ended.reason).toMatch(
      /^canary info\/v4 on chardham-nginx-logs: failed on \d+ of \d+ page views/,
    );
    // What mtail read from nginx's log, as Prometheus has it.
    const views = await prometheus.query(
      'sum by (side) (canary_page_views_total{job="chardham-nginx-logs", release="v4"})',
    );
    expect(views.map((v) => v.metric.side).sort()).toEqual(['canary', 'live']);
    await reachEveryServer(Date.now(), async (url) => !(await newVisitor(url)).drawn);
    test.info().annotations.push({ type: 'nginx page views until the abort', description: String(visitors) });
  },
);

test('a good canary with steps is raised and promoted on every server by the judge', fleetTag, async () => {
  test.setTimeout(180_000);
  const started = await releases('canary', root, 'info=v3', '--steps', '20,60', '--every', '2s');
  expect(started.status, started.output).toBe(0);
  const shares = new Set<number>();
  let visitors = 0;
  for (let doc = publishedDocument(); doc.canary && visitors < 1500; doc = publishedDocument()) {
    shares.add(doc.canary.percent);
    await Promise.all(Array.from({ length: 10 }, () => newVisitor(haproxy.url)));
    visitors += 10;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const document = publishedDocument();
  expect(document).toMatchObject({ canary: null, live: { info: 'v3' }, ended: { outcome: 'promoted' } });
  expect([...shares]).toEqual([20, 60]);
  // Followed once a new visitor is no longer drawn (a canary's side would also show v3).
  const promoted = async (url: string) => {
    const visitor = await newVisitor(url);
    return visitor.release === 'v3' && !visitor.drawn;
  };
  const reached = await reachEveryServer(Date.now(), promoted);
  for (const { url } of fleet()) expect(await newVisitor(url)).toEqual({ release: 'v3', drawn: false });
  test
    .info()
    .annotations.push(
      { type: 'new visitors until promotion', description: String(visitors) },
      { type: 'promotion reached (ms)', description: JSON.stringify(reached) },
    );
});

test(
  "a slice served from its team's own origin: every server composes it from there, and with that origin down every server stays ready and shows the slice's fallback",
  fleetTag,
  async ({ browser, page }) => {
    test.setTimeout(180_000);
    // The packages team installs its release on its own origin, its fragments naming that origin.
    const base = `${packagesOrigin.url}releases/packages/o1/`;
    const onOrigin = await releases(
      'install',
      join(tmp, 'packages-origin'),
      'packages',
      'o1',
      join(workspaceRoot, 'mfe-packages/dist'),
      '--base',
      base,
    );
    expect(onOrigin.status, onOrigin.output).toBe(0);
    // The live shell was not built to load slices from there: the publisher refuses the release.
    const refused = await releases('install', root, 'packages', 'o1', packagesOrigin.url);
    expect(refused.status).toBe(1);
    expect(refused.output).toContain(
      `packages/o1: the live shell does not load slices from ${new URL(base).origin}: release a shell built with REMOTE_ORIGINS naming it`,
    );
    // A shell built with REMOTE_ORIGINS naming it goes live first.
    await buildShell(join(tmp, 'build/shell-s2'), { REMOTE_ORIGINS: new URL(base).origin });
    for (const step of [
      ['install', root, 'shell', 's2', join(tmp, 'build/shell-s2')],
      ['switch', root, 'shell=s2'],
    ]) {
      const done = await releases(...step);
      expect(done.status, done.output).toBe(0);
    }
    // The publisher checks it there, and keeps only where it is and what others are checked against.
    const installed = await releases('install', root, 'packages', 'o1', packagesOrigin.url);
    expect(installed.status, installed.output).toBe(0);
    expect(readdirSync(join(root, 'releases/packages/o1')).sort()).toEqual([
      'contracts.json',
      'mf-manifest.json',
      'origin.json',
    ]);
    const switched = await releases('switch', root, 'packages=o1');
    expect(switched.status, switched.output).toBe(0);
    const packagesPage = async (url: string, path: string = href.packages()) => {
      const response = await fetch(`${url}${path}`);
      return { status: response.status, html: await response.text() };
    };
    // Every server composes the packages region from the origin: its pictures are the origin's.
    await reachEveryServer(Date.now(), async (url) =>
      (await packagesPage(url)).html.includes(`${base}assets/`),
    );
    for (const { name, url } of fleet()) {
      const remotes = await (await fetch(`${url}/remotes.json`)).text();
      expect(remotes, name).toContain(`${base}remoteEntry.js`);
      const tour = await packagesPage(url, href.packageDetail('complete-chardham'));
      expect(tour.status, name).toBe(200);
      expect(tour.html, name).toContain(`${base}assets/`);
      // nginx cannot look on the origin for a package: it answers with the frame (decision 104).
      if (name !== 'nginx')
        expect((await packagesPage(url, href.packageDetail('no-such-tour'))).status, name).toBe(404);
    }
    // A browser runs the slice's code from its origin (CORS, the pages' CSP), with no console error.
    const entry = page.waitForResponse((r) => r.url() === `${base}remoteEntry.js`);
    await page.goto(`${haproxy.url}${href.packages()}`);
    expect((await entry).ok()).toBe(true);
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
    await expect(page.locator('[data-slice-fallback]')).toHaveCount(0);
    await expect(page.locator('a[href="/package/complete-chardham"]').first()).toBeVisible();

    // The origin goes down.
    const logBefore = haproxy.log().length;
    await packagesOrigin.stop();
    packagesOriginDown = true;
    // HAProxy checks /readyz every second and takes a server out after two failures: give it three.
    await new Promise((resolve) => setTimeout(resolve, 3500));
    for (const { name, url } of fleet()) {
      const ready = await fetch(`${url}/readyz`);
      expect(ready.status, name).toBe(200);
      if (name !== 'nginx')
        expect(await ready.text(), name).toMatch(/^ready; slices on other origins fail: packages /);
      const page = await packagesPage(url);
      expect(page.status, name).toBe(200);
      expect(page.html, name).not.toContain(`${base}assets/`);
      // The visitor gets the page with the slice's fallback, from every server.
      const context = await browser.newContext();
      const visitor = await context.newPage();
      await visitor.goto(`${url}${href.packages()}`);
      await expect(visitor.locator('[data-slice-fallback="packages"]'), name).toBeVisible({
        timeout: 20_000,
      });
      await expect(visitor.getByRole('navigation').first(), name).toBeVisible();
      await context.close();
    }
    expect(haproxy.log().slice(logBefore)).not.toMatch(/is DOWN/);
    for (let i = 0; i < 9; i++) expect((await packagesPage(haproxy.url)).status).toBe(200);
    for (const server of servers) {
      const metrics = await (await fetch(`${server.url}/metrics`)).text();
      expect(
        metricSample(metrics, 'slice_origin_up', { slice: 'packages', origin: new URL(base).origin }),
      ).toBe(0);
    }

    // The packages team's release goes back to this fleet's own disks.
    const back = await releases('switch', root, 'packages=v1');
    expect(back.status, back.output).toBe(0);
    await reachEveryServer(Date.now(), async (url) => !(await packagesPage(url)).html.includes(base));
  },
);

test('a server killed under load costs no visitor a failed request', fleetTag, async () => {
  test.setTimeout(60_000);
  const load = autocannon({
    url: haproxy.url,
    connections: 10,
    duration: 8,
    // A steady load, not all the machine can give: the suite's other worker runs browsers beside it.
    overallRate: 300,
    requests: [{ path: '/' }, { path: '/packages' }, { path: href.privacyPolicy() }],
  });
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const [victim] = servers;
  killed = victim;
  process.kill(victim?.pid ?? 0, 'SIGKILL');
  const result = await load;
  expect(result.requests.total).toBeGreaterThan(1000);
  expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx }).toEqual({
    errors: 0,
    timeouts: 0,
    non2xx: 0,
  });
  // HAProxy saw it go.
  expect(haproxy.log()).toMatch(/site-1 is DOWN/);
  expect(existsSync(join(tmp, 'a'))).toBe(true);
  test.info().annotations.push({
    type: 'requests under load, killed server',
    description: `${result.requests.total} requests, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
  });
});
