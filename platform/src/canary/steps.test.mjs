// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { slices } from '@chardham/shared/routes/slices';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMetrics } from '../observability/telemetry.mjs';
import { switchLive } from '../releases/composition.mjs';
import { CANARY_FILE, liveReleases, STATS_DIR } from '../releases/layout.mjs';
import { canaryControl } from './control.mjs';
import { abortCanary, openCanary, promoteCanary } from './lifecycle.mjs';
import { parseDuration } from './plan.mjs';
import { canaryStatus } from './status.mjs';
import { stepCanary } from './steps.mjs';
import { CanaryWatch } from './watch.mjs';

// A stepped canary (issue 44): raised step by step while the analysis passes, promoted after the
// last, aborted at any step, and a deployer's promote or abort always wins.

let root;
const start = Date.parse('2026-11-28T10:00:00Z');
const minute = 60_000;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'chardham-steps-'));
  for (const slice of slices) {
    for (const id of ['v1', 'v2']) {
      mkdirSync(join(root, 'releases', slice, id), { recursive: true });
      writeFileSync(join(root, 'releases', slice, id, 'remoteEntry.js'), '');
    }
  }
  switchLive(root, Object.fromEntries(slices.map((s) => [s, 'v1'])));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const record = () => JSON.parse(readFileSync(join(root, CANARY_FILE), 'utf8'));
/** What the servers counted in the window, as their count files say. */
function counted(id, canary, live = { views: 1000, failures: 5 }) {
  mkdirSync(join(root, STATS_DIR), { recursive: true });
  writeFileSync(join(root, STATS_DIR, 'a-1.json'), JSON.stringify({ id, live, canary }));
}
const judgement = { stepViews: 50 };

