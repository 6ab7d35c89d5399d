/**
 * A fleet on this machine as docs/deploy.md lays one out on several ("A fleet"): a published release
 * root served over HTTP, servers that each follow it into a root of their own (no shared disk), the
 * fleet's judge on Prometheus, and HAProxy in front.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { nginxMetrics } from '@chardham/platform/fleet-config';
import { platformCommand } from 'tools/platform';
import { freePort, type Nginx, startNginx } from './nginx';
import { E2E_SUPABASE } from './supabase';

export { type Haproxy, startHaproxy } from 'tools/haproxy';
export { type Mtail, startMtail } from 'tools/mtail';

/** What a static file server says each of a release's files is (a browser runs a module only as JavaScript). */
const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.html': 'text/html; charset=utf-8',
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

/**
 * A published root as a static file server shows it (nginx, a bucket): composition.json,
 * release-files/ and releases/, with ETags, so a server that asks again gets a 304.
 */
export async function servePublished(
  root: string,
  { cors = false } = {},
): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    const file = join(root, path);
    const published = /^\/(composition\.json$|release-files\/|releases\/)/.test(path);
    if (!published || !file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    const data = readFileSync(file);
    const etag = `"${createHash('sha1').update(data).digest('hex')}"`;
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, { etag }).end();
      return;
    }
    // A slice's own origin is read by browsers from the site's pages: its modules need CORS.
    res
      .writeHead(200, {
        etag,
        'content-length': data.length,
        ...(cors ? { 'access-control-allow-origin': '*' } : {}),
        ...(TYPES[extname(path)] ? { 'content-type': TYPES[extname(path)] } : {}),
      })
      .end(data);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

export interface NodeProcess {
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

/** `pnpm releases <args>` left running (follow, judge). */
export function releasesProcess(args: string[], env: Record<string, string> = {}): NodeProcess {
  const child = spawn(process.execPath, [platformCommand('releases'), ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
  }
  return {
    child,
    output: () => output,
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * A publisher's key pair made as docs/deploy.md says, with OpenSSL: `<dir>/signing.pem` (the
 * publisher's RELEASES_SIGNING_KEY) and `<dir>/signing.pub.pem` (every follower's RELEASES_PUBLIC_KEY).
 */
export function publisherKeys(dir: string) {
  mkdirSync(dir, { recursive: true });
  const signing = join(dir, 'signing.pem');
  const verifying = join(dir, 'signing.pub.pem');
  execFileSync('openssl', ['genpkey', '-algorithm', 'ed25519', '-out', signing]);
  execFileSync('openssl', ['pkey', '-in', signing, '-pubout', '-out', verifying]);
  return { signing, verifying };
}

/** Waits until `ready()` holds, polling every 100 ms, or fails after `ms` saying `what`. */
export async function until(ready: () => boolean | Promise<boolean>, ms: number, what: string) {
  const deadline = Date.now() + ms;
  let failed: unknown;
  const check = async () => {
    try {
      return await ready();
    } catch (error) {
      // A request cut while a server reloads (nginx closes the idle keep-alive connections of its
      // old workers; a fresh-clone run's poll met one as `fetch failed`) is asked again; a server
      // that keeps failing still fails the wait, with its last error.
      failed = error;
      return false;
    }
  };
  while (!(await check())) {
    if (Date.now() > deadline) {
      throw new Error(`${what}: not within ${ms} ms${failed ? ` (last: ${String(failed)})` : ''}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * An nginx host of the fleet: `pnpm releases follow` keeps its own root (`<dir>/root`) following the
 * source and reloads nginx after each change (the canary's include is read then). Its counts are
 * on `metrics` (host:port), behind `metricsToken`, as `pnpm fleet-config` writes it: /metrics/logs
 * is passed on to mtail on the loopback, at `mtailPort` (start mtail there).
 */
export async function followingNginx(
  dir: string,
  source: string,
  {
    remoteOrigins,
    publicKey,
    metricsToken,
  }: { remoteOrigins?: string[]; publicKey: string; metricsToken: string },
): Promise<{ nginx: Nginx; follower: NodeProcess; metrics: string; mtailPort: number }> {
  const root = join(dir, 'root');
  const prefix = join(dir, 'nginx');
  // Per machine, never published: the Supabase project its browsers write to (none: demo mode).
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'runtime-config.json'),
    JSON.stringify({ supabaseUrl: null, supabaseAnonKey: null }),
  );
  const follower = releasesProcess(
    [
      'follow',
      source,
      root,
      '--then',
      // nginx is started once the root has a composition; until then there is nothing to reload.
      `if [ -f ${prefix}/nginx.pid ]; then kill -HUP "$(cat ${prefix}/nginx.pid)"; fi`,
    ],
    { RELEASES_PUBLIC_KEY: publicKey },
  );
  await until(
    () => existsSync(join(root, 'live/shell/frames/index.html')),
    30_000,
    `the nginx host's root following ${source}: ${follower.output()}`,
  );
  const metrics = `127.0.0.1:${await freePort()}`;
  const mtailPort = await freePort();
  const nginx = await startNginx({
    prefix,
    extra: nginxMetrics({ name: 'nginx', metrics }, metricsToken, { collector: null, mtail: mtailPort }),
    shellRoot: join(root, 'live/shell'),
    shellBySide: true,
    liveRoot: join(root, 'live'),
    releasesRoot: join(root, 'releases'),
    shellAssets: join(root, 'shell-assets'),
    runtimeConfig: join(dir, 'runtime-config.json'),
    supabaseUrl: E2E_SUPABASE.url,
    ...(remoteOrigins ? { remoteOrigins } : {}),
  });
  return { nginx, follower, metrics, mtailPort };
}
