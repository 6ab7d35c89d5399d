// `pnpm releases <command>`: the release manager's command line, a thin layer over releases/,
// canary/ and fleet/ (docs/deploy.md). Every change is verified first; a refused release prints
// each problem on its own line and leaves live as it was.
//
// pnpm releases init <root> [--id <id>] [--builds <workspace>]
//                                   a new root: the five builds installed and live, in the order that fits
// pnpm releases verify <root> <slice> <id>                does it fit the live composition?
// pnpm releases install <root> <slice> <id> <build folder>        (verified)
//   [--base <URL>]   on a slice's own origin: the URL its fragments name (the default: /releases/…)
// pnpm releases install <root> <slice> <id> <https://its-origin/>  (verified)
//                                   a release another origin serves, from its published root
//   (<slice> may be `shell`: its release must fit every live slice)
// pnpm releases switch <root> <slice>=<id> [...]   (verified; a rollback is a switch back)
// pnpm releases canary <root> <slice>=<id> <percent> | promote <root> | abort <root>
// pnpm releases canary <root> <slice>=<id> --steps 5,25,50 --every 10m
//                                   raised step by step while the analysis passes, then promoted
// pnpm releases step <root>     one pass of the steps (the reference server runs it)
// pnpm releases status <root>
// pnpm releases publish <root>  composition.json signed again (RELEASES_SIGNING_KEY), before it expires
//                                   (the judge does it at half its validity), or for a root from before
// pnpm releases follow <source URL> <root> [--then <command>]
//                                   this machine's root follows a published one (fleet/follow.mjs)
// pnpm releases judge <root> --prometheus <URL>   the fleet's one judge (fleet/judge.mjs)
//
// The live shell the releases must fit is the root's own (live/shell) once it has one, else SHELL_DIST
// (default: the workspace's shell/dist). A shell's release must fit every live slice.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { abortCanary, promoteCanary, startCanary } from '../canary/lifecycle.mjs';
import { parseDuration } from '../canary/plan.mjs';
import { canaryStatus } from '../canary/status.mjs';
import { stepCanary } from '../canary/steps.mjs';
import {
  releasesPublicKey,
  releasesSourceFromEnv,
  runtimeProblem,
  serverConfig,
  workspaceRoot,
} from '../config/config.mjs';
import { createFollower } from '../fleet/follow.mjs';
import { judgeForever } from '../fleet/judge.mjs';
import { createLogger } from '../observability/telemetry.mjs';
import { initRoot } from '../releases/init.mjs';
import { COMPOSITION_DOCUMENT } from '../releases/layout.mjs';
import { installFromOrigin } from '../releases/origin.mjs';
import { publishComposition, requireSigningKey } from '../releases/publish.mjs';
import { installVerified, switchVerified } from '../releases/verified.mjs';
import { liveShellDir, RefusedRelease, verifyRelease } from '../releases/verify.mjs';

const usage = `usage: pnpm releases init <root> [--id <release id>] [--builds <workspace with the five builds>]
       pnpm releases verify <root> <slice|shell> <id>
       pnpm releases install <root> <slice|shell> <id> <build folder> [--base <URL it is served at>]
       pnpm releases install <root> <slice> <id> <URL of the published root that serves it>
       pnpm releases switch <root> <slice|shell>=<id> ...
       pnpm releases canary <root> <slice>=<id> <percent>
       pnpm releases canary <root> <slice>=<id> --steps 5,25,50 --every 10m
       pnpm releases promote <root> | abort <root> | step <root> | status <root>
       pnpm releases publish <root>
       pnpm releases follow <source URL> <root> [--then <command>]
       pnpm releases judge <root> --prometheus <URL>`;

/** The judge's settings and a step's page views as the servers read them from the environment. */
function judgement(env) {
  const { canaryAbort, canaryStepViews } = serverConfig(env);
  return { judge: canaryAbort, stepViews: canaryStepViews };
}

/** The commands that change a root, and so publish its composition again. */
const PUBLISHING = new Set([
  'init',
  'install',
  'switch',
  'canary',
  'promote',
  'abort',
  'step',
  'publish',
  'judge',
]);

