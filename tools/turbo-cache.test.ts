// The task cache as the pipeline and `npm test` rely on it, on a small workspace of its own: a task
// whose inputs did not change is restored (its outputs byte for byte), not run; a change reruns only
// its package; a second machine restores from a remote cache server what the first signed, and
// builds for itself what someone changed there; a machine without the signing key leaves the server
// alone; a release's run builds what it installs; an unreachable server costs a rebuild, never a
// failed run. docs/decisions/095-task-graph-and-slice-pipeline.md, docs/pipeline.md.
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startRemoteCache } from './services/remote-cache.mjs';
import { latestSummary, OWN_BUILDS_ONLY, taskOutcomes, turboEnv } from './turbo.mjs';

const turbo = join(import.meta.dirname, '../node_modules/.bin/turbo');
const folders: string[] = [];
// The fixture's remote cache is configured as the repository's is.
const { remoteCache, futureFlags } = JSON.parse(
  readFileSync(join(import.meta.dirname, '../turbo.json'), 'utf8'),
) as Record<string, unknown>;

/** Two packages whose build writes dist/out.txt from src.txt and notes in runs.log that it ran. */
function workspace(): string {
  const dir = mkdtempSync(join(tmpdir(), 'turbo-cache-'));
  folders.push(dir);
  const json = (path: string, value: unknown) => writeFileSync(join(dir, path), JSON.stringify(value));
  json('package.json', { name: 'fixture', private: true });
  writeFileSync(join(dir, 'pnpm-workspace.yaml'), 'packages:\n  - a\n  - b\n');
  // Outputs are never inputs: as in the repository, they are ignored.
  writeFileSync(join(dir, '.gitignore'), 'dist/\n.turbo/\nruns.log\n');
  writeFileSync(
    join(dir, 'pnpm-lock.yaml'),
    "lockfileVersion: '9.0'\n\nsettings:\n  autoInstallPeers: true\n  excludeLinksFromLockfile: false\n\nimporters:\n\n  .: {}\n\n  a: {}\n\n  b: {}\n",
  );
  json('turbo.json', {
    dangerouslyDisablePackageManagerCheck: true,
    remoteCache,
    futureFlags,
    tasks: { build: { outputs: ['dist/**'] } },
  });
  for (const name of ['a', 'b']) {
    mkdirSync(join(dir, name));
    json(`${name}/package.json`, { name, private: true, scripts: { build: 'node build.mjs' } });
    writeFileSync(join(dir, name, 'src.txt'), `${name} source\n`);
    writeFileSync(
      join(dir, name, 'build.mjs'),
      `import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
mkdirSync('dist', { recursive: true });
writeFileSync('dist/out.txt', readFileSync('src.txt', 'utf8').toUpperCase() + Math.random());
appendFileSync('../runs.log', '${name}\\n');
`,
    );
  }
  return dir;
}

const said: string[] = [];

function build(dir: string, env: Record<string, string | undefined> = {}, args: string[] = []) {
  const started = Date.now();
  const result = spawnSync(turbo, ['run', 'build', '--summarize', '--output-logs=none', ...args], {
    cwd: dir,
    env: turboEnv(
      { ...process.env, CHARDHAM_TOOLCHAIN: 'fixture', ...env },
      { say: (line: string) => said.push(line) },
    ),
    encoding: 'utf8',
  });
  expect(result.status, result.stderr).toBe(0);
  const tasks = taskOutcomes(latestSummary(dir, started));
  return Object.fromEntries(tasks.map((t) => [t.id, t.cache]));
}

/** A task's hash in the latest run, which names its artifact on the cache server. */
function hashOf(dir: string, taskId: string): string {
  const summary = latestSummary(dir, 0) as { tasks: { taskId: string; hash: string }[] };
  const hash = summary.tasks.find((t) => t.taskId === taskId)?.hash;
  if (!hash) throw new Error(`${taskId} is not in the latest run of ${dir}`);
  return hash;
}

/** A copy of a workspace's files, as another machine's clone has them: no outputs, no cache. */
function clone(from: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'turbo-cache-clone-'));
  folders.push(dir);
  cpSync(from, dir, { recursive: true, filter: (path) => !/\/(\.turbo|dist|runs\.log)$/.test(path) });
  return dir;
}

type CacheServer = Awaited<ReturnType<typeof startRemoteCache>> & { folder: string };

/** Runs `test` with a remote cache server of its own, stopped after it. */
async function withCacheServer(test: (cache: CacheServer) => void) {
  const folder = mkdtempSync(join(tmpdir(), 'turbo-cache-server-'));
  folders.push(folder);
  const cache = { folder, ...(await startRemoteCache({ folder })) };
  try {
    test(cache);
  } finally {
    await cache.stop();
  }
}

const runs = (dir: string) => readFileSync(join(dir, 'runs.log'), 'utf8').trim().split('\n');
const output = (dir: string, name: string) => readFileSync(join(dir, name, 'dist/out.txt'), 'utf8');

afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe('the task cache', { timeout: 120_000 }, () => {
  it('restores unchanged tasks instead of running them, and reruns only a changed package', () => {
    const dir = workspace();
    expect(build(dir)).toEqual({ 'a#build': 'ran', 'b#build': 'ran' });
    const first = output(dir, 'a');

    expect(build(dir)).toEqual({ 'a#build': 'local', 'b#build': 'local' });
    expect(runs(dir)).toEqual(expect.arrayContaining(['a', 'b']));
    expect(runs(dir)).toHaveLength(2);

    rmSync(join(dir, 'a/dist'), { recursive: true });
    expect(build(dir)).toEqual({ 'a#build': 'local', 'b#build': 'local' });
    expect(output(dir, 'a')).toBe(first);

    writeFileSync(join(dir, 'b/src.txt'), 'b source, changed\n');
    expect(build(dir)).toEqual({ 'a#build': 'local', 'b#build': 'ran' });
    expect(output(dir, 'b')).toMatch(/^B SOURCE, CHANGED/);
    expect(runs(dir)).toHaveLength(3);
  });

  it('a second machine restores from the remote cache what the first one built and signed', () =>
    withCacheServer((cache) => {
      const first = workspace();
      expect(build(first, cache.env)).toEqual({ 'a#build': 'ran', 'b#build': 'ran' });

      // Another clone: the same files, no local cache.
      const second = clone(first);
      expect(build(second, cache.env)).toEqual({ 'a#build': 'remote', 'b#build': 'remote' });
      expect(output(second, 'a')).toBe(output(first, 'a'));
      expect(() => runs(second)).toThrow();

      // A wrong token reads nothing: the clone builds for itself, and the run still passes.
      expect(build(clone(second), { ...cache.env, TURBO_TOKEN: 'not-the-token' })).toEqual({
        'a#build': 'ran',
        'b#build': 'ran',
      });
      // So does another key: what it cannot verify, it does not restore.
      expect(
        build(clone(second), { ...cache.env, TURBO_REMOTE_CACHE_SIGNATURE_KEY: 'k'.repeat(64) }),
      ).toEqual({ 'a#build': 'ran', 'b#build': 'ran' });
    }));

  it('an artifact changed on the cache server is not restored: the machine builds it itself', () =>
    withCacheServer((cache) => {
      const first = workspace();
      build(first, cache.env);
      const genuine = hashOf(first, 'a#build');

      // Whoever can write the server's folder puts another build of a, signed for its own inputs,
      // in the place of the genuine one: the artifact, and its signature where the server keeps one.
      writeFileSync(join(first, 'a/src.txt'), 'a source, by someone else\n');
      expect(build(first, cache.env)).toEqual({ 'a#build': 'ran', 'b#build': 'local' });
      const planted = hashOf(first, 'a#build');
      writeFileSync(join(first, 'a/src.txt'), 'a source\n');
      const stored = (hash: string) => join(cache.folder, 'chardham', hash);
      copyFileSync(stored(planted), stored(genuine));
      if (existsSync(stored(`${planted}.tag`)))
        copyFileSync(stored(`${planted}.tag`), stored(`${genuine}.tag`));

      const second = clone(first);
      expect(build(second, cache.env)).toEqual({ 'a#build': 'ran', 'b#build': 'remote' });
      expect(output(second, 'a')).toMatch(/^A SOURCE\n/);
      expect(runs(second)).toEqual(['a']);
    }));

  it('a machine without the signing key leaves the remote cache alone, and says so in one line', () =>
    withCacheServer((cache) => {
      const first = workspace();
      build(first, cache.env);
      said.length = 0;
      const unsigned = { ...cache.env, TURBO_REMOTE_CACHE_SIGNATURE_KEY: undefined };
      expect(build(clone(first), unsigned)).toEqual({ 'a#build': 'ran', 'b#build': 'ran' });
      expect(said).toEqual([
        `remote task cache off: ${cache.url} is used only with TURBO_REMOTE_CACHE_SIGNATURE_KEY (32 bytes or more, held by CI), so this run reads and writes this machine's cache alone (docs/pipeline.md)`,
      ]);
      // A key shorter than 32 bytes is no key.
      const short = turboEnv({ ...cache.env, TURBO_REMOTE_CACHE_SIGNATURE_KEY: 'short' }, { say: () => {} });
      expect(
        Object.keys(short).filter((name) => name.startsWith('TURBO_') && !/TELEMETRY|NOTIFIER/.test(name)),
      ).toEqual([]);
    }));

  it("a release's run installs what this machine built, never what the remote cache restored", () =>
    withCacheServer((cache) => {
      const first = workspace();
      build(first, cache.env);
      const second = clone(first);
      expect(build(second, cache.env)).toEqual({ 'a#build': 'remote', 'b#build': 'remote' });
      // turbo keeps what it restored from the remote cache in this machine's cache as well, so
      // leaving the remote cache out is not enough: this machine's cache answers with the same files.
      expect(build(second, cache.env, ['--cache=local:rw'])).toEqual({
        'a#build': 'local',
        'b#build': 'local',
      });

      expect(build(second, cache.env, OWN_BUILDS_ONLY)).toEqual({ 'a#build': 'ran', 'b#build': 'ran' });
      expect(output(second, 'a')).not.toBe(output(first, 'a'));
      // What it built itself it restores next time.
      expect(build(second, cache.env, OWN_BUILDS_ONLY)).toEqual({ 'a#build': 'local', 'b#build': 'local' });
    }));

  it('a remote cache that is down costs a rebuild, not a failed run', () => {
    const dir = workspace();
    expect(
      build(dir, { TURBO_API: 'http://127.0.0.1:9', TURBO_TOKEN: 'token', TURBO_TEAM: 'chardham' }),
    ).toEqual({ 'a#build': 'ran', 'b#build': 'ran' });
  });
});