describe('a stepped canary', () => {
  it('waits for page views, raises its share each step while it passes, and is promoted after the last', () => {
    const { id } = openCanary(root, 'info', 'v2', { steps: [5, 25, 50], every: 600 }, start);
    expect(record()).toMatchObject({ percent: 5, steps: [5, 25, 50], step: 0, every: 600 });
    expect(readFileSync(join(root, 'canary.nginx.conf'), 'utf8')).toContain('5');

    expect(stepCanary(root, { ...judgement, now: start + 9 * minute })).toBeNull();
    counted(id, { views: 20, failures: 0 });
    const waiting = stepCanary(root, { ...judgement, now: start + 10 * minute });
    expect(waiting).toMatchObject({ action: 'waiting' });
    expect(waiting.analysis.reason).toContain('a step needs 50 canary page views');
    expect(canaryStatus(root, judgement).canary).toMatchObject({
      percent: 5,
      step: '1 of 3',
      analysis: { verdict: 'waiting' },
    });

    counted(id, { views: 60, failures: 0 });
    expect(stepCanary(root, { ...judgement, now: start + 11 * minute })).toMatchObject({ action: 'stepped' });
    expect(record()).toMatchObject({
      percent: 25,
      step: 1,
      stepStarted: new Date(start + 11 * minute).toISOString(),
    });
    expect(canaryStatus(root, judgement).canary).toMatchObject({
      step: '2 of 3',
      nextStep: new Date(start + 21 * minute).toISOString(),
      analysis: { verdict: 'passing' },
    });
    // Held its time again before the next.
    expect(stepCanary(root, { ...judgement, now: start + 20 * minute })).toBeNull();
    expect(stepCanary(root, { ...judgement, now: start + 21 * minute })).toMatchObject({ action: 'stepped' });
    expect(record().percent).toBe(50);

    const promoted = stepCanary(root, { ...judgement, now: start + 31 * minute, by: 'reference server' });
    expect(promoted).toMatchObject({ action: 'promoted' });
    expect(existsSync(join(root, CANARY_FILE))).toBe(false);
    expect(liveReleases(root).info).toBe('v2');
    expect(canaryStatus(root, judgement).last).toMatchObject({
      outcome: 'promoted',
      by: 'reference server',
      reason: expect.stringContaining('passed every step'),
    });
  });

  it('is aborted at a step when its analysis fails, and live stays', () => {
    const { id } = openCanary(root, 'info', 'v2', { steps: [10, 50], every: 60 }, start);
    counted(id, { views: 60, failures: 12 });
    const aborted = stepCanary(root, { ...judgement, now: start + minute });
    expect(aborted).toMatchObject({ action: 'aborted' });
    expect(existsSync(join(root, CANARY_FILE))).toBe(false);
    expect(liveReleases(root).info).toBe('v1');
    expect(canaryStatus(root).last).toMatchObject({
      outcome: 'aborted',
      reason: expect.stringMatching(/^at 10% \(step 1 of 2\): failed on 12 of 60/),
    });
  });

  it('leaves a canary promoted or aborted by hand as it is, and keeps a fixed share where it is', () => {
    const first = openCanary(root, 'info', 'v2', { steps: [10, 50], every: 60 }, start);
    counted(first.id, { views: 100, failures: 0 });
    expect(abortCanary(root)).toMatchObject({ id: first.id });
    expect(stepCanary(root, { ...judgement, now: start + 5 * minute })).toBeNull();
    expect(existsSync(join(root, CANARY_FILE))).toBe(false);
    expect(liveReleases(root).info).toBe('v1');

    const second = openCanary(root, 'info', 'v2', { steps: [10, 50], every: 60 }, start);
    counted(second.id, { views: 100, failures: 0 });
    promoteCanary(root);
    expect(stepCanary(root, { ...judgement, now: start + 5 * minute })).toBeNull();
    expect(canaryStatus(root).last).toMatchObject({ outcome: 'promoted', by: 'pnpm releases promote' });

    openCanary(root, 'packages', 'v2', 30, start);
    expect(stepCanary(root, { ...judgement, now: start + 60 * minute })).toBeNull();
    expect(record()).toMatchObject({ percent: 30 });
    expect(record().steps).toBeUndefined();
  });

  it('skips a pass while another holds the lock, and clears a lock its holder left behind', () => {
    const { id } = openCanary(root, 'info', 'v2', { steps: [10, 50], every: 60 }, start);
    counted(id, { views: 100, failures: 0 });
    mkdirSync(join(root, 'canary.lock'));
    expect(stepCanary(root, { ...judgement, now: start + minute })).toBeNull();
    expect(record().percent).toBe(10);
    const longAgo = new Date(Date.now() - 60_000);
    utimesSync(join(root, 'canary.lock'), longAgo, longAgo);
    expect(stepCanary(root, { ...judgement, now: start + minute })).toMatchObject({ action: 'stepped' });
    expect(existsSync(join(root, 'canary.lock'))).toBe(false);
  });

  it('refuses steps that do not rise, a share out of range, and steps without a time', () => {
    expect(() => openCanary(root, 'info', 'v2', { steps: [25, 5], every: 60 })).toThrow(/must rise/);
    expect(() => openCanary(root, 'info', 'v2', { steps: [5, 150], every: 60 })).toThrow(/at most 100/);
    expect(() => openCanary(root, 'info', 'v2', { steps: [5, 25] })).toThrow(/--every/);
    expect(existsSync(join(root, CANARY_FILE))).toBe(false);
    expect([parseDuration('90s'), parseDuration('10m'), parseDuration('1h'), parseDuration('30')]).toEqual([
      90, 600, 3600, 30,
    ]);
    for (const bad of ['', '10 m', '-5m', '0', 'soon'])
      expect(() => parseDuration(bad), bad).toThrow(/Bad duration/);
  });

  it('is judged on what each server counted: status sums their count files', () => {
    const canary = openCanary(root, 'info', 'v2', { steps: [10, 50], every: 60 }, start);
    const logger = { info() {}, warn() {}, error() {} };
    const watch = new CanaryWatch({ root, logger, metrics: createMetrics(), control: canaryControl(root) });
    for (let i = 0; i < 30; i++) watch.pageView(canary, 'live', false, 'v1', `10.0.0.${i}`);
    for (let i = 0; i < 4; i++) watch.pageView(canary, 'canary', false, 'v2', `10.0.1.${i}`);
    watch.flush(canary);
    expect(canaryStatus(root, judgement).canary).toMatchObject({
      counts: { live: { views: 30, failures: 0 }, canary: { views: 4, failures: 0 } },
      analysis: { verdict: 'waiting', reason: expect.stringContaining('failed on 0 of 4 page views') },
    });
  });
});
