// The tally of a run of the task graph, as `npm test` and `pnpm run pipeline` print it: each task as
// run or restored, the tests that failed (a CI log is often read from its tail only), one line per
// suite, and last "N passed, N failed". Static checks and builds count as one test each; unit tests
// and e2e tests count from their reports, which the cache restores with the task.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { firstLine, readE2eReport } from './e2e-report.mjs';
import { cacheLine } from './turbo.mjs';

export class Tally {
  rows = [];
  failures = [];
  outcomes = [];
  /** Each e2e spec file's time over every run of the tally (e2e-report.mjs's fileSeconds). */
  e2eFileSeconds = {};

  record(suite, passed, failed) {
    this.rows.push({ suite, passed, failed });
  }

  /** Tasks of a run, each once (a task restored by a later run for its dependant keeps its first line). */
  addOutcomes(outcomes) {
    for (const outcome of outcomes)
      if (!this.outcomes.some((o) => o.id === outcome.id)) this.outcomes.push(outcome);
  }

  /** A task that passes or fails as a whole; one that never ran (a dependency failed) fails. */
  check(id, suite = id) {
    const outcome = this.outcomes.find((o) => o.id === id);
    const ok = outcome?.exitCode === 0;
    this.record(suite, ok ? 1 : 0, ok ? 0 : 1);
    if (!ok) this.failures.push(outcome ? `${id} failed` : `${id} did not run (a task it needs failed)`);
  }

  /** A package's unit tests, from the vitest JSON report its `unit` task wrote (or the cache restored). */
  unit(name, packageDir) {
    const outcome = this.outcomes.find((o) => o.id === `${name}#unit`);
    let report = null;
    try {
      report = JSON.parse(readFileSync(join(packageDir, '.reports/unit.json'), 'utf8'));
    } catch {}
    if (!outcome || !report) {
      this.record(`unit ${name}`, 0, 1);
      this.failures.push(`unit  ${name}: ${outcome ? 'no report was written' : 'did not run'}`);
      return;
    }
    for (const file of report.testResults ?? []) {
      for (const test of file.assertionResults ?? [])
        if (test.status === 'failed')
          this.failures.push(`unit  ${name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
      if (file.status === 'failed' && !(file.assertionResults ?? []).length)
        this.failures.push(`unit  ${name}: ${firstLine(file.message)}`);
    }
    // vitest failing with no failed test (a file that does not load, an error between tests).
    const crashed = outcome.exitCode !== 0 && report.numFailedTests === 0 ? 1 : 0;
    if (crashed && !this.failures.some((f) => f.startsWith(`unit  ${name}`)))
      this.failures.push(`unit  ${name}: vitest exited with ${outcome.exitCode}`);
    this.record(`unit ${name}`, report.numPassedTests, report.numFailedTests + crashed);
  }

  /** One slice tag's e2e tests, from the Playwright JSON report its task wrote. */
  e2e(tag, reportPath) {
    const outcome = this.outcomes.find((o) => o.id === `e2e#e2e:${tag}`);
    this.e2eRun(`e2e @${tag}`, reportPath, outcome?.exitCode);
  }

  /** A Playwright run's tests, from its JSON report; `exitCode` undefined when it did not run. */
  e2eRun(suite, reportPath, exitCode) {
    const report = readE2eReport(reportPath);
    if (exitCode === undefined || !report) {
      this.record(suite, 0, 1);
      this.failures.push(`${suite}: ${exitCode === undefined ? 'did not run' : 'no report was written'}`);
      return;
    }
    this.failures.push(...report.failures.map((failure) => `e2e  ${failure}`));
    for (const [file, seconds] of Object.entries(report.fileSeconds))
      this.e2eFileSeconds[file] = (this.e2eFileSeconds[file] ?? 0) + seconds;
    const crashed = exitCode !== 0 && report.failed === 0 ? 1 : 0;
    this.record(suite, report.passed, report.failed + crashed);
  }

  get failed() {
    return this.rows.reduce((n, row) => n + row.failed, 0);
  }

  /** The `count` slowest e2e spec files: [file, seconds], slowest first. */
  slowestE2eFiles(count = 10) {
    return Object.entries(this.e2eFileSeconds)
      .sort(([, a], [, b]) => b - a)
      .slice(0, count);
  }

  print() {
    console.log('\ntasks:');
    for (const t of this.outcomes) {
      const how =
        t.cache === 'ran'
          ? `ran in ${t.seconds.toFixed(1)} s`
          : `restored (${t.cache === 'local' ? 'this machine' : 'remote cache'})`;
      console.log(`  ${t.id.padEnd(30)} ${how}`);
    }
    console.log(cacheLine(this.outcomes));
    console.log('');
    const slowest = this.slowestE2eFiles();
    if (slowest.length) {
      // Summed over the tests of each file (they run side by side on the workers): where the next
      // growth of the suite's time shows first.
      console.log("slowest e2e files (their tests' time, summed):");
      for (const [file, seconds] of slowest) console.log(`  ${file.padEnd(40)} ${seconds.toFixed(1)} s`);
      console.log('');
    }
    if (this.failures.length) {
      console.log('Failed:');
      for (const failure of this.failures) console.log(`  ${failure.slice(0, 400)}`);
      console.log('');
    }
    for (const { suite, passed, failed } of this.rows)
      console.log(`  ${suite.padEnd(34)} ${passed} passed, ${failed} failed`);
    const passed = this.rows.reduce((n, row) => n + row.passed, 0);
    console.log(`${passed} passed, ${this.failed} failed`);
  }
}
