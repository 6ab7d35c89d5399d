// @vitest-environment node
// The fleet's one judge (issue 46): on the published root, it reads every server's canary counts
// from Prometheus and aborts, steps or promotes there; the servers follow. Prometheus is mocked
// here (its HTTP API); e2e/tests/fleet.spec.ts runs a real one.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { slices } from '@chardham/shared/routes/slices';
import { mockServer as server } from '@chardham/shared/testing/server';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { judge } from '../canary/judge.mjs';
import { openCanary } from '../canary/lifecycle.mjs';
import { switchLive } from '../releases/composition.mjs';
import { liveReleases } from '../releases/layout.mjs';
import { readPublished } from '../releases/publish.mjs';
import { judgeFleet, refreshPublished } from './judge.mjs';
import { fleetCounts } from './prometheus.mjs';

const PROMETHEUS = 'http://prometheus.internal.example:9090';
let root;
let queries;
/** What the mocked Prometheus answers: metric -> job -> side -> the run's count. */
let fleet;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'chardham-fleet-'));
  for (const slice of slices) {
    for (const id of ['v1', 'v2']) {
      mkdirSync(join(root, 'releases', slice, id), { recursive: true });
      writeFileSync(join(root, 'releases', slice, id, 'remoteEntry.js'), '');
    }
  }
  switchLive(root, Object.fromEntries(slices.map((s) => [s, 'v1'])));
  queries = [];
  fleet = {};
  server.use(
    http.get(`${PROMETHEUS}/api/v1/query`, ({ request }) => {
      const query = new URL(request.url).searchParams.get('query');
      queries.push(query);
      const metric = /^sum by \(job, side\) \((\w+)\{canary="[\w-]+", /.exec(query)?.[1];
      if (!metric) return HttpResponse.json({ status: 'error', error: 'unexpected query' }, { status: 400 });
      const result = Object.entries(fleet[metric] ?? {}).flatMap(([job, sides]) =>
        Object.entries(sides).map(([side, value]) => ({
          metric: { job, side },
          value: [Date.now() / 1000, String(value)],
        })),
      );
      return HttpResponse.json({ status: 'success', data: { resultType: 'vector', result } });
    }),
  );
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const published = () => readPublished(root);

describe("the fleet's judge", () => {
  it("asks Prometheus for both sides' exact counts of this canary run, never an earlier run's", async () => {
    const canary = openCanary(root, 'info', 'v2', 10);
    fleet = {
      canary_page_views_total: {
        chardham: { live: 180, canary: 20 },
        'chardham-nginx-logs': { live: 40, canary: 5 },
      },
      canary_failures_total: { chardham: { live: 0, canary: 0 }, 'chardham-nginx-logs': { canary: 1 } },
    };
    expect(await fleetCounts(PROMETHEUS, canary)).toEqual({
      total: { live: { views: 220, failures: 0 }, canary: { views: 25, failures: 1 } },
      byJob: {
        chardham: { live: { views: 180, failures: 0 }, canary: { views: 20, failures: 0 } },
        'chardham-nginx-logs': { live: { views: 40, failures: 0 }, canary: { views: 5, failures: 1 } },
      },
    });
    // Keyed by the run: a re-run of v2 is asked for its own id.
    expect(queries).toEqual([
      `sum by (job, side) (canary_page_views_total{canary="${canary.id}", slice="info", release="v2"})`,
      `sum by (job, side) (canary_failures_total{canary="${canary.id}", slice="info", release="v2"})`,
    ]);
    // An extrapolated figure (what increase() gives) is not a count: nothing is decided on it.
    fleet.canary_failures_total.chardham.canary = 4.6;
    await expect(fleetCounts(PROMETHEUS, canary)).rejects.toThrow(/not a whole number: 4.6/);
  });

  it("aborts a canary plainly worse on the fleet's counts, in the published document", async () => {
    const canary = openCanary(root, 'packages', 'v2', 10);
    // Spread over servers, each alone too few to decide: Prometheus sums them.
    fleet = {
      canary_page_views_total: { chardham: { live: 90, canary: 10 } },
      canary_failures_total: { chardham: { live: 0, canary: 6 } },
    };
    const done = await judgeFleet(root, { prometheus: PROMETHEUS });
    expect(done).toMatchObject({ action: 'aborted', counts: { canary: { views: 10, failures: 6 } } });
    expect(published()).toMatchObject({
      canary: null,
      ended: {
        id: canary.id,
        outcome: 'aborted',
        reason: expect.stringContaining('on chardham: failed on 6 of 10'),
      },
    });
    const history = JSON.parse(readFileSync(join(root, 'canary-history', `${canary.id}.json`), 'utf8'));
    expect(history).toMatchObject({ by: 'fleet judge', counts: { canary: { failures: 6 } } });
    expect(liveReleases(root).packages).toBe('v1');
  });

  it('leaves a canary as good as live running, and steps then promotes it on enough page views', async () => {
    const start = Date.now() - 10 * 60_000;
    openCanary(root, 'info', 'v2', { steps: [10, 50], every: 60 }, start);
    fleet = {
      canary_page_views_total: { chardham: { live: 900, canary: 100 } },
      canary_failures_total: { chardham: { live: 2, canary: 0 } },
    };
    expect(await judgeFleet(root, { prometheus: PROMETHEUS, stepViews: 100 })).toMatchObject({
      action: 'stepped',
    });
    expect(published().canary).toMatchObject({ percent: 50, step: 1 });
    expect(
      await judgeFleet(root, { prometheus: PROMETHEUS, stepViews: 100, now: Date.now() + 61_000 }),
    ).toMatchObject({ action: 'promoted' });
    expect(published()).toMatchObject({ canary: null, live: { info: 'v2' }, ended: { outcome: 'promoted' } });
  });

  it('decides nothing when Prometheus cannot answer: the canary holds its share', async () => {
    openCanary(root, 'info', 'v2', { steps: [10, 50], every: 60 }, Date.now() - 600_000);
    server.use(http.get(`${PROMETHEUS}/api/v1/query`, () => HttpResponse.error()));
    await expect(judgeFleet(root, { prometheus: PROMETHEUS })).rejects.toThrow();
    expect(published().canary).toMatchObject({ slice: 'info', percent: 10 });
  });

  it("judges nginx's counts apart: its page views, blind to browsers' failures, do not dilute them", async () => {
    openCanary(root, 'info', 'v2', 10);
    // The reference servers saw browsers fail on 5 of 10 canary page views; nginx served 2,000
    // canary pages whose fragments all composed. Summed, 5 of 2,010 would pass as healthy.
    fleet = {
      canary_page_views_total: {
        chardham: { live: 100, canary: 10 },
        'chardham-nginx-logs': { live: 18000, canary: 2000 },
      },
      canary_failures_total: {
        chardham: { live: 0, canary: 5 },
        'chardham-nginx-logs': { live: 40, canary: 0 },
      },
    };
    expect(judge({ live: { views: 18100, failures: 40 }, canary: { views: 2010, failures: 5 } }).abort).toBe(
      false,
    );
    expect(await judgeFleet(root, { prometheus: PROMETHEUS })).toMatchObject({
      action: 'aborted',
      reason: expect.stringContaining('on chardham: failed on 5 of 10'),
    });
  });

  it("aborts on nginx's own counts: fragments of the canary failing there", async () => {
    openCanary(root, 'info', 'v2', 10);
    fleet = {
      canary_page_views_total: {
        chardham: { live: 80, canary: 8 },
        'chardham-nginx-logs': { live: 180, canary: 20 },
      },
      canary_failures_total: { chardham: { live: 0, canary: 0 }, 'chardham-nginx-logs': { canary: 12 } },
    };
    expect(await judgeFleet(root, { prometheus: PROMETHEUS })).toMatchObject({
      action: 'aborted',
      reason: expect.stringContaining('on chardham-nginx-logs: failed on 12 of 20'),
    });
  });

  it('has nothing to do with no canary running', async () => {
    expect(await judgeFleet(root, { prometheus: PROMETHEUS })).toBeNull();
    expect(queries).toEqual([]);
  });

  it('signs composition.json again once half its validity has passed, and not before', () => {
    const first = readPublished(root);
    const from = Date.parse(first.published);
    const to = Date.parse(first.expires);
    expect(refreshPublished(root, from + (to - from) / 2 - 1000)).toBeNull();
    expect(readPublished(root).serial).toBe(first.serial);
    const again = refreshPublished(root, from + (to - from) / 2 + 1000);
    expect(again).toMatchObject({ serial: first.serial + 1, live: first.live });
    expect(Date.parse(again.expires)).toBeGreaterThan(to);
  });
});
