// What `npm test` (tools/test.mjs) and `pnpm qa:merge` (tools/qa/qa.mjs) read from a Playwright JSON
// report: the counts of their "N passed, N failed" line and one line for each test that did not
// simply pass, since a CI log is often read from its tail only.
import { readFileSync } from 'node:fs';

/** The first non-empty line of a message. */
export const firstLine = (text) =>
  String(text ?? '')
    .split('\n')
    .find((line) => line.trim()) ?? '';

/**
 * The counts of a Playwright JSON report, or null if there is none. Every test must run, so a skip
 * counts as a failure, except that of a test tagged @local in a run against a deployment (BASE_URL):
 * skipping it there is what the tag is for (e2e/support/fixtures.ts). Locally no test is skipped so.
 */
export function countE2eReport(report) {
  if (!report?.stats) return null;
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
  const failures = [];
  /** Each spec file's time: its tests' durations summed, retries included (workers run side by side). */
  const fileSeconds = {};
  let skippedAsMeant = 0;
  const visit = (suite, titles) => {
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? [])
          fileSeconds[spec.file] = (fileSeconds[spec.file] ?? 0) + (result.duration ?? 0) / 1000;
        const where = `${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')} [${test.projectName}]`;
        const error = firstLine(test.results?.find((r) => r.error)?.error?.message);
        if (test.status === 'unexpected') failures.push(`${where}: ${error}`);
        else if (test.status === 'flaky') failures.push(`(flaky, passed on retry) ${where}: ${error}`);
        else if (test.status === 'skipped' && spec.tags?.includes('local')) skippedAsMeant += 1;
        else if (test.status === 'skipped') failures.push(`(skipped) ${where}`);
      }
  };
  for (const file of report.suites ?? []) visit(file, []);
  // A run that failed outside any test (global setup, the web server) counts each of its errors.
  const errors = report.errors ?? [];
  for (const error of errors) failures.push(`(outside the tests) ${firstLine(error.message)}`);
  return {
    passed: expected + flaky,
    failed: unexpected + skipped - skippedAsMeant + errors.length,
    skipped,
    failures,
    fileSeconds,
  };
}

/** countE2eReport of a JSON report file, or null if it is missing or unreadable. */
export function readE2eReport(path) {
  try {
    return countE2eReport(JSON.parse(readFileSync(path, 'utf8')));
  } catch {
    return null;
  }
}