async function main([command, root, ...rest]) {
  // A root whose composition is signed changes only with the key (decision 107).
  if (PUBLISHING.has(command) && root) requireSigningKey(root);
  const pairs = (list) => Object.fromEntries(list.map((pair) => pair.split('=')));
  if (command === 'init' && root) {
    const { values } = parseArgs({
      args: rest,
      options: { id: { type: 'string' }, builds: { type: 'string' } },
    });
    const builds = resolve(values.builds ?? workspaceRoot);
    const id = values.id ?? buildId(builds);
    const live = await initRoot(root, id, { builds });
    return `${resolve(root)} is set up, every release ${id} and live: ${Object.keys(live).join(', ')}${
      process.env.RELEASES_SIGNING_KEY?.trim()
        ? '; composition.json is signed'
        : '\nunsigned: no RELEASES_SIGNING_KEY, so no follower will follow it'
    }`;
  }
  if (command === 'verify' && rest.length === 2) {
    const problems = await verifyRelease(root, rest[0], rest[1]);
    if (problems.length) throw new RefusedRelease(problems);
    return `${rest[0]}/${rest[1]} fits the live composition`;
  }
  if (command === 'install' && rest.length === 3) {
    const [slice, id, from] = rest;
    return /^https?:\/\//.test(from)
      ? installFromOrigin(root, slice, id, from)
      : installVerified(root, slice, id, from);
  }
  // On a slice's own origin: its fragments name the URL the release is served from there.
  if (command === 'install' && rest.length === 5 && rest[3] === '--base')
    return installVerified(root, rest[0], rest[1], rest[2], liveShellDir(process.env, root), rest[4]);
  if (command === 'switch' && rest.length > 0) return JSON.stringify(await switchVerified(root, pairs(rest)));
  if (command === 'canary' && rest.length === 2) {
    const [[slice, id]] = Object.entries(pairs([rest[0]]));
    return JSON.stringify(await startCanary(root, slice, id, Number(rest[1])));
  }
  if (command === 'canary' && rest.length === 5) {
    const { positionals, values } = parseArgs({
      args: rest,
      allowPositionals: true,
      options: { steps: { type: 'string' }, every: { type: 'string' } },
    });
    const [[slice, id]] = Object.entries(pairs(positionals));
    if (positionals.length !== 1 || !values.steps || !values.every)
      throw Object.assign(new Error(usage), { code: 2 });
    const steps = values.steps.split(',').map(Number);
    return JSON.stringify(await startCanary(root, slice, id, { steps, every: parseDuration(values.every) }));
  }
  if (command === 'step' && rest.length === 0) {
    const done = stepCanary(root, judgement(process.env));
    return done
      ? `${done.action}: ${done.canary.slice}/${done.canary.release} at ${done.canary.percent}%, ${done.analysis.reason}`
      : 'no step due';
  }
  if (command === 'promote' && rest.length === 0) return JSON.stringify(promoteCanary(root));
  if (command === 'abort' && rest.length === 0) {
    const aborted = abortCanary(root);
    return aborted ? `aborted ${aborted.slice}/${aborted.release}: everyone is on live` : 'no canary runs';
  }
  if (command === 'status' && rest.length === 0)
    return JSON.stringify(canaryStatus(root, judgement(process.env)), null, 2);
  if (command === 'publish' && rest.length === 0) {
    publishComposition(root);
    const text = readFileSync(join(root, COMPOSITION_DOCUMENT), 'utf8').trim();
    return process.env.RELEASES_SIGNING_KEY?.trim()
      ? text
      : `${text}\nunsigned: no RELEASES_SIGNING_KEY, so no follower will follow it`;
  }
  if (command === 'follow' && (rest.length === 1 || (rest.length === 3 && rest[1] === '--then'))) {
    return follow(root, rest[0], rest[2]);
  }
  if (command === 'judge' && rest.length === 2 && rest[0] === '--prometheus') {
    if (!process.env.RELEASES_SIGNING_KEY?.trim())
      throw new Error(
        "The judge needs RELEASES_SIGNING_KEY: the publisher's private key, to sign what it changes and to sign composition.json again before it expires",
      );
    return judgeForever(root, {
      prometheus: rest[1],
      logger: createLogger(),
      settings: judgement(process.env),
    });
  }
  throw Object.assign(new Error(usage), { code: 2 });
}

/** A release id for the builds in a git checkout: its commit, `-dirty` when it has changes. */
function buildId(builds) {
  const git = (...args) => spawnSync('git', ['-C', builds, ...args], { encoding: 'utf8' });
  const head = git('rev-parse', '--short', 'HEAD');
  if (head.status !== 0)
    throw new Error(
      `${builds} is not a git checkout: name the releases with --id <id> (letters, digits, '.', '_', '-')`,
    );
  return `${head.stdout.trim()}${git('status', '--porcelain').stdout.trim() ? '-dirty' : ''}`;
}

/**
 * `pnpm releases follow <source> <root>`: this machine's root follows a published one, for a host
 * where nginx serves the root (the reference server follows by itself with RELEASES_SOURCE). After
 * each change `then` runs (`nginx -s reload`: nginx reads the canary's include then).
 */
async function follow(source, root, then) {
  const logger = createLogger();
  const follower = createFollower({
    source: releasesSourceFromEnv(source),
    root,
    publicKey: releasesPublicKey(process.env, source),
    logger,
    onChange: async () => {
      if (!then) return;
      const done = spawnSync(then, { shell: true, stdio: 'inherit' });
      if (done.status !== 0)
        logger.error({ command: then, status: done.status }, 'the command after a change failed');
    },
  });
  await follower.start();
  // The follower's timer leaves a server's process free to exit; this process is the follower.
  await new Promise(() => setInterval(() => {}, 60_000));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const runtime = runtimeProblem();
  if (runtime) {
    console.error(`Cannot start: ${runtime}.`);
    process.exit(1);
  }
  main(process.argv.slice(2)).then(
    (output) => console.log(output),
    (error) => {
      // A refused release: each problem on its own line, and live as it was.
      console.error(error.message);
      process.exit(error.code === 2 ? 2 : 1);
    },
  );
}
