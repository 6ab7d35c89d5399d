// `npm test`: install what is missing, then every task of the graph (turbo.json): the lint,
// typecheck, unit and database tests and build of every package, then the Playwright suite against
// the composed production build, one slice's tests after another. A task whose inputs have not
// changed since a run on this machine (or on another, through a remote cache: TURBO_API) is
// restored, not run; a fresh clone runs everything. Ends with one line: "N passed, N failed".
// docs/decisions/095-task-graph-and-slice-pipeline.md.
import { join } from 'node:path';
import { bootstrap, log, root } from './bootstrap.mjs';
import { freePort } from './free-port.mjs';
import { SLICES } from './pipeline/scope.mjs';
import { Tally } from './task-tally.mjs';
import { runTurbo, taskOutcomes, turboJson } from './turbo.mjs';

bootstrap({ browser: true, database: true, servers: true });
const tally = new Tally();
const packages = turboJson(['ls', '--output=json']).packages.items;

log('lint, typecheck, unit and database tests, and the builds of every package');
const checks = runTurbo([
  'run',
  'lint',
  'lint:root',
  'typecheck',
  'unit',
  'build',
  '--continue=dependencies-successful',
  '--output-logs=new-only',
]);
tally.addOutcomes(taskOutcomes(checks.summary));
tally.check('//#lint:root', 'lint (root files)');
for (const { name, path } of packages) {
  tally.check(`${name}#lint`, `lint ${name}`);
  tally.check(`${name}#typecheck`, `typecheck ${name}`);
  if (tally.outcomes.some((t) => t.id === `${name}#unit`)) tally.unit(name, join(root, path));
}
// The five apps' builds; the other packages' `build` only says they need none.
for (const slice of Object.keys(SLICES)) tally.check(`${slice}#build`, `build ${slice}`);

const tags = Object.values(SLICES);
if (
  Object.keys(SLICES).every((slice) => tally.outcomes.find((t) => t.id === `${slice}#build`)?.exitCode === 0)
) {
  log('end to end (Playwright, composed production build), one slice tag after another');
  // One Playwright at a time: each serves the composition on the same port.
  const e2e = runTurbo(
    [
      'run',
      ...tags.map((tag) => `e2e:${tag}`),
      '--filter=e2e',
      '--concurrency=1',
      '--continue',
      '--output-logs=new-only',
    ],
    { env: { ...process.env, E2E_PORT: String(await freePort()) } },
  );
  tally.addOutcomes(taskOutcomes(e2e.summary));
  for (const tag of tags) tally.e2e(tag, join(root, 'e2e/reports', tag, 'report.json'));
} else {
  tally.record('e2e (not run: a build failed)', 0, 1);
}

tally.print();
process.exit(tally.failed === 0 ? 0 : 1);
