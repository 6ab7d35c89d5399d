// `npm test`: install what is missing, then lint, typecheck, unit and database tests, build, and the
// Playwright suite against the composed production build. Ends with one line: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { bootstrap, log, root } from './bootstrap.mjs';
import { freePort } from './free-port.mjs';

const cache = join(root, '.cache');
mkdirSync(cache, { recursive: true });

function step(name, command, env = {}) {
  log(`${name}: ${command}`);
  const started = Date.now();
  const result = spawnSync(command, {
    shell: true,
    stdio: 'inherit',
    cwd: root,
    env: { ...process.env, ...env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  log(`${name} ${result.status === 0 ? 'passed' : 'FAILED'} in ${seconds} s`);
  return result.status === 0;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

const tally = [];
const record = (suite, passed, failed) => tally.push({ suite, passed, failed });
// The names of failed tests, repeated in the summary: a CI log is often read from its tail only.
const failures = [];
const firstLine = (text) =>
  String(text ?? '')
    .split('\n')
    .find((line) => line.trim()) ?? '';

bootstrap({ browser: true, database: true, nginx: true });

// Static checks count as one test each: they pass or fail as a whole.
const lint = step('lint', 'pnpm exec biome check .');
record('lint', lint ? 1 : 0, lint ? 0 : 1);
const types = step('typecheck', 'pnpm -r --workspace-concurrency=2 typecheck');
record('typecheck', types ? 1 : 0, types ? 0 : 1);

const unitReport = join(cache, 'vitest.json');
rmSync(unitReport, { force: true });
const unitOk = step(
  'unit and database tests',
  `pnpm exec vitest run --configLoader runner --reporter=default --reporter=json --outputFile.json=${unitReport}`,
);
const unit = readJson(unitReport);
for (const file of unit?.testResults ?? [])
  for (const test of file.assertionResults ?? [])
    if (test.status === 'failed')
      failures.push(
        `unit  ${file.name.replace(`${root}/`, '')} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`,
      );
if (unit && !unitOk && unit.numFailedTests === 0)
  failures.push(
    `unit  ${firstLine(unit.testResults?.find((f) => f.status === 'failed')?.message) || 'vitest exited with an error'}`,
  );
if (unit) record('unit', unit.numPassedTests, unit.numFailedTests + (unitOk || unit.numFailedTests ? 0 : 1));
else record('unit', 0, 1);

const built = step('build the shell and the four remotes (each with its HTML)', 'pnpm build');
record('build', built ? 1 : 0, built ? 0 : 1);

if (built) {
  const e2eReport = join(cache, 'e2e.json');
  rmSync(e2eReport, { force: true });
  const port = await freePort();
  const e2eOk = step(
    'end-to-end (Playwright, composed production build)',
    'pnpm --filter e2e exec playwright test',
    {
      E2E_JSON: e2eReport,
      E2E_PORT: String(port),
    },
  );
  const e2e = readJson(e2eReport);
  const visit = (suite, titles = []) => {
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected' || test.status === 'flaky') {
          const error = test.results?.find((r) => r.error)?.error;
          failures.push(
            `e2e${test.status === 'flaky' ? ' (flaky, passed on retry)' : ''}  ${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')} [${test.projectName}]: ${firstLine(error?.message)}`,
          );
        }
  };
  for (const file of e2e?.suites ?? []) visit(file, []);
  if (e2e?.stats) {
    const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = e2e.stats;
    // Locally every test runs: a skip (only meant for @local tests against a deployment) counts as a failure.
    if (skipped) log(`e2e: ${skipped} tests were skipped; locally every test must run`);
    record('e2e', expected + flaky, unexpected + skipped + (e2eOk || unexpected ? 0 : 1));
  } else record('e2e', 0, 1);
} else {
  record('e2e (not run: the build failed)', 0, 1);
}

console.log('');
if (failures.length) {
  console.log('Failed:');
  for (const failure of failures) console.log(`  ${failure.slice(0, 400)}`);
  console.log('');
}
for (const { suite, passed, failed } of tally)
  console.log(`  ${suite.padEnd(12)} ${passed} passed, ${failed} failed`);
const passed = tally.reduce((n, t) => n + t.passed, 0);
const failed = tally.reduce((n, t) => n + t.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && existsSync(root) ? 0 : 1);
