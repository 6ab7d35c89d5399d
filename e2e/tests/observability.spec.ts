import { readFileSync, renameSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import { createRowStore } from '@chardham/shared/testing';
import type { APIRequestContext, Page } from '@playwright/test';
import { tourInquiriesHandler } from 'mfe-enquiry/testing';
import {
  makeTempDir,
  type OwnServer,
  patchRelease,
  removeAll,
  slices,
  snapshot,
  startServer,
  throwsAsItRuns,
  workspaceRoot,
  writeRemotes,
} from '../support/deploy';
import { expect, test } from '../support/fixtures';
import { metricSample } from '../support/metrics';
import { type Prometheus, startPrometheus } from '../support/prometheus';
import { isRemote, LOCAL_REASON } from '../support/target';

// What operators see of what visitors meet (docs/observability.md), on an own instance of the
// reference server whose log and metrics this file reads: the live slices from the suite's build,
// the info slice from a release folder that a test can point at a broken release.
test.describe.configure({ mode: 'serial' });
test.skip(isRemote, LOCAL_REASON);

let tmp: string;
let server: OwnServer;
let remotesFile: string;
let prometheus: Prometheus;
const email = 'pilgrim.observed@example.com';
const PROMETHEUS_TOKEN = 'e2e-prometheus-scrape-token';
/** The server's operators read these signals; they need this file's own server (local only). */
const operators = { tag: ['@shell', '@local'] };

test.beforeAll(async () => {
  test.setTimeout(120_000);
  tmp = makeTempDir('observability');
  const mounts: Record<string, string> = {};
  for (const slice of slices) {
    mounts[`/remotes/${slice}/`] = snapshot(
      join(workspaceRoot, `mfe-${slice}/dist`),
      join(tmp, `live/${slice}`),
      'remoteEntry.js',
    );
  }
  // A release of the info slice whose privacy-policy module throws as it runs: its page title, a
  // template literal in the module, becomes an expression that throws.
  snapshot(join(workspaceRoot, 'mfe-info/dist'), join(tmp, 'releases/info/good1'), 'remoteEntry.js');
  patchRelease(
    join(tmp, 'releases/info/good1'),
    join(tmp, 'releases/info/broken2'),
    'Privacy Policy',
    throwsAsItRuns('broken2'),
  );
  remotesFile = join(tmp, 'remotes.json');
  writeRemotes(remotesFile, {});
  server = await startServer({
    SHELL_DIST: snapshot(join(workspaceRoot, 'shell/dist'), join(tmp, 'shell'), 'index.html'),
    SERVE_MOUNTS: JSON.stringify(mounts),
    RELEASES_DIR: join(tmp, 'releases'),
    REMOTES_FILE: remotesFile,
    REPORTS_PER_MINUTE: '60',
    METRICS_TOKEN: PROMETHEUS_TOKEN,
  });
  // A real Prometheus, with the fleet's files from docs/prometheus/, scrapes it every second.
  prometheus = await startPrometheus({
    dir: join(tmp, 'prometheus'),
    targets: [new URL(server.url).host],
    token: PROMETHEUS_TOKEN,
  });
});

test.afterAll(async () => {
  await prometheus?.stop();
  await server?.stop();
  if (tmp) removeAll(tmp);
});

/** One sample of /metrics (read from this machine), or 0. */
async function sample(request: APIRequestContext, name: string, labels: Record<string, string>) {
  return metricSample(await (await request.get(`${server.url}/metrics`)).text(), name, labels);
}

/** A visit of / measured in the field: the page loads, the visitor taps its heading, and leaves. */
async function visitAndTap(page: Page) {
  const vitals = page.waitForResponse(/field-vitals[^/]*\.js$/);
  await page.goto(`${server.url}/`);
  await vitals;
  // The module has arrived; it starts measuring once it has run, before the browser's next idle time.
  for (let i = 0; i < 2; i++) {
    await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 2000 })));
  }
  // An interaction, for INP. The browser times it after its next frame: on a busy machine, a page
  // left at once would go before the entry exists. Its first input is always kept for observers.
  await page.locator('h1').first().click();
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        new PerformanceObserver((_list, observer) => {
          observer.disconnect();
          done();
        }).observe({ type: 'first-input', buffered: true });
      }),
  );
  await leave(page);
}

