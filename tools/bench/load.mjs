// `npm run bench:load`: the reference server beside nginx under load, both composing the same
// release layout (pnpm releases), 50 connections for 10 s per route, as browsers ask
// (br, gzip). Then again with one slice served from an origin that answers in 2 s. Prints req/s,
// p50 and p99 side by side, the ratio, errors, the reference server's CPU per request (the figure
// that holds when something else shares the machine), its RSS before and after and what it logged,
// and last what a running canary costs it per request.
// Figures, never assertions. BENCH_SECONDS, BENCH_CONNECTIONS and BENCH_SKIP_BUILD change the run;
// BENCH_SERVE=<path of another version's serve.mjs> measures another version of the server (a checkout of main);
// BENCH_NODE=<a node binary> runs the reference server on another Node (the project's by default).
import { execFileSync, spawn } from 'node:child_process';
import {
  chmodSync,
  closeSync,
  cpSync,
  createReadStream,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join, normalize } from 'node:path';
import { bootstrap, ensureNginx, log, root, run } from '../bootstrap.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUTES = ['/', '/packages', '/package/complete-chardham', '/hi/'];
// The slice served slowly in the second run, and a route of its own to see the budget hold.
const SLOW_SLICE = 'info';
const SLOW_ROUTE = '/terms-conditions';
const SLOW_MS = 2000;

bootstrap();
ensureNginx();
if (!process.env.BENCH_SKIP_BUILD || !existsSync(join(root, 'shell/dist/frames/index.html'))) {
  log('Building the five apps');
  run('pnpm build');
}

const { default: autocannon } = await import('autocannon');
const { installRelease, switchLive } = await import('@chardham/platform/releases');
const { abortCanary, startCanary } = await import('@chardham/platform/canary');
const { platformCommand } = await import('../platform.mjs');
const { slices } = await import('@chardham/shared/routes/slices');
const { freePort } = await import('../free-port.mjs');
const { startNginx } = await import('../services/nginx.mjs');

const tmp = mkdtempSync(join(tmpdir(), 'chardham-bench-load-'));
// nginx's workers may run as an unprivileged user: they must be able to read the release copies.
chmodSync(tmp, 0o755);
const shellRoot = join(tmp, 'shell');
cpSync(join(root, 'shell/dist'), shellRoot, { recursive: true, preserveTimestamps: true });
for (const slice of slices) installRelease(tmp, slice, 'v1', join(root, `mfe-${slice}/dist`));
switchLive(tmp, Object.fromEntries(slices.map((s) => [s, 'v1'])));
const layout = { shellRoot, liveRoot: join(tmp, 'live'), releasesRoot: join(tmp, 'releases') };
const supabaseUrl = 'https://bench.supabase.co';

let started = 0;
/**
 * The reference server on the layout, its output written to a file as a deployment's log would be;
 * resolves with its URL, a way to read its RSS, and what it logged.
 */
async function startReference(env = {}) {
  const serve = process.env.BENCH_SERVE ?? platformCommand('serve');
  const logFile = join(tmp, `reference-${started++}.log`);
  const output = openSync(logFile, 'w');
  const child = spawn(process.env.BENCH_NODE ?? process.execPath, [serve], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      SHELL_DIST: shellRoot,
      REMOTES_FILE: join(tmp, 'live/remotes.json'),
      RELEASES_DIR: layout.releasesRoot,
      SUPABASE_URL: supabaseUrl,
      SUPABASE_ANON_KEY: 'bench-anon-key',
      ...env,
    },
    stdio: ['ignore', output, 'inherit'],
  });
  closeSync(output);
  let exited = null;
  child.once('exit', (code) => {
    exited = code;
  });
  let url;
  for (let waited = 0; !url; waited += 50) {
    url = /served at (http:\/\/127\.0\.0\.1:\d+)\//.exec(readFileSync(logFile, 'utf8'))?.[1];
    if (exited !== null || waited > 30_000) {
      throw new Error(`serve.mjs did not start (${exited}): ${readFileSync(logFile, 'utf8')}`);
    }
    if (!url) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const rssMb = () => {
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  };
  /** CPU time the server has used, in µs (user and system; /proc counts in hundredths of a second). */
  const cpuMicros = () => {
    const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  };
  const stop = () =>
    new Promise((done) => {
      child.once('exit', done);
      child.kill('SIGTERM');
    });
  /** Lines and bytes of its log: one JSON line per request. */
  const logged = () => {
    const text = readFileSync(logFile, 'utf8');
    return { lines: text.split('\n').filter((l) => l.startsWith('{')).length, bytes: text.length };
  };
  return { url, rssMb, cpuMicros, stop, logged };
}

/** An origin for the slow slice: its release's files, each answered after SLOW_MS. */
async function startSlowOrigin() {
  const dir = join(layout.releasesRoot, SLOW_SLICE, 'v1');
  const server = createServer((req, res) => {
    const file = normalize(join(dir, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)));
    setTimeout(() => {
      if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile())
        return res.writeHead(404).end();
      res.writeHead(200);
      createReadStream(file).pipe(res);
    }, SLOW_MS);
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise((done) => server.close(done)) };
}

