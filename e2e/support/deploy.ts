/**
 * Deployment scenarios against an own instance of the reference server, serving build folders in a
 * temp directory: the shared build folders (and the suite's server) are never touched.
 */
import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { type SliceName, slices } from '@chardham/shared/routes';
import { platformCommand } from 'tools/platform';
import { type Nginx, startNginx } from './nginx';
import { E2E_SUPABASE } from './supabase';

export { slices };

export const workspaceRoot = resolve(import.meta.dirname, '../..');

export const makeTempDir = (name: string) => mkdtempSync(join(tmpdir(), `chardham-${name}-`));

/** `pnpm build`'s vite build of one project of the workspace, into a folder of its own. */
const viteBuild = (project: string, outDir: string) => [
  '--filter',
  project,
  'exec',
  'vite',
  'build',
  '--configLoader',
  'runner',
  '--outDir',
  outDir,
  '--emptyOutDir',
];

/** Builds one remote from source into a folder of its own, as its team's pipeline would. */
export function buildRemote(slice: SliceName, outDir: string, buildId: string): void {
  execFileSync('pnpm', viteBuild(`mfe-${slice}`, outDir), {
    cwd: workspaceRoot,
    env: { ...process.env, BUILD_ID: buildId },
    stdio: 'pipe',
  });
}

/** Builds the shell with `env` (its REMOTE_ORIGINS), as its pipeline would, without blocking the test's servers. */
export async function buildShell(outDir: string, env: Record<string, string>): Promise<void> {
  await execFileAsync('pnpm', viteBuild('shell', outDir), {
    cwd: workspaceRoot,
    env: { ...process.env, ...env },
  });
}

/** A copy of a build folder taken now (other builds may replace the original meanwhile). */
export function snapshot(from: string, to: string, mustHave: string): string {
  cpSync(from, to, { recursive: true });
  if (!existsSync(join(to, mustHave))) throw new Error(`${from} has no ${mustHave}: build it first`);
  return to;
}

/** Every file under a folder, its own path each. */
export const filesIn = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));

