// `npm run bench:js`: what JavaScript a route transfers before the visitor touches it, file by file
// and, inside the shell's files, package by package (issue 32). Figures, never assertions.
//
// It serves the existing builds, opens each route in Chromium (no interaction) until the network
// has been quiet for a while, and lists every script with its gzip -9 size (as `npm run bench`
// counts them). The shell's files are then broken down by the package each byte came from, read
// from a build of the shell with source maps into a folder of its own: a byte's share of the gzip
// size is its share of the raw size (as source-map-explorer does).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import { bootstrap, ensureChromium, log, root, run } from '../bootstrap.mjs';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';
import { platformCommand } from '../platform.mjs';

const ROUTES = process.env.BENCH_ROUTES?.split(',') ?? ['/', '/hi/'];
const PORT = Number(process.env.BENCH_PORT ?? 4597);
const origin = `http://127.0.0.1:${PORT}`;
/** How long the network must stay quiet after load: past the idle work of the page (4 s at most). */
const QUIET_MS = Number(process.env.BENCH_QUIET_MS ?? 6000);

bootstrap();
ensureChromium();
// Imported once bootstrap has installed the dependencies: a clean clone has none before.
const { eachMapping, TraceMap } = await import('@jridgewell/trace-mapping');
const { chromium } = await import('playwright-core');
if (!process.env.BENCH_SKIP_BUILD) {
  log('Building the five apps');
  run('pnpm build');
}

// The shell built again with source maps, into a folder of its own (the served build has none).
const mapped = mkdtempSync(join(tmpdir(), 'shell-maps-'));
log('Building the shell with source maps (for the breakdown only)');
run(
  `pnpm --filter ./shell exec vite build --configLoader runner --sourcemap --outDir ${mapped} --emptyOutDir --logLevel warn`,
);

const server = spawn('node', [platformCommand('serve')], {
  env: { ...process.env, PORT: String(PORT) },
  stdio: ['ignore', 'pipe', 'inherit'],
  cwd: root,
});
await new Promise((resolve) => server.stdout.once('data', resolve));

const gzipped = (bytes) => gzipSync(bytes, { level: 9 }).length;

/** The package a source file belongs to: a node_modules package, or the workspace folder. */
function packageOf(source) {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = source.slice(modules + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (source.includes('\0') || source.startsWith('__') || /virtual|mf-|__mf__/.test(source)) {
    return 'federation glue (generated)';
  }
  const workspace = /(?:^|\/)(shell|shared|mfe-[a-z]+)\/src\/(?:features\/)?([^/.]+)(\/)?/.exec(source);
  if (workspace) return workspace[3] ? `${workspace[1]}: ${workspace[2]}` : `${workspace[1]} (other)`;
  return source;
}

/** Raw bytes of a built file by package, from its source map. */
function breakdown(file) {
  const code = readFileSync(join(mapped, 'assets', file), 'utf8');
  const map = new TraceMap(readFileSync(join(mapped, 'assets', `${file}.map`), 'utf8'));
  const lines = code.split('\n');
  const bytes = new Map();
  let previous = null;
  const add = (upTo) => {
    if (!previous) return;
    const text =
      previous.line === upTo.line
        ? lines[previous.line - 1].slice(previous.column, upTo.column)
        : lines[previous.line - 1].slice(previous.column);
    const name = previous.source ? packageOf(previous.source) : 'unmapped';
    bytes.set(name, (bytes.get(name) ?? 0) + Buffer.byteLength(text));
  };
  eachMapping(map, (mapping) => {
    const at = { line: mapping.generatedLine, column: mapping.generatedColumn, source: mapping.source };
    add(at);
    previous = at;
  });
  add({ line: lines.length + 1, column: 0 });
  return bytes;
}

/** The served file's counterpart in the mapped build: the same name before its hash. */
function mappedName(served) {
  const stem = served.replace(/-[\w-]{8}\.js$/, '');
  return readdirSync(join(mapped, 'assets')).find(
    (name) => name.endsWith('.js') && name.replace(/-[\w-]{8}\.js$/, '') === stem,
  );
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

async function scriptsOf(browser, path) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const urls = new Set();
  let last = Date.now();
  page.on('request', (request) => {
    last = Date.now();
    if (request.resourceType() === 'script') urls.add(request.url());
  });
  await page.goto(`${origin}${path}`, { waitUntil: 'load' });
  while (Date.now() - last < QUIET_MS) await sleep(250);
  await context.close();
  const files = [];
  for (const url of urls) {
    const body = Buffer.from(
      await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
    );
    files.push({ url: url.replace(origin, ''), gzip: gzipped(body) });
  }
  return files.sort((a, b) => b.gzip - a.gzip);
}

try {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    for (const path of ROUTES) {
      const files = await scriptsOf(browser, path);
      const total = files.reduce((sum, file) => sum + file.gzip, 0);
      console.log(
        `\n${path}: ${kb(total)} of JavaScript (gzip -9) in ${files.length} files before any interaction\n`,
      );
      console.log('| file | gzip | what it holds (share of the file, gzip) |');
      console.log('| --- | --- | --- |');
      for (const file of files) {
        const name = file.url.split('/').pop();
        const found = file.url.startsWith('/assets/') ? mappedName(name) : undefined;
        // The early script is built on its own, without a source map.
        const counterpart = found && existsSync(join(mapped, 'assets', `${found}.map`)) ? found : undefined;
        let holds = '';
        if (counterpart) {
          const parts = [...breakdown(counterpart)].sort((a, b) => b[1] - a[1]);
          const raw = parts.reduce((sum, [, n]) => sum + n, 0);
          holds = parts
            .filter(([, n]) => n / raw >= 0.01)
            .map(([pkg, n]) => `${pkg} ${kb((file.gzip * n) / raw)}`)
            .join(', ');
        } else {
          const slice = /\/(?:releases|remotes|_slice)\/(mfe-[a-z]+|[a-z]+)\//.exec(file.url)?.[1];
          holds = slice ? `slice ${slice}` : name.startsWith('early-') ? 'the early script (shell)' : '';
        }
        console.log(`| ${file.url} | ${kb(file.gzip)} | ${holds} |`);
      }
    }
  } finally {
    await browser.close();
  }
} finally {
  server.kill();
  rmSync(mapped, { recursive: true, force: true });
}
