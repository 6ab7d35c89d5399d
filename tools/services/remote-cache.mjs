// A task cache shared by machines: ducktors' turborepo-remote-cache, the self-hosted server of
// Turborepo's remote cache API, on local disk. `node tools/services/remote-cache.mjs <folder> [port]` runs
// one; the tests and bench:pipeline start one on a free port. A machine uses it with TURBO_API,
// TURBO_TOKEN, TURBO_TEAM and the key that signs its artifacts, TURBO_REMOTE_CACHE_SIGNATURE_KEY,
// which only CI holds and the server never sees (docs/pipeline.md,
// docs/decisions/095-task-graph-and-slice-pipeline.md).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { root } from '../bootstrap.mjs';
import { freePort } from '../free-port.mjs';

const server = join(root, 'node_modules/turborepo-remote-cache/dist/cli.js');

/**
 * Starts a cache server storing under `folder`; resolves once it answers. `env` is what a client
 * run needs to read and write it, `signingKey` included (the tests and the bench play CI).
 * @param {{ folder: string, port?: number, token?: string, signingKey?: string }} options
 */
export async function startRemoteCache({
  folder,
  port,
  token = randomBytes(16).toString('hex'),
  signingKey = randomBytes(32).toString('hex'),
}) {
  const storage = resolve(folder);
  mkdirSync(storage, { recursive: true });
  const listen = port ?? (await freePort());
  const child = spawn(process.execPath, [server], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(listen),
      TURBO_TOKEN: token,
      STORAGE_PROVIDER: 'local',
      STORAGE_PATH: storage,
      // Without this the server keeps its files under the system's temporary folder, whatever the path.
      STORAGE_PATH_USE_TMP_FOLDER: 'false',
      // ducktors' server stores and returns each artifact's signature (`x-artifact-tag`) only when
      // this is set; it verifies nothing with it. The key stays with the machines that sign, so
      // whoever can write the server's folder cannot sign what they put there (issue 62).
      TURBO_REMOTE_CACHE_SIGNATURE_KEY: 'store-artifact-tags',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'error',
      ENABLE_STATUS_LOG: 'false',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${listen}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`turborepo-remote-cache exited with ${child.exitCode}`);
    try {
      const status = await fetch(`${url}/v8/artifacts/status`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      if (status.ok) break;
    } catch {}
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`turborepo-remote-cache did not answer on ${url} within 20 s`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    env: {
      TURBO_API: url,
      TURBO_TOKEN: token,
      TURBO_TEAM: 'chardham',
      TURBO_REMOTE_CACHE_SIGNATURE_KEY: signingKey,
    },
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill();
      }),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [folder = join(root, '.turbo/remote-cache'), port] = process.argv.slice(2);
  const cache = await startRemoteCache({
    folder,
    port: port ? Number(port) : undefined,
    token: process.env.TURBO_TOKEN,
  });
  console.log(`Remote task cache on ${cache.url}, storing in ${resolve(folder)}. On each machine:`);
  console.log(
    `  TURBO_API=${cache.url} TURBO_TOKEN=${cache.env.TURBO_TOKEN} TURBO_TEAM=chardham TURBO_REMOTE_CACHE_SIGNATURE_KEY=<CI's key, 32 bytes or more> npm test   (or pnpm run pipeline <slice>)`,
  );
  console.log('A machine without the key leaves the remote cache alone (docs/pipeline.md).');
}
