// `npm run bench:pipeline`: what a slice team waits for, on this machine, in fresh clones of this
// repository. It prints, and checks as it goes:
//   1. `npm test` cold: everything, nothing cached (BENCH_SKIP_NPM_TEST=1 leaves it out: 20 to 50 min);
//   2. `pnpm run pipeline mfe-info` after a one-line change in mfe-info, with the cache main's run left;
//   3. the same again with no further change: every task restored, within 60 s;
//   4. a second clone with the same change and an empty local cache, restoring from a remote cache
//      server that the first clone filled.
// Figures, not assertions of the test suite (docs/decisions/095-task-graph-and-slice-pipeline.md).
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bootstrap, log, root } from '../bootstrap.mjs';
import { startRemoteCache } from '../services/remote-cache.mjs';

bootstrap({ browser: true, database: true, servers: true });
const work = mkdtempSync(join(tmpdir(), 'bench-pipeline-'));
const cache = await startRemoteCache({ folder: join(work, 'remote-cache') });
const figures = [];

function clone(name) {
  const dir = join(work, name);
  const cloned = spawnSync('git', ['clone', '--quiet', '--local', root, dir], { stdio: 'inherit' });
  if (cloned.status !== 0) throw new Error(`git clone into ${dir} failed`);
  return dir;
}

/** Runs a command in a clone; its time, its last line and its output. */
function timed(what, dir, command, env = {}) {
  log(`${what}: ${command}`);
  const started = Date.now();
  const result = spawnSync(command, {
    cwd: dir,
    shell: true,
    encoding: 'utf8',
    env: { ...process.env, ...env },
    maxBuffer: 512 * 1024 * 1024,
  });
  const seconds = (Date.now() - started) / 1000;
  const out = `${result.stdout}\n${result.stderr}`;
  const last = result.stdout.trim().split('\n').at(-1) ?? '';
  if (result.status !== 0) {
    console.log(out.split('\n').slice(-60).join('\n'));
    throw new Error(`${what} failed (${result.status}): ${last}`);
  }
  const restored = out.match(/^cache: .*$/m)?.[0] ?? '';
  figures.push({ what, seconds, last, restored });
  log(`${what}: ${seconds.toFixed(0)} s, ${last}; ${restored}`);
  return { seconds, out };
}

const oneLineChange = (dir) =>
  appendFileSync(
    join(dir, 'mfe-info/src/features/partner/components/waitlist-section.tsx'),
    '// A one-line change for bench:pipeline.\n',
  );
/** The tasks the pipeline ran rather than restored, from its task table. */
const ranTasks = (out) => [...out.matchAll(/^ {2}(\S+#\S+)\s+ran\b/gm)].map((m) => m[1]);

try {
  const first = clone('first');
  if (!process.env.BENCH_SKIP_NPM_TEST) timed('npm test, cold', first, 'npm test');
  // The cache a team's CI has from main: the slice's pipeline on main, once.
  timed(
    'pipeline mfe-info on main (fills the caches)',
    first,
    'pnpm run pipeline mfe-info --base HEAD',
    cache.env,
  );

  oneLineChange(first);
  const changed = timed(
    'pipeline mfe-info, one-line change',
    first,
    'pnpm run pipeline mfe-info --base HEAD',
    cache.env,
  );
  const ran = ranTasks(changed.out);
  const foreign = ran.filter((id) => !id.startsWith('mfe-info#') && id !== 'e2e#e2e:info');
  if (foreign.length) throw new Error(`the pipeline ran other packages' tasks: ${foreign.join(', ')}`);
  log(`ran: ${ran.join(', ')}`);

  const again = timed(
    'pipeline mfe-info again, no change',
    first,
    'pnpm run pipeline mfe-info --base HEAD',
    cache.env,
  );
  if (ranTasks(again.out).length) throw new Error(`tasks ran again: ${ranTasks(again.out).join(', ')}`);
  if (again.seconds > 60)
    log(`warning: the all-cached pipeline took ${again.seconds.toFixed(0)} s, over 60 s`);

  const second = clone('second');
  oneLineChange(second);
  const remote = timed(
    'pipeline mfe-info, second clone, remote cache',
    second,
    'pnpm run pipeline mfe-info --base HEAD',
    cache.env,
  );
  if (ranTasks(remote.out).length)
    throw new Error(`the second clone ran tasks: ${ranTasks(remote.out).join(', ')}`);
  if (!/[1-9]\d* from the remote cache/.test(remote.out))
    throw new Error('nothing came from the remote cache');
} finally {
  await cache.stop();
  if (!process.env.BENCH_KEEP) rmSync(work, { recursive: true, force: true });
}

console.log('\n| run | time | result | cache |\n| --- | --- | --- | --- |');
for (const f of figures) console.log(`| ${f.what} | ${f.seconds.toFixed(0)} s | ${f.last} | ${f.restored} |`);
const full = figures.find((f) => f.what.startsWith('npm test'));
const slice = figures.find((f) => f.what.includes('one-line change'));
if (full && slice)
  console.log(
    `\nThe one-slice pipeline is ${(full.seconds / slice.seconds).toFixed(1)}x faster than npm test.`,
  );