async function load(url, cpuMicros) {
  // Warm: the first requests fill caches and open files on both servers alike.
  await autocannon({ url, connections: 4, amount: 200, headers: { 'accept-encoding': 'br, gzip' } });
  const cpuBefore = cpuMicros?.();
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { 'accept-encoding': 'br, gzip' },
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    // The server's own CPU per answer: what its code costs, whatever else the machine is doing.
    cpu: cpuMicros ? (cpuMicros() - cpuBefore) / result.requests.total : undefined,
  };
}

/** The Node the reference server runs on, as its binary says. */
const serverNode = () =>
  execFileSync(process.env.BENCH_NODE ?? process.execPath, ['--version'], { encoding: 'utf8' }).trim();

const pad = (value, width) => String(value).padStart(width);
function table(title, rows) {
  console.log(`\n${title}`);
  console.log(
    `${'route'.padEnd(28)}${pad('reference req/s', 16)}${pad('p50', 7)}${pad('p99', 7)}${pad('µs CPU', 8)}${pad('nginx req/s', 13)}${pad('p50', 7)}${pad('p99', 7)}${pad('ratio', 7)}${pad('errors', 8)}`,
  );
  for (const { route, node, nginx } of rows) {
    console.log(
      `${route.padEnd(28)}${pad(Math.round(node.rps), 16)}${pad(node.p50, 7)}${pad(node.p99, 7)}${pad(Math.round(node.cpu), 8)}${pad(Math.round(nginx.rps), 13)}${pad(nginx.p50, 7)}${pad(nginx.p99, 7)}${pad((node.rps / nginx.rps).toFixed(2), 7)}${pad(`${node.errors}/${nginx.errors}`, 8)}`,
    );
  }
}

async function compare(title, routes, { sliceOrigins, env } = {}) {
  const nginx = await startNginx({
    prefix: join(tmp, `nginx-${Object.keys(sliceOrigins ?? {}).join('-') || 'local'}`),
    ...layout,
    supabaseUrl,
    sliceOrigins,
    workers: 'auto',
  });
  const node = await startReference(env);
  // Let the reference server's start-up compression of every build file finish first.
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const rssBefore = node.rssMb();
  const rows = [];
  for (const route of routes) {
    log(`${title}: ${route}`);
    rows.push({
      route,
      node: await load(`${node.url}${route}`, node.cpuMicros),
      nginx: await load(`${nginx.url}${route}`),
    });
  }
  const rssAfter = node.rssMb();
  table(
    `${title} (reference server on Node ${serverNode()}; ${CONNECTIONS} connections, ${SECONDS} s per route and server; latency in ms)`,
    rows,
  );
  console.log(`reference server RSS: ${rssBefore.toFixed(0)} MB before, ${rssAfter.toFixed(0)} MB after`);
  await node.stop();
  const { lines, bytes } = node.logged();
  console.log(
    `reference server log: ${lines} JSON lines, ${(bytes / 1e6).toFixed(1)} MB (${lines ? Math.round(bytes / lines) : 0} bytes a line)`,
  );
  await nginx.stop();
}

/**
 * What a running canary costs the reference server per request: `/` with no canary, then with one
 * at 50 % for new visitors (each request drawn, told by a cookie, answered privately) and for
 * returning ones (the cookie read).
 */
async function canaryCost() {
  installRelease(tmp, 'info', 'v2', join(root, 'mfe-info/dist'));
  const node = await startReference({ RELEASES_ROOT: tmp, REMOTES_FILE: '', RELEASES_DIR: '' });
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const rows = [];
  const measure = async (label, headers = {}) => {
    log(`canary cost: ${label}`);
    const cpuBefore = node.cpuMicros();
    const result = await autocannon({
      url: `${node.url}/`,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers: { 'accept-encoding': 'br, gzip', ...headers },
    });
    rows.push({
      label,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      // What the server spent per answer: the figure that does not move with the load generator.
      cpu: (node.cpuMicros() - cpuBefore) / result.requests.total,
    });
  };
  await measure('no canary');
  const canary = await startCanary(tmp, 'info', 'v2', 50, shellRoot);
  await measure('canary at 50 %, new visitors');
  await measure('canary at 50 %, returning visitors', { cookie: `chardham_release=${canary.id}.canary` });
  abortCanary(tmp);
  await node.stop();
  console.log(
    `\nWhat a canary costs the reference server on / (${CONNECTIONS} connections, ${SECONDS} s each)`,
  );
  for (const row of rows) {
    const ratio = (row.rps / rows[0].rps).toFixed(2);
    console.log(
      `${row.label.padEnd(40)}${pad(Math.round(row.rps), 10)} req/s${pad(row.p50, 7)}${pad(row.p99, 7)} ms  ${ratio}`,
    );
  }
}

try {
  await compare('Every slice from the release layout', ROUTES);
  const slow = await startSlowOrigin();
  const live = JSON.parse(readFileSync(join(tmp, 'live/remotes.json'), 'utf8'));
  live.remotes[SLOW_SLICE].entry = `${slow.url}/remoteEntry.js`;
  const remotesFile = join(tmp, 'remotes-slow.json');
  writeFileSync(remotesFile, JSON.stringify(live));
  await compare(
    `The ${SLOW_SLICE} slice from an origin answering in ${SLOW_MS / 1000} s`,
    [...ROUTES, SLOW_ROUTE],
    {
      sliceOrigins: { [SLOW_SLICE]: `${slow.url}/` },
      env: { REMOTES_FILE: remotesFile, REMOTE_ORIGINS: slow.url },
    },
  );
  await slow.stop();
  await canaryCost();
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
process.exit(0);
