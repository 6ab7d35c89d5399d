import { describe, expect, it } from 'vitest';
import { countE2eReport } from '../e2e-report.mjs';
import { blobsProblem, parseMergeArguments, parseShardArguments } from './qa.mjs';

describe('pnpm qa:shard i/n --out <dir> and pnpm qa:merge <dir>... [--report <dir>]', () => {
  it('takes the shard, its folder and what goes on to Playwright', () => {
    expect(parseShardArguments(['2/3', '--out', 'blobs', '--', '--grep', '@info'])).toEqual({
      index: 2,
      total: 3,
      out: 'blobs',
      playwright: ['--grep', '@info'],
    });
    expect(parseShardArguments(['4/3', '--out', 'blobs']).problem).toMatch(/^Which shard/);
    expect(parseShardArguments(['1/3']).problem).toMatch(/^Where to/);
    expect(parseMergeArguments(['a', 'b', '--report=r'])).toEqual({ dirs: ['a', 'b'], report: 'r' });
    expect(parseMergeArguments(['--report', 'r']).problem).toMatch(/^Which blob reports/);
  });

  it('merges only a whole run: every shard once, of one split', () => {
    expect(blobsProblem(['report-2-of-2.zip', 'report-1-of-2.zip'])).toBeUndefined();
    expect(blobsProblem([])).toMatch(/^no blob report/);
    expect(blobsProblem(['report-1-of-3.zip', 'report-3-of-3.zip'])).toMatch(/missing report-2-of-3\.zip/);
    expect(blobsProblem(['report-1-of-2.zip', 'report-2-of-3.zip'])).toMatch(/different splits/);
  });
});

describe('the counts of a Playwright JSON report', () => {
  type Status = 'expected' | 'unexpected' | 'flaky' | 'skipped';
  const spec = (title: string, status: Status, tags: string[] = []) => ({
    title,
    tags,
    file: 'qa.spec.ts',
    line: 1,
    tests: [
      {
        status,
        projectName: 'desktop',
        results: [{ duration: 1500, error: { message: `${title} broke\nstack` } }],
      },
    ],
  });
  const report = (specs: ReturnType<typeof spec>[], errors: object[] = []) => {
    const stats = { expected: 0, unexpected: 0, flaky: 0, skipped: 0 };
    for (const test of specs.flatMap((s) => s.tests)) stats[test.status] += 1;
    return { stats, errors, suites: [{ title: 'qa.spec.ts', specs }] };
  };

  it('passes the expected and the flaky, and names each test that did not simply pass', () => {
    const counts = countE2eReport(
      report([spec('a', 'expected'), spec('b', 'flaky'), spec('c', 'unexpected')]),
    );
    expect(counts).toMatchObject({ passed: 2, failed: 1, skipped: 0 });
    expect(counts?.failures).toEqual([
      '(flaky, passed on retry) qa.spec.ts:1 › b [desktop]: b broke',
      'qa.spec.ts:1 › c [desktop]: c broke',
    ]);
  });

  it("sums each spec file's test time, retries included", () => {
    const other = { ...spec('d', 'expected'), file: 'other.spec.ts' };
    const counts = countE2eReport(report([spec('a', 'expected'), spec('b', 'unexpected'), other]));
    expect(counts?.fileSeconds).toEqual({ 'qa.spec.ts': 3, 'other.spec.ts': 1.5 });
  });

  it('fails a skip, except that of a @local test (against a deployment), and an error outside tests', () => {
    const counts = countE2eReport(
      report(
        [spec('a', 'skipped', ['shell', 'local']), spec('b', 'skipped', ['shell'])],
        [{ message: 'no server' }],
      ),
    );
    expect(counts).toMatchObject({ passed: 0, failed: 2, skipped: 2 });
    expect(counts?.failures).toEqual([
      '(skipped) qa.spec.ts:1 › b [desktop]',
      '(outside the tests) no server',
    ]);
  });
});
