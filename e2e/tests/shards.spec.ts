// QA across machines (issue 43): a spec file run in two shards, each a Playwright of its own as on
// two machines, and their blob reports merged (tools/qa/qa.mjs) count what one unsharded run counts.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { makeTempDir, removeAll } from '../support/deploy';
import { expect, test } from '../support/fixtures';
import { type ChildResult, readReport, runChild, runSuite } from '../support/suite-run';

// Three child runs, one worker each and one after the other (two cores): ten minutes, as qa.spec.ts.
test.describe.configure({ timeout: 600_000 });

const spec = 'tests/routes.spec.ts';
const titles = (run: ChildResult) => run.results.map((r) => r.title).sort();

test('two shards merged into one report count what one run counts, each test run once', {
  tag: ['@shell', '@local'],
}, async () => {
  const dir = makeTempDir('qa-shards');
  try {
    const whole = await runSuite(join(dir, 'whole'), {}, [spec]);
    expect(whole.stats.unexpected, whole.output).toBe(0);

    const shards: ChildResult[] = [];
    for (const i of [1, 2]) {
      const json = join(dir, `shard-${i}.json`);
      const args = ['tools/qa/qa.mjs', 'shard', `${i}/2`, '--out', join(dir, `blobs-${i}`), '--'];
      const run = await runChild('node', [...args, '--project=desktop', spec], {
        E2E_WORKERS: '1',
        E2E_JSON: json,
      });
      expect(run.code, run.output).toBe(0);
      shards.push(readReport(json, run.output));
    }
    // Each test ran in exactly one shard, and neither ran them all.
    for (const shard of shards) expect(shard.results.length).toBeLessThan(whole.results.length);
    expect(shards.flatMap(titles).sort()).toEqual(titles(whole));

    const blobs = [join(dir, 'blobs-1'), join(dir, 'blobs-2')];
    const json = join(dir, 'merged.json');
    const merge = await runChild(
      'node',
      ['tools/qa/qa.mjs', 'merge', ...blobs, '--report', join(dir, 'html')],
      {
        E2E_JSON: json,
      },
    );
    expect(merge.code, merge.output).toBe(0);
    const merged = readReport(json, merge.output);
    expect(merged.stats).toMatchObject({ expected: whole.stats.expected, unexpected: 0, skipped: 0 });
    expect(titles(merged)).toEqual(titles(whole));
    expect(existsSync(join(dir, 'html/index.html'))).toBe(true);
    const last = merge.stdout.trim().split('\n').at(-1);
    expect(last).toMatch(/^\d+ passed, 0 failed$/);
    expect(last).toBe(`${whole.stats.expected} passed, 0 failed`);

    // A shard left out, or one given twice, fails the merge rather than passing on fewer tests.
    const without = await runChild('node', ['tools/qa/qa.mjs', 'merge', join(dir, 'blobs-1')], {});
    expect(without.code).not.toBe(0);
    expect(without.output).toContain('missing report-2-of-2.zip');
    const twice = await runChild('node', ['tools/qa/qa.mjs', 'merge', ...blobs, join(dir, 'blobs-1')], {});
    expect(twice.code).not.toBe(0);
    expect(twice.output).toContain('report-1-of-2.zip is in both');
  } finally {
    removeAll(dir);
  }
});
