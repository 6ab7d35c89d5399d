// `pnpm pipeline <slice> [--base <ref>] [--release <root> [--id <id>] [--canary <percent>]]`: what a
// slice team's CI runs for a change. The lint, typecheck, unit tests and build of the slice and of
// what it is built from that the change reaches (tools/pipeline/scope.mjs), then the slice's e2e
// tests against the composition of its new build with the other slices' current builds, all on the
// task graph (turbo.json): a task whose inputs did not change is restored, not run. With --release,
// the new build is installed and verified as a release of that root, and optionally put on canary.
// Ends with one line: "N passed, N failed". docs/decisions/095-task-graph-and-slice-pipeline.md.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { bootstrap, log, root } from './bootstrap.mjs';
import { freePort } from './free-port.mjs';
import { pipelineScope, SLICES } from './pipeline/scope.mjs';
import { Tally } from './task-tally.mjs';
import { runTurbo, taskOutcomes, turboJson } from './turbo.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: 'string' },
    release: { type: 'string' },
    id: { type: 'string' },
    canary: { type: 'string' },
  },
});
const slice = positionals[0];
if (!(slice in SLICES) || positionals.length !== 1) {
  console.error(
    `usage: pnpm pipeline <${Object.keys(SLICES).join('|')}> [--base <ref>] [--release <root> [--id <id>] [--canary <percent>]]`,
  );
  process.exit(2);
}
const tag = SLICES[slice];

const git = (...args) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
const knows = (ref) => {
  try {
    git('rev-parse', '--verify', '--quiet', `${ref}^{commit}`);
    return true;
  } catch {
    return false;
  }
};

/** What the change is measured against: --base, PIPELINE_BASE, else main as the remote or this clone has it. */
function baseRef() {
  const asked = values.base ?? process.env.PIPELINE_BASE;
  if (asked) {
    if (!knows(asked)) throw new Error(`The base ${asked} is not a commit of this clone (fetch it first)`);
    return asked;
  }
  const found = ['origin/main', 'main', 'HEAD^'].find(knows);
  if (!found) throw new Error('No base to compare with: give --base <ref>');
  return found;
}

const packagesOf = (filter) =>
  turboJson(['ls', `--filter=${filter}`, '--output=json']).packages.items.map((p) => p.name);

bootstrap({ browser: true, nginx: true });
const base = baseRef();
// A branch's change is what it added since it left the base, plus what the working tree changes.
const since = (() => {
  try {
    return git('merge-base', base, 'HEAD');
  } catch {
    return base; // A shallow clone without their common ancestor: the base itself.
  }
})();
const changed = packagesOf(`[${since}]`);
const scope = pipelineScope({
  slice,
  changed,
  affected: packagesOf(`...[${since}]`),
  closure: packagesOf(`${slice}...`),
});
if (scope.some((p) => p.name === 'supabase-db')) bootstrap({ database: true });

log(
  `pipeline for ${slice}, against ${base} (${since.slice(0, 9)}); what changed: ${changed.join(', ') || 'nothing'}`,
);
for (const { name, reason } of scope) console.log(`  ${name.padEnd(18)} ${reason}`);

const tally = new Tally();
const directory = Object.fromEntries(
  turboJson(['ls', '--output=json']).packages.items.map((p) => [p.name, p.path]),
);

// 1. The checks of each package in scope: lint, typecheck, unit tests, build.
const checks = runTurbo([
  'run',
  'lint',
  'typecheck',
  'unit',
  'build',
  ...scope.map((p) => `--filter=${p.name}`),
  '--continue=dependencies-successful',
  '--output-logs=new-only',
]);
tally.addOutcomes(taskOutcomes(checks.summary));
for (const { name } of scope) {
  for (const task of ['lint', 'typecheck', 'build']) tally.check(`${name}#${task}`, `${task} ${name}`);
  if (existsSync(join(root, directory[name], 'vitest.config.ts')))
    tally.unit(name, join(root, directory[name]));
}

// 2. The slice's e2e tests, against its new build composed with the other slices' current builds
// (restored from the cache when they are unchanged).
if (!tally.outcomes.some((t) => t.id.endsWith('#build') && t.exitCode !== 0)) {
  const e2e = runTurbo(['run', `e2e:${tag}`, '--filter=e2e', '--output-logs=new-only'], {
    env: { ...process.env, E2E_PORT: String(await freePort()), CI: process.env.CI ?? 'true' },
  });
  tally.addOutcomes(taskOutcomes(e2e.summary));
  tally.e2e(tag, join(root, 'e2e/reports', tag, 'report.json'));
} else {
  tally.record(`e2e @${tag} (not run: a build failed)`, 0, 1);
}

// 3. The new build as a release of a root (docs/deploy.md), verified against its live slices.
const passedSoFar = tally.failed === 0;
if (values.release && slice !== 'shell') {
  const releaseRoot = resolve(values.release);
  const name = tag;
  const dirty = git('status', '--porcelain') !== '';
  const id = values.id ?? `${git('rev-parse', '--short', 'HEAD')}${dirty ? '-dirty' : ''}`;
  const releases = (...args) => {
    log(`releases.mjs ${args.join(' ')}`);
    return (
      spawnSync('node', ['shell/server/releases.mjs', ...args], { cwd: root, stdio: 'inherit' }).status === 0
    );
  };
  if (!passedSoFar) {
    tally.record(`release ${name}/${id} (not installed: the checks failed)`, 0, 1);
  } else {
    const installed = releases('install', releaseRoot, name, id, join(root, slice, 'dist'));
    const verified = installed && releases('verify', releaseRoot, name, id);
    tally.record(`release ${name}/${id}`, verified ? 1 : 0, verified ? 0 : 1);
    if (verified && values.canary) {
      const canary = releases('canary', releaseRoot, `${name}=${id}`, values.canary);
      tally.record(`canary ${name}=${id} at ${values.canary} %`, canary ? 1 : 0, canary ? 0 : 1);
    }
  }
} else if (values.release) {
  log('The shell is not released through a release root yet: --release is ignored for it.');
}

tally.print();
process.exit(tally.failed === 0 ? 0 : 1);
