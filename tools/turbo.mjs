// The task graph (turbo.json) as `npm test`, `pnpm pipeline` and their tests run it: Turborepo with
// the environment every run needs, its run summary read back, and what was restored instead of run.
// docs/decisions/095-task-graph-and-slice-pipeline.md.
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './bootstrap.mjs';

const turboBin = join(root, 'node_modules/.bin/turbo');

/** Debian packages a task's result depends on, though no file of the repository names their version. */
const SYSTEM_PACKAGES = [
  'chromium',
  'fonts-noto-core',
  'default-jre-headless',
  'fonts-lohit-deva',
  'fonts-freefont-ttf',
  'nginx',
  'postgresql-15',
  'postgresql-15-cron',
];

function debianVersion(name) {
  try {
    // dpkg-query's own format placeholder, not a template.
    return execFileSync('dpkg-query', ['-W', `-f=\${Version}`, name], {
      stdio: ['ignore', 'pipe', 'ignore'],
      encoding: 'utf8',
    }).trim();
  } catch {
    return 'none';
  }
}

/**
 * What Turborepo cannot see but a cached result depends on: Node's version and the Debian packages
 * the builds and tests run with (vercel/turborepo#6201). A machine with another Chromium or fonts
 * gets its own cache entries, not another machine's results.
 */
export function toolchainFingerprint(versionOf = debianVersion) {
  return [`node ${process.version}`, ...SYSTEM_PACKAGES.map((name) => `${name} ${versionOf(name)}`)].join(
    ', ',
  );
}

/** turbo's minimum for `TURBO_REMOTE_CACHE_SIGNATURE_KEY` (turbo.json's `futureFlags.longerSignatureKey`). */
const SIGNATURE_KEY_BYTES = 32;
const said = new Set();
const sayOnce = (line) => {
  if (said.has(line)) return;
  said.add(line);
  console.error(line);
};

/**
 * The environment of every turbo run: no telemetry, no update check; the toolchain's
 * fingerprint; and the remote cache only when TURBO_API names one (a token alone would make turbo
 * try Vercel's) and a signing key is there. turbo.json's `remoteCache.signature` makes turbo sign
 * each artifact it uploads with `TURBO_REMOTE_CACHE_SIGNATURE_KEY` (an HMAC) and refuse one whose
 * signature does not verify. The same key verifies and signs, so a machine without it can only
 * trust what it downloads or leave the remote cache alone: it leaves it, with one line saying so
 * (issue 62, docs/pipeline.md). A repository without a `packageManager` field needs turbo.json's
 * `dangerouslyDisablePackageManagerCheck` (decision 095).
 */
export function turboEnv(env = process.env, { say = sayOnce } = {}) {
  const out = {
    ...env,
    TURBO_TELEMETRY_DISABLED: '1',
    TURBO_NO_UPDATE_NOTIFIER: '1',
    DO_NOT_TRACK: '1',
    CHARDHAM_TOOLCHAIN: env.CHARDHAM_TOOLCHAIN ?? toolchainFingerprint(),
  };
  const api = env.TURBO_API?.trim();
  if (api && (!env.TURBO_TOKEN || !env.TURBO_TEAM))
    throw new Error('TURBO_API needs TURBO_TOKEN and TURBO_TEAM as well (docs/decisions/095-*.md)');
  const signs = Buffer.byteLength(env.TURBO_REMOTE_CACHE_SIGNATURE_KEY ?? '') >= SIGNATURE_KEY_BYTES;
  if (api && !signs)
    say(
      `remote task cache off: ${api} is used only with TURBO_REMOTE_CACHE_SIGNATURE_KEY (${SIGNATURE_KEY_BYTES} bytes or more, held by CI), so this run reads and writes this machine's cache alone (docs/pipeline.md)`,
    );
  if (!api || !signs) {
    delete out.TURBO_API;
    delete out.TURBO_TOKEN;
    delete out.TURBO_TEAM;
    delete out.TURBO_REMOTE_CACHE_SIGNATURE_KEY;
  }
  // A turbo started from inside a task (a test of the graph) is a run of its own.
  for (const name of Object.keys(out)) if (/^TURBO_(HASH|TASK|IS_|RUN_)/.test(name)) delete out[name];
  return out;
}

/**
 * The cache of a run whose build is installed (`pipeline --release`): no remote cache, and a local
 * cache of its own, because turbo copies every artifact it restores from the remote cache into
 * this machine's cache, where a later `--cache=local:rw` would restore it as a local hit. What a
 * release installs was built on this machine (issue 62).
 */
export const OWN_BUILDS_ONLY = ['--cache=local:rw', '--cache-dir=.turbo/own-builds'];

/** `turbo <args>` with its output shown; the summary of the run (`--summarize`) when it wrote one. */
export function runTurbo(args, { env = process.env, cwd = root } = {}) {
  const started = Date.now();
  const result = spawnSync(turboBin, [...args, '--summarize'], {
    cwd,
    stdio: 'inherit',
    env: turboEnv(env),
  });
  return {
    status: result.status ?? 1,
    summary: latestSummary(cwd, started),
    seconds: (Date.now() - started) / 1000,
  };
}

/** `turbo <args>` for its JSON answer (`ls`, `run --dry=json`). */
export function turboJson(args, { env = process.env, cwd = root } = {}) {
  const text = execFileSync(turboBin, args, {
    cwd,
    env: turboEnv(env),
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(text.slice(text.indexOf('{')));
}

/** The run summary turbo wrote (`.turbo/runs/<id>.json`) after `since`, if any. */
export function latestSummary(cwd, since) {
  const dir = join(cwd, '.turbo/runs');
  let files;
  try {
    files = readdirSync(dir).map((name) => join(dir, name));
  } catch {
    return null;
  }
  const fresh = files
    .map((path) => ({ path, mtime: statSync(path).mtimeMs }))
    .filter((f) => f.mtime >= since - 1000)
    .sort((a, b) => b.mtime - a.mtime);
  return fresh.length ? JSON.parse(readFileSync(fresh[0].path, 'utf8')) : null;
}

/**
 * Each task of a run: ran, restored from this machine's cache, or from the remote one.
 * @returns {{ id: string, cache: 'ran' | 'local' | 'remote', exitCode: number | null, seconds: number }[]}
 */
export function taskOutcomes(summary) {
  return (summary?.tasks ?? [])
    .filter((task) => task.command !== '<NONEXISTENT>')
    .map((task) => ({
      id: task.taskId,
      cache: task.cache?.status === 'HIT' ? (task.cache.source === 'REMOTE' ? 'remote' : 'local') : 'ran',
      exitCode: task.execution?.exitCode ?? null,
      seconds: task.execution ? (task.execution.endTime - task.execution.startTime) / 1000 : 0,
    }));
}

/** One line an operator reads: how many tasks were restored instead of run. */
export function cacheLine(outcomes) {
  const local = outcomes.filter((t) => t.cache === 'local').length;
  const remote = outcomes.filter((t) => t.cache === 'remote').length;
  return `cache: ${local + remote} of ${outcomes.length} tasks restored (${local} from this machine, ${remote} from the remote cache)`;
}
