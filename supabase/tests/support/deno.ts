/**
 * The pinned Deno (the `deno` devDependency; its binary comes in @deno/<platform>), run the same way
 * by every test: nothing downloaded (`npm:` imports come from this package's node_modules,
 * `--node-modules-dir=manual`, and `--cached-only` turns any fetch into an error), its caches in the
 * repository's .cache/deno, and an environment of its own, so that a developer's variables change
 * nothing. Deno is started in the temp folder, outside the repository: when an `npm:` import is
 * missing from node_modules, Deno 2.9 "migrates" the first pnpm-workspace.yaml above its working
 * folder into the package.json beside it, which here would rewrite the root package.json.
 */
import { execFile, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { arch, platform, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port';

const require = createRequire(import.meta.url);
const cacheDir = fileURLToPath(new URL('../../../.cache/deno/', import.meta.url));

/** The binary the deno package's own launcher would run (its install_api.cjs), found the same way. */
export function denoBinary(): string {
  const target = platform() === 'linux' ? `linux-${arch()}-glibc` : `${platform()}-${arch()}`;
  try {
    const fromDeno = createRequire(require.resolve('deno/package.json'));
    const distribution = dirname(fromDeno.resolve(`@deno/${target}/package.json`));
    return join(distribution, platform() === 'win32' ? 'deno.exe' : 'deno');
  } catch (error) {
    throw new Error(`Deno is not installed (deno and @deno/${target}): run pnpm install`, { cause: error });
  }
}

const denoEnv = (extra: Record<string, string>) => ({
  DENO_DIR: cacheDir,
  DENO_NO_UPDATE_CHECK: '1',
  NO_COLOR: '1',
  ...extra,
});

const offline = ['--cached-only', '--node-modules-dir=manual'];

/** `deno check` on files or folders: exit code and everything Deno said. */
export function denoCheck(paths: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      denoBinary(),
      ['check', ...offline, ...paths],
      { cwd: tmpdir(), env: denoEnv({}) },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, output: `${stdout}${stderr}`.trim() });
      },
    );
  });
}

export interface DenoServer {
  /** http://127.0.0.1:<port> */
  url: string;
  /** Everything the server wrote so far (its logs, e.g. the function's console.error). */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Serves `entry` (a module that calls Deno.serve) on 127.0.0.1 and a free port, set with
 * DENO_SERVE_ADDRESS so the module stays as deployed, and resolves once it listens. Network access
 * is allowed to this machine only; `env` is all the module can read.
 */
export async function denoServe(entry: string, env: Record<string, string>): Promise<DenoServer> {
  const port = await freePort();
  const child = spawn(denoBinary(), ['run', ...offline, '--allow-net=127.0.0.1', '--allow-env', entry], {
    cwd: tmpdir(),
    env: denoEnv({ ...env, DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}` }),
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const server: DenoServer = {
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void server.stop();
      reject(new Error(`deno did not listen within 30 s:\n${output}`));
    }, 30_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Listening on')) {
        clearTimeout(timer);
        resolve(server);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`deno exited (${signal ?? code}) before listening:\n${output}`));
    });
  });
}
