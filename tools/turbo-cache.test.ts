// The task cache as the pipeline and `npm test` rely on it, on a small workspace of its own: a task
// whose inputs did not change is restored (its outputs byte for byte), not run; a change reruns only
// its package; a second machine restores from a remote cache server; an unreachable server costs a
// rebuild, never a failed run. docs/decisions/095-task-graph-and-slice-pipeline.md.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startRemoteCache } from './services/remote-cache.mjs';
import { latestSummary, taskOutcomes, turboEnv } from './turbo.mjs';

const turbo = join(import.meta.dirname, '../node_modules/.bin/turbo');
const folders: string[] = [];

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

function build(dir: string, env: Record<string, string> = {}) {
  const started = Date.now();
  const result = spawnSync(turbo, ['run', 'build', '--summarize', '--output-logs=none'], {
    cwd: dir,
    env: turboEnv({ ...process.env, CHARDHAM_TOOLCHAIN: 'fixture', ...env }),
    encoding: 'utf8',
  });
  expect(result.status, result.stderr).toBe(0);
  const tasks = taskOutcomes(latestSummary(dir, started));
  return Object.fromEntries(tasks.map((t) => [t.id, t.cache]));
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

  it('a second machine restores from the remote cache what the first one built', async () => {
    const server = mkdtempSync(join(tmpdir(), 'turbo-cache-server-'));
    folders.push(server);
    const cache = await startRemoteCache({ folder: server });
    try {
      const first = workspace();
      expect(build(first, cache.env)).toEqual({ 'a#build': 'ran', 'b#build': 'ran' });

      // Another clone: the same files, no local cache.
      const second = mkdtempSync(join(tmpdir(), 'turbo-cache-clone-'));
      folders.push(second);
      cpSync(first, second, { recursive: true, filter: (path) => !/\/(\.turbo|dist|runs\.log)$/.test(path) });
      expect(build(second, cache.env)).toEqual({ 'a#build': 'remote', 'b#build': 'remote' });
      expect(output(second, 'a')).toBe(output(first, 'a'));
      expect(() => runs(second)).toThrow();

      // A wrong token reads nothing: the clone builds for itself, and the run still passes.
      const third = mkdtempSync(join(tmpdir(), 'turbo-cache-clone-'));
      folders.push(third);
      cpSync(second, third, { recursive: true, filter: (path) => !/\/(\.turbo|dist|runs\.log)$/.test(path) });
      expect(build(third, { ...cache.env, TURBO_TOKEN: 'not-the-token' })).toEqual({
        'a#build': 'ran',
        'b#build': 'ran',
      });
    } finally {
      await cache.stop();
    }
  });

  it('a remote cache that is down costs a rebuild, not a failed run', () => {
    const dir = workspace();
    expect(
      build(dir, { TURBO_API: 'http://127.0.0.1:9', TURBO_TOKEN: 'token', TURBO_TEAM: 'chardham' }),
    ).toEqual({ 'a#build': 'ran', 'b#build': 'ran' });
  });
});
