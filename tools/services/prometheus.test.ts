// The fleet's Prometheus files (docs/prometheus/, installed as docs/deploy.md says) as Debian's
// promtool reads them: the config loads with its rules, token and targets' file, and each alert
// fires on the series that should page and stays quiet on those that should not (rules.test.yml).
// The e2e suite runs the same files on a real Prometheus (e2e/tests/observability.spec.ts).
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { configWithInterval, prometheusDocs, promtoolBinary } from './prometheus.mjs';

const dir = mkdtempSync(join(tmpdir(), 'prometheus-files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** promtool's exit status and everything it wrote; `npm test` installs it (never a skipped test). */
function promtool(...args: string[]) {
  if (!promtoolBinary) throw new Error('promtool is not installed: npm test installs prometheus with apt');
  const result = spawnSync(promtoolBinary, args, { cwd: prometheusDocs, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('the fleet’s Prometheus files', () => {
  it('load as docs/deploy.md installs them: the config with its rules, token and targets', () => {
    writeFileSync(join(dir, 'prometheus.yml'), configWithInterval(null));
    copyFileSync(join(prometheusDocs, 'rules.yml'), join(dir, 'rules.yml'));
    writeFileSync(join(dir, 'chardham-metrics-token'), 'a-token\n');
    const checked = promtool('check', 'config', join(dir, 'prometheus.yml'));
    expect(checked.output).toContain('SUCCESS: 6 rules found');
    expect(checked.status).toBe(0);
  });

  it('a broken rule fails the check: the check reads the rules', () => {
    writeFileSync(
      join(dir, 'broken.yml'),
      'groups:\n  - name: x\n    rules:\n      - alert: X\n        expr: sum(\n',
    );
    expect(promtool('check', 'rules', join(dir, 'broken.yml')).status).not.toBe(0);
  });

  it('each alert fires on what should page, and stays quiet on what should not', () => {
    const tested = promtool('test', 'rules', 'rules.test.yml');
    expect(tested.output).toContain('SUCCESS');
    expect(tested.status).toBe(0);
  });

  it('the tests set only the intervals, every one of them', () => {
    const once = configWithInterval('1s');
    expect(once.match(/_interval: 1s$/gm)).toHaveLength(4);
    const shipped = configWithInterval(null);
    // As shipped: rules every 15 s, the canary's counts every 5 s (the judge reads them).
    expect(shipped.match(/\w+_interval: \d+s$/gm)).toEqual([
      'scrape_interval: 15s',
      'evaluation_interval: 15s',
      'scrape_interval: 5s',
      'scrape_interval: 5s',
    ]);
    const intervals = shipped.match(/ \d+s$/gm) ?? [];
    let i = 0;
    expect(once.replace(/ 1s$/gm, () => intervals[i++] ?? '')).toBe(shipped);
  });
});