/** One hash over every file of a folder: equal before and after means not one byte changed. */
export function hashFolder(dir: string): string {
  const hash = createHash('sha256');
  for (const file of filesIn(dir).sort()) {
    hash.update(relative(dir, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

/**
 * A "new release" of a build: `from` replaced by `to` in its chunks. Each changed chunk gets a new
 * content-hash name and every file naming it is updated (and renamed in turn), as a real rebuild
 * would do, so immutable caching stays truthful. Returns the replaced chunk names.
 */
export function patchRelease(source: string, target: string, from: string, to: string): string[] {
  cpSync(source, target, { recursive: true });
  // The release's HTML fragments change with its code, as a rebuild would change them.
  for (const file of filesIn(target).filter((f) => /\.html$/.test(f))) {
    writeFileSync(file, readFileSync(file, 'utf8').replaceAll(from, to));
  }
  const text = filesIn(target).filter((f) => /\.(js|json)$/.test(f));
  const hashed = (file: string) => /[/\\]assets[/\\].+-[\w-]{8}\.js$/.test(file);
  const renames = new Map<string, string>();
  // Each chunk is renamed once, as a rebuild would: chunks that import each other stay a cycle.
  const renamed = new Set<string>();
  let queue = text.filter((f) => hashed(f) && readFileSync(f, 'utf8').includes(from));
  for (const file of queue) writeFileSync(file, readFileSync(file, 'utf8').replaceAll(from, to));
  while (queue.length) {
    const next: string[] = [];
    for (const file of queue) {
      const newName = basename(file).replace(/-[\w-]{8}\.js$/, `-${randomBytes(6).toString('base64url')}.js`);
      renames.set(basename(file), newName);
      renameSync(file, join(dirname(file), newName));
      renamed.add(join(dirname(file), newName));
      const current = filesIn(target).filter((f) => /\.(js|json)$/.test(f));
      for (const other of current) {
        const content = readFileSync(other, 'utf8');
        if (!content.includes(basename(file))) continue;
        writeFileSync(other, content.replaceAll(basename(file), newName));
        if (hashed(other) && !renamed.has(other) && !queue.includes(other) && !next.includes(other))
          next.push(other);
      }
    }
    queue = next;
  }
  return [...renames.keys()];
}

/**
 * Text that makes a module throw as it runs, in place of a string the module holds in a template
 * literal (a page title): `patchRelease(from, to, 'Privacy Policy', throwsAsItRuns('v3'))`.
 */
export const throwsAsItRuns = (release: string) =>
  `\${(() => { throw new Error("release ${release} throws") })()}`;

/** A copy of a build whose build info claims other versions of the shared libraries. */
export function withBuildInfo(source: string, target: string, shared: Record<string, string>): void {
  cpSync(source, target, { recursive: true });
  const path = join(target, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(path, 'utf8'));
  manifest.buildInfo = { ...manifest.buildInfo, shared: { ...manifest.buildInfo?.shared, ...shared } };
  writeFileSync(path, JSON.stringify(manifest));
}

export type RemotesDocument = { remotes: Record<SliceName, { entry: string }> };

export function writeRemotes(file: string, entries: Partial<Record<SliceName, string>>): void {
  const remotes = Object.fromEntries(
    slices.map((s) => [s, { entry: entries[s] ?? `/remotes/${s}/remoteEntry.js` }]),
  ) as RemotesDocument['remotes'];
  // Written whole and renamed into place, as a deploy should: a reader never sees half a file.
  writeFileSync(`${file}.tmp`, `${JSON.stringify({ remotes }, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
}

export interface OwnServer {
  url: string;
  /** Its process: a test may kill it as a machine dies (SIGKILL, no grace). */
  pid: number | undefined;
  stop: () => Promise<void>;
  /** Everything the server wrote to stdout and stderr so far. */
  output: () => string;
  /** Its JSON log lines so far, parsed (docs/observability.md). */
  log: () => Record<string, unknown>[];
}

/** Starts `npm run serve` on a free port with the given environment. */
export function startServer(env: Record<string, string>): Promise<OwnServer> {
  const child: ChildProcess = spawn(process.execPath, [platformCommand('serve')], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      SUPABASE_URL: E2E_SUPABASE.url,
      SUPABASE_ANON_KEY: E2E_SUPABASE.anonKey,
      SHUTDOWN_GRACE_SECONDS: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // The server's own grace is 1 s (a test has no request worth finishing); one that is still running
  // 10 s after SIGTERM has a broken stop, which fails the test instead of hanging its hook.
  const stop = () =>
    new Promise<void>((done, fail) => {
      if (child.exitCode !== null) return done();
      const deadline = setTimeout(() => {
        child.kill('SIGKILL');
        fail(new Error(`serve.mjs was still running 10 s after SIGTERM: ${output.slice(-2000)}`));
      }, 10_000);
      child.once('exit', () => {
        clearTimeout(deadline);
        done();
      });
      child.kill('SIGTERM');
    });
  return new Promise((resolvePromise, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /served at (http:\/\/[\w.:[\]]+:\d+)\//.exec(output)?.[1];
      if (url) {
        const log = () =>
          output
            .split('\n')
            .filter((line) => line.startsWith('{'))
            .map((line) => JSON.parse(line) as Record<string, unknown>);
        resolvePromise({ url, pid: child.pid, stop, output: () => output, log });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`serve.mjs exited with ${code}: ${output}`)));
  });
}

export const removeAll = (...dirs: string[]) => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
};

const execFileAsync = promisify(execFile);

/**
 * `pnpm releases ...` as a deployer runs it: { status, output }. Not synchronous:
 * a blocked event loop would leave this process's idle connections to a server open after the
 * server closed them, and the next fetch would meet a closed socket.
 */
export async function runReleases(args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout } = await execFileAsync(process.execPath, [platformCommand('releases'), ...args], {
      env: { ...process.env, ...env },
      encoding: 'utf8',
    });
    return { status: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { status: failed.code, output: failed.stderr };
  }
}

/**
 * A release root (`pnpm releases`'s layout) in `tmp`/root: every slice's build installed as v1, each
 * shell build given installed under its id (verified), all of them live, the first shell given.
 */
export async function liveReleaseRoot(tmp: string, shells: Record<string, string>): Promise<string> {
  const root = join(tmp, 'root');
  const { installRelease, switchLive } = await import('@chardham/platform/releases');
  for (const slice of slices) installRelease(root, slice, 'v1', join(workspaceRoot, `mfe-${slice}/dist`));
  switchLive(root, Object.fromEntries(slices.map((s) => [s, 'v1'])));
  for (const [id, build] of Object.entries(shells)) {
    const installed = await runReleases(['install', root, 'shell', id, build]);
    if (installed.status !== 0) throw new Error(installed.output);
  }
  const live = await runReleases(['switch', root, `shell=${Object.keys(shells)[0]}`]);
  if (live.status !== 0) throw new Error(live.output);
  writeFileSync(
    join(root, 'runtime-config.json'),
    JSON.stringify({ supabaseUrl: null, supabaseAnonKey: null }),
  );
  return root;
}

/** The reference server and nginx, both following a release root's live composition. */
export async function serveReleaseRoot(
  tmp: string,
  root: string,
): Promise<{ server: OwnServer; nginx: Nginx }> {
  const server = await startServer({ RELEASES_ROOT: root });
  // nginx workers may run as an unprivileged user: they must be able to read the releases.
  chmodSync(tmp, 0o755);
  const nginx = await startNginx({
    prefix: join(tmp, 'nginx'),
    shellRoot: join(root, 'live/shell'),
    shellBySide: true,
    liveRoot: join(root, 'live'),
    releasesRoot: join(root, 'releases'),
    shellAssets: join(root, 'shell-assets'),
    runtimeConfig: join(root, 'runtime-config.json'),
    supabaseUrl: E2E_SUPABASE.url,
  });
  return { server, nginx };
}