/** Leaves the page as a visitor does: the page is hidden, and what it measured is sent. */
async function leave(page: Page) {
  await page.evaluate(() => window.location.assign('about:blank'));
  await page.waitForURL('about:blank');
}

test(
  'a page view of / counts the marketing and enquiry fragments and names them in Server-Timing',
  operators,
  async ({ request }) => {
    const before = {
      marketing: await sample(request, 'fragments_total', { slice: 'marketing', outcome: 'ok' }),
      enquiry: await sample(request, 'fragments_total', { slice: 'enquiry', outcome: 'ok' }),
    };
    const response = await request.get(`${server.url}/`);
    expect(response.status()).toBe(200);
    const timing = response.headers()['server-timing'] ?? '';
    expect(timing).toMatch(/(^|, )marketing;dur=[\d.]+;desc="ok [\w.-]+ index\/body/);
    expect(timing).toMatch(/(^|, )enquiry;dur=[\d.]+;desc="ok [\w.-]+ slot\/enquiry-form\/home\/body/);
    expect(timing).toMatch(/compose;dur=[\d.]+;desc="(hit|miss)"/);
    // Each page view counts its head and body fragments of both slices.
    expect(await sample(request, 'fragments_total', { slice: 'marketing', outcome: 'ok' })).toBe(
      before.marketing + 2,
    );
    expect(await sample(request, 'fragments_total', { slice: 'enquiry', outcome: 'ok' })).toBe(
      before.enquiry + 2,
    );
  },
);

test(
  "a browser's visit of / puts its field LCP and INP for route / in /metrics",
  operators,
  async ({ page, request }) => {
    await visitAndTap(page);
    await expect
      .poll(() => sample(request, 'field_lcp_seconds_count', { route: '/', lang: 'en' }))
      .toBeGreaterThan(0);
    await expect
      .poll(() => sample(request, 'field_inp_seconds_count', { route: '/', lang: 'en' }))
      .toBeGreaterThan(0);
  },
);

test(
  "with the info slice's folder gone, a visit of /become-partner counts a failure under slice info",
  operators,
  async ({ page, request, consoleErrors }) => {
    removeAll(join(tmp, 'live/info'));
    await page.goto(`${server.url}/become-partner`);
    await expect(page.locator('[data-slice-fallback="info"]')).toBeVisible({ timeout: 20_000 });
    await expect
      .poll(() => sample(request, 'browser_reports_total', { slice: 'info', kind: 'entry-error' }))
      .toBeGreaterThan(0);
    await expect
      .poll(() => sample(request, 'browser_reports_total', { slice: 'info', kind: 'fallback-load' }))
      .toBeGreaterThan(0);
    expect(await sample(request, 'fragments_total', { slice: 'info', outcome: 'missing' })).toBeGreaterThan(
      0,
    );
    // The failures this test provoked: the slice's files not found. The slice is deployed again.
    consoleErrors.splice(0);
    snapshot(join(workspaceRoot, 'mfe-info/dist'), join(tmp, 'live/info'), 'remoteEntry.js');
  },
);

test(
  'a release whose module throws has its failures counted under its own release id',
  operators,
  async ({ page, request, consoleErrors }) => {
    writeRemotes(remotesFile, { info: '/releases/info/broken2/remoteEntry.js' });
    const response = await page.goto(`${server.url}/privacy-policy`);
    expect(response?.headers()['server-timing']).toContain('desc="ok broken2 privacy-policy/body"');
    await expect(page.locator('[data-slice-fallback="info"]')).toBeVisible({ timeout: 20_000 });
    await expect
      .poll(async () => {
        const text = await (await request.get(`${server.url}/metrics`)).text();
        return text
          .split('\n')
          .filter((l) => l.startsWith('browser_reports_total{') && l.includes('release="broken2"'));
      })
      .toContainEqual(expect.stringContaining('slice="info"'));
    expect(await sample(request, 'browser_reports_total', { slice: 'info', release: 'good1' })).toBe(0);
    consoleErrors.splice(0);
    writeRemotes(remotesFile, {});
  },
);

test(
  'a malformed report gets 400 and counts nowhere; 1,000 reports from one address are capped',
  operators,
  async ({ request }) => {
    // A server of its own: the address's budget this spends would otherwise refuse the reports of
    // the next tests' pages on the shared one (429, a console error) for the rest of the minute.
    const flooded = await startServer({ REPORTS_PER_MINUTE: '60' });
    try {
      const countOf = async () => {
        const text = await (await request.get(`${flooded.url}/metrics`)).text();
        return text
          .split('\n')
          .filter((l) => l.startsWith('browser_reports_total{'))
          .reduce((sum, l) => sum + Number(l.split(' ').at(-1)), 0);
      };
      const before = await countOf();
      const malformed = await request.post(`${flooded.url}/report`, {
        headers: { 'content-type': 'application/json' },
        data: '{"route":"/","lang":"en","failures":[{"slice":"info","release":"x","kind":"meltdown"}]}',
      });
      expect(malformed.status()).toBe(400);
      expect(await countOf()).toBe(before);

      const report = {
        route: '/',
        lang: 'en',
        failures: [{ slice: 'marketing', release: 'unknown', kind: 'render-error' }],
      };
      const statuses: number[] = [];
      for (let i = 0; i < 1000; i++) {
        statuses.push((await request.post(`${flooded.url}/report`, { data: report })).status());
      }
      const accepted = statuses.filter((s) => s === 204).length;
      expect(accepted).toBeLessThanOrEqual(60);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(940);
      expect(await countOf()).toBeLessThanOrEqual(before + 60);
    } finally {
      await flooded.stop();
    }
  },
);

test(
  'an email typed into a form appears neither in the log nor in /metrics',
  operators,
  async ({ page, request, network }) => {
    const store = createRowStore();
    network.use(tourInquiriesHandler({ store }) as never);
    await page.goto(`${server.url}/#contact`);
    const form = page.getByRole('form', { name: 'Send Us an Enquiry' });
    await expect(form).toBeVisible({ timeout: 30_000 });
    await form.getByLabel('Full Name').fill('Asha Verma');
    await form.getByLabel('Email Address').fill(email);
    await form.getByLabel('Phone Number').fill('+91 98765 43210');
    await form.getByLabel('Group Size').selectOption('3-5');
    await form.getByLabel('Preferred Duration').selectOption('9-10');
    await form.getByLabel('Tour Package').selectOption('chardham');
    await form.getByLabel('Preferred Travel Date').fill('2030-05-20');
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    // It reached the (mocked) database: the one place it belongs.
    await expect.poll(() => store.rows.size).toBe(1);
    // A form sent without the app posts to its page: the server reads none of it.
    await request.post(`${server.url}/?from=${encodeURIComponent(email)}`, { form: { email } });
    await leave(page);
    const metrics = await (await request.get(`${server.url}/metrics`)).text();
    expect(metrics).not.toContain(email);
    await expect.poll(() => server.log().some((line) => line.status === 303)).toBe(true);
    expect(server.output()).not.toContain('pilgrim.observed');
    expect(server.output()).not.toContain('Asha');
  },
);

test('every request wrote one JSON line that parses, with its request id', operators, async ({ request }) => {
  const response = await request.get(`${server.url}/packages?utm_source=whatsapp`);
  const id = response.headers()['x-request-id'];
  await expect.poll(() => server.log().filter((line) => line.reqId === id)).toHaveLength(1);
  const [line] = server.log().filter((l) => l.reqId === id);
  expect(line).toMatchObject({ method: 'GET', path: '/packages', route: '/packages', status: 200 });
  // Everything after the start-up line is JSON, one request a line.
  const rest = server
    .output()
    .split('\n')
    .slice(
      server
        .output()
        .split('\n')
        .findIndex((l) => l.startsWith('{')),
    );
  for (const text of rest.filter(Boolean)) expect(() => JSON.parse(text), text).not.toThrow();
});

test('/metrics is refused from another address without the token', operators, async ({ request }) => {
  // A server on this machine's own network address: a request to it does not come from loopback.
  const address = Object.values(networkInterfaces())
    .flat()
    .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;
  if (!address) throw new Error('This machine has no address other than loopback to ask from');
  const other = await startServer({ HOST: address, METRICS_TOKEN: 'e2e-metrics-token' });
  try {
    expect((await request.get(`${other.url}/metrics`)).status()).toBe(404);
    const withToken = await request.get(`${other.url}/metrics`, {
      headers: { authorization: 'Bearer e2e-metrics-token' },
    });
    expect(withToken.status()).toBe(200);
    expect(await withToken.text()).toContain('# TYPE http_requests_total counter');
    expect((await request.get(`${server.url}/metrics`)).status()).toBe(200);
  } finally {
    await other.stop();
  }
});

/** The PromQL of docs/observability.md and of the Grafana dashboard, its variables at "All" (`.*`). */
function operatorsQueries() {
  const doc = readFileSync(join(workspaceRoot, 'docs/observability.md'), 'utf8');
  const fromDoc = [...doc.matchAll(/```promql\n([\s\S]*?)\n```/g)].map((m) => m[1]);
  const dashboard = JSON.parse(
    readFileSync(join(workspaceRoot, 'docs/grafana/slices-dashboard.json'), 'utf8'),
  );
  const panels = dashboard.panels.flatMap((p: { panels?: unknown[] }) => [p, ...(p.panels ?? [])]);
  const fromDashboard = panels.flatMap((p: { targets?: { expr: string }[] }) =>
    (p.targets ?? []).map((t) => t.expr),
  );
  return [...new Set([...fromDoc, ...fromDashboard])].map((expr) =>
    expr.replace(/\$(slice|release|route|lang)\b/g, '.*'),
  );
}

test(
  'every PromQL query of docs/observability.md and the dashboard returns figures from a real Prometheus',
  operators,
  async ({ page, request }) => {
    test.setTimeout(90_000);
    const queries = operatorsQueries();
    // Both files have queries, and the doc's are the dashboard's and more (dashboard.test.mjs).
    expect(queries.length).toBeGreaterThanOrEqual(10);
    // What the tests above did not make: a refused report, and a 5xx (the shell's frames gone).
    expect(
      (
        await request.post(`${server.url}/report`, {
          headers: { 'content-type': 'application/json' },
          data: '{"route":"/","lang":"en","failures":[{"slice":"info","release":"x","kind":"meltdown"}]}',
        })
      ).status(),
    ).toBe(400);
    const frames = join(tmp, 'shell/frames');
    renameSync(frames, `${frames}.away`);
    try {
      expect((await request.get(`${server.url}/about`)).status()).toBe(503);
    } finally {
      renameSync(`${frames}.away`, frames);
    }
    // A second visit that taps: a series is born at its first count, which rate() cannot see, so
    // the field INP of the visit above needs one more to show in a rate.
    const inp = await sample(request, 'field_inp_seconds_count', { route: '/', lang: 'en' });
    await visitAndTap(page);
    await expect
      .poll(() => sample(request, 'field_inp_seconds_count', { route: '/', lang: 'en' }))
      .toBe(inp + 1);
    // Pages on both sides of the next scrapes: each rate has two samples to go on.
    const empty = async () => {
      await request.get(`${server.url}/`);
      const results = await Promise.all(queries.map((expr) => prometheus.query(expr)));
      const figures = (i: number) => results[i]?.some((found) => Number.isFinite(Number(found.value[1])));
      return queries.filter((_, i) => !figures(i));
    };
    await expect.poll(empty, { timeout: 60_000, intervals: [1000] }).toEqual([]);
    // Prometheus scraped this server as the fleet's file says, under its job.
    const [target] = await prometheus.targets();
    expect(target).toMatchObject({ health: 'up', labels: { job: 'chardham' } });
  },
);
