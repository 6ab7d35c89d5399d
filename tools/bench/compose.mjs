// `npm run bench:compose`: what a composed page costs the reference server. Serves the last build,
// then times 1,000 requests (compressed, as a browser asks) of each composed route and of a plain
// static file of the same server (the difference is what composing adds), warm and cold (the first
// request of a fresh server composes and compresses the page; later ones are served as kept, 074).
// Prints figures; asserts nothing. BENCH_NODE=<a node binary> and BENCH_SERVE=<a serve.mjs> measure
// the server on another Node or another version of it.
import { execFileSync, spawn } from 'node:child_process';
import { request } from 'node:http';
import { root } from '../bootstrap.mjs';
import { freePort } from '../free-port.mjs';
import { platformCommand } from '../platform.mjs';

const N = Number(process.env.BENCH_REQUESTS ?? 1000);
const paths = ['/', '/packages', '/package/complete-chardham', '/customer-support'];

function get(port, path, agent) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    // As a browser asks: the page is compressed on every request.
    const headers = { 'accept-encoding': 'br, gzip' };
    const req = request({ host: '127.0.0.1', port, path, agent, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(Number(process.hrtime.bigint() - started) / 1e6));
    });
    req.on('error', reject);
    req.end();
  });
}

async function start() {
  const port = await freePort();
  const child = spawn(
    process.env.BENCH_NODE ?? 'node',
    [process.env.BENCH_SERVE ?? platformCommand('serve')],
    {
      cwd: root,
      env: { ...process.env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise((resolve) => child.stdout.once('data', resolve));
  return { port, stop: () => child.kill() };
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const line = (name, values) =>
  `${name.padEnd(32)} p50 ${percentile(values, 50).toFixed(2).padStart(6)} ms   p95 ${percentile(values, 95)
    .toFixed(2)
    .padStart(6)} ms`;

// Cold: the first request of a fresh server (its caches empty), 20 servers.
const cold = Object.fromEntries(paths.map((p) => [p, []]));
for (let i = 0; i < 20; i++) {
  const server = await start();
  for (const path of paths) cold[path].push(await get(server.port, path));
  server.stop();
}

const server = await start();
const { Agent } = await import('node:http');
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
const warm = {};
for (const path of ['/remotes.json', ...paths]) {
  for (let i = 0; i < 50; i++) await get(server.port, path, agent);
  warm[path] = [];
  for (let i = 0; i < N; i++) warm[path].push(await get(server.port, path, agent));
}
server.stop();

const nodeVersion = execFileSync(process.env.BENCH_NODE ?? 'node', ['--version'], {
  encoding: 'utf8',
}).trim();
console.log(
  `\nReference server on Node ${nodeVersion}, one connection, ${N} requests each (warm), first request of 20 fresh servers (cold)`,
);
console.log(line('static /remotes.json (warm)', warm['/remotes.json']));
for (const path of paths) {
  console.log(line(`${path} (warm)`, warm[path]));
  console.log(line(`${path} (cold)`, cold[path]));
}
const base = percentile(warm['/remotes.json'], 50);
console.log(
  `\nAdded by composition (warm p50 minus the static file's): ${paths
    .map((p) => `${p} ${(percentile(warm[p], 50) - base).toFixed(2)} ms`)
    .join(', ')}`,
);
process.exit(0);
