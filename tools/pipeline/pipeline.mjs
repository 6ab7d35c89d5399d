// `pnpm run pipeline <slice> [--base <ref>] [--release <root> [--id <id>] [--canary <percent>]]
//   [--against <url> [--entry <entry>]] [-- <playwright arguments>]`: what a slice team's CI runs for
// a change. The lint, typecheck, unit tests and build of the slice and of what it is built from that
// the change reaches (tools/pipeline/scope.mjs), then the slice's e2e tests against the composition
// of its new build with the other slices' current builds, all on the task graph (turbo.json): a task
// whose inputs did not change is restored, not run. With --release, the new build is installed and
// verified as a release of that root, and optionally put on canary. With --against, the e2e tests run
// on a deployment instead, with the new build as this run's candidate there (its release in the
// deployment's root, or --entry where it was published; CANDIDATES_SECRET signs it).
// Ends with one line: "N passed, N failed". docs/decisions/095-task-graph-and-slice-pipeline.md.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { bootstrap, log, root } from '../bootstrap.mjs';
import { freePort } from '../free-port.mjs';
import { platformCommand } from '../platform.mjs';
import { Tally } from '../task-tally.mjs';
import { runTurbo, taskOutcomes, turboJson } from '../turbo.mjs';
import { pipelineScope, SLICES } from './scope.mjs';
import { pipelineRuns } from './turbo-runs.mjs';

// Arguments after `--` go to Playwright as they are (`-- tests/info-waitlist.spec.ts --grep joins`).
const argv = process.argv.slice(2);
const dashes = argv.indexOf('--');
const playwrightArgs = dashes === -1 ? [] : argv.slice(dashes + 1);
const { values, positionals } = parseArgs({
  args: dashes === -1 ? argv : argv.slice(0, dashes),
  allowPositionals: true,
  options: {
    base: { type: 'string' },
    release: { type: 'string' },
    id: { type: 'string' },
    canary: { type: 'string' },
    against: { type: 'string' },
    entry: { type: 'string' },
  },
});
const slice = positionals[0];
const usage = (problem) => {
  if (problem) console.error(problem);
  console.error(
    `usage: pnpm run pipeline <${Object.keys(SLICES).join('|')}> [--base <ref>] [--release <root> [--id <id>] [--canary <percent>]] [--against <url> [--entry <entry>]] [-- <playwright arguments>]`,
  );
  process.exit(2);
};
if (!(slice in SLICES) || positionals.length !== 1) usage();
const tag = SLICES[slice];
const against = values.against ? deploymentUrl(values.against) : undefined;
if (against) {
  if (slice === 'shell') usage('--against tries a remote slice as a candidate: the shell has none.');
  if (!values.release && !values.entry)
    usage(
      "--against needs where the deployment finds the new build: --release <the deployment's release root> or --entry <its published remoteEntry.js>",
    );
  if (!process.env.CANDIDATES_SECRET?.trim())
    usage('--against needs CANDIDATES_SECRET, the secret the deployment signs candidate links with.');
} else if (values.entry) {
  usage('--entry goes with --against.');
}

/** The deployment's origin, from --against. */
function deploymentUrl(text) {
  try {
    const url = new URL(text);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
  } catch {
    // Reported below.
  }
  return usage(`--against takes a deployment's URL (https://staging.example.com): ${text}`);
}

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

bootstrap({ browser: true, servers: true });
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

// With --release, both runs build from this machine's own builds, never the remote cache's.
const runs = pipelineRuns({ scope, tag, release: Boolean(values.release), playwrightArgs });

// 1. The checks of each package in scope: lint, typecheck, unit tests, build.
const checks = runTurbo(runs.checks);
tally.addOutcomes(taskOutcomes(checks.summary));
for (const { name } of scope) {
  for (const task of ['lint', 'typecheck', 'build']) tally.check(`${name}#${task}`, `${task} ${name}`);
  if (existsSync(join(root, directory[name], 'vitest.config.ts')))
    tally.unit(name, join(root, directory[name]));
}

// The new build as a release of a root (docs/deploy.md), verified against its live slices: after
// the e2e tests, or before them when they run on the deployment whose root it is (--against).
const release =
  values.release && slice !== 'shell'
    ? (() => {
        const dirty = git('status', '--porcelain') !== '';
        return {
          root: resolve(values.release),
          id: values.id ?? `${git('rev-parse', '--short', 'HEAD')}${dirty ? '-dirty' : ''}`,
        };
      })()
    : undefined;
if (values.release && !release)
  log(
    'The pipeline does not release the shell: --release is ignored for it (pnpm releases install <root> shell <id> shell/dist, docs/deploy.md).',
  );
const releases = (...args) => {
  log(`pnpm releases ${args.join(' ')}`);
  return (
    spawnSync('node', [platformCommand('releases'), ...args], { cwd: root, stdio: 'inherit' }).status === 0
  );
};
let installed = false;
function installRelease() {
  if (tally.failed > 0) {
    tally.record(`release ${tag}/${release.id} (not installed: the checks failed)`, 0, 1);
    return;
  }
  installed =
    releases('install', release.root, tag, release.id, join(root, slice, 'dist')) &&
    releases('verify', release.root, tag, release.id);
  tally.record(`release ${tag}/${release.id}`, installed ? 1 : 0, installed ? 0 : 1);
}

// 2. The slice's e2e tests: against its new build composed with the other slices' current builds
// (restored from the cache when they are unchanged), or on a deployment with the new build as this
// run's candidate (never cached: the deployment is not an input of the graph).
if (tally.outcomes.some((t) => t.id.endsWith('#build') && t.exitCode !== 0)) {
  tally.record(`e2e @${tag} (not run: a build failed)`, 0, 1);
} else if (against) {
  if (release) installRelease();
  const entry = values.entry ?? (installed ? `/releases/${tag}/${release.id}/remoteEntry.js` : undefined);
  if (entry) {
    const suite = `e2e @${tag} on ${against}`;
    log(`${suite}, with ${tag}=${entry} as the candidate`);
    const report = join(root, 'e2e/reports', tag, 'report.json');
    const run = spawnSync('node', ['e2e/support/run-tag.mjs', tag, ...playwrightArgs], {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        BASE_URL: against,
        CANDIDATE: `${tag}=${entry}`,
        CI: process.env.CI ?? 'true',
      },
    });
    tally.e2eRun(suite, report, run.status ?? 1);
  }
} else {
  const e2e = runTurbo(runs.e2e, {
    env: { ...process.env, E2E_PORT: String(await freePort()), CI: process.env.CI ?? 'true' },
  });
  tally.addOutcomes(taskOutcomes(e2e.summary));
  tally.e2e(tag, join(root, 'e2e/reports', tag, 'report.json'));
}

// 3. The release, if it is not installed yet, and its canary once everything passed.
if (release && !against) installRelease();
if (installed && values.canary && tally.failed === 0) {
  const canary = releases('canary', release.root, `${tag}=${release.id}`, values.canary);
  tally.record(`canary ${tag}=${release.id} at ${values.canary} %`, canary ? 1 : 0, canary ? 0 : 1);
}

tally.print();
process.exit(tally.failed === 0 ? 0 : 1);
