// `pnpm dev <slice> [--from <url>]`: one slice (or the shell) from its source, inside the composed
// site, on the reference server's own code path (docs/decisions/094-dev-inside-the-composition.md).
//
// - The shell runs from source under Vite (development React, so React Fast Refresh works): its
//   frames are rendered from source on the request after a save and written where the server reads
//   a build's (shell/node_modules/.dev-shell/), its scripts come from Vite.
// - The slice under work runs under its own Vite dev server as a federation remote: its
//   remoteEntry.js, its components replaced in place on a save, its HTML fragments rendered from
//   source on each request (tools/build/src/vite/dev-fragments.ts).
// - Every other slice comes from its last local build (mfe-*/dist), or with --from from a
//   deployment's live composition (its remotes.json and files, fetched through a local proxy:
//   deployment-proxy.mjs).
// - No service worker; Supabase in demo mode unless SUPABASE_URL is set, as `npm start`.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { dirname, join } from 'node:path';
import { bootstrap, log, root, run } from '../bootstrap.mjs';
import { freePort } from '../free-port.mjs';
import { startDeploymentProxy } from './deployment-proxy.mjs';

const slices = ['marketing', 'packages', 'enquiry', 'info'];

function usage(problem) {
  console.error(`${problem}\n\nUsage: pnpm dev <slice> [--from <url>]
  <slice>  shell, or one of ${slices.map((s) => `mfe-${s}`).join(', ')}
  --from   take the other slices from a deployment (e.g. --from http://127.0.0.1:8080)`);
  process.exit(1);
}

export function parseArguments(argv) {
  const positional = [];
  let from;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--from') from = argv[++i];
    else if (arg.startsWith('--from=')) from = arg.slice('--from='.length);
    else positional.push(arg);
  }
  const under = positional[0]?.replace(/^mfe-/, '');
  if (!under || (under !== 'shell' && !slices.includes(under))) return { problem: 'Which slice?' };
  if (from !== undefined) {
    try {
      from = new URL(from).origin;
    } catch {
      return { problem: `--from must be a URL: ${from}` };
    }
  }
  return { under, from };
}

async function main() {
  const { under, from, problem } = parseArguments(process.argv.slice(2));
  if (problem) usage(problem);
  bootstrap();
  const others = slices.filter((s) => s !== under);
  // Without a deployment, the other slices run from their last builds: one missing is built once.
  if (!from) {
    const missing = others.filter((s) => !existsSync(join(root, `mfe-${s}/dist/remoteEntry.js`)));
    if (missing.length > 0) {
      log(
        `No build of ${missing.map((s) => `mfe-${s}`).join(', ')} yet: building once (or run with --from <url> to take them from a deployment)`,
      );
      for (const slice of missing) run(`pnpm --filter mfe-${slice} build`);
    }
  }

  const port = Number(process.env.PORT ?? 8080);
  const host = '127.0.0.1';
  const sliceOrigin = under === 'shell' ? undefined : `http://${host}:${await freePort()}`;
  const proxyOrigin = from ? `http://${host}:${await freePort()}` : undefined;
  // The site's page, by either name of this address: the only page that may read what the slice's
  // dev server and the proxy answer.
  const siteOrigins = [`http://${host}:${port}`, `http://localhost:${port}`];
  // Read by the shell's Vite config (the origins its client may load remotes from) and the server's.
  process.env.REMOTE_ORIGINS = [sliceOrigin, proxyOrigin].filter(Boolean).join(',');
  process.env.NODE_ENV = 'development';
  const { createServer } = await import('vite');
  const http = createHttpServer();

  const shellVite = await createServer({
    root: join(root, 'shell'),
    configFile: join(root, 'shell/vite.config.ts'),
    configLoader: 'runner',
    appType: 'custom',
    server: {
      middlewareMode: true,
      ws: { server: http },
      // Its dependencies found before the first page asks: no reload while the page hydrates.
      warmup: { clientFiles: ['./src/main.tsx'] },
    },
  });
  let sliceVite;
  if (sliceOrigin) {
    process.env.DEV_COMPOSED_ORIGIN = sliceOrigin;
    process.env.DEV_SITE_ORIGINS = siteOrigins.join(',');
    sliceVite = await createServer({
      root: join(root, `mfe-${under}`),
      configFile: join(root, `mfe-${under}/vite.config.ts`),
      configLoader: 'runner',
    });
    await sliceVite.listen();
  }
  const proxy = from ? await startDeploymentProxy(from, proxyOrigin, siteOrigins) : undefined;

  // The frames and routes.json, written again on the request after a change in the shell's graph.
  const shellDir = join(root, 'shell/node_modules/.dev-shell');
  mkdirSync(join(shellDir, 'frames'), { recursive: true });
  let shellDirty = true;
  shellVite.watcher.on('all', () => {
    shellDirty = true;
  });
  const writeShell = async () => {
    if (!shellDirty) return;
    shellDirty = false;
    try {
      const frame = await shellVite.ssrLoadModule('/src/server/frame.tsx');
      const devShell = await shellVite.ssrLoadModule('/build/dev-shell.ts');
      const files = devShell.devShellFiles(frame);
      for (const [file, text] of files) writeIfChanged(join(shellDir, file), text);
    } catch (error) {
      shellDirty = true;
      throw error;
    }
  };
  // A region's server HTML and client render differ: said here too (shared/src/hydration/dev-mismatch.ts).
  shellVite.ws.on('chardham:hydration-mismatch', ({ region, path, difference }) => {
    console.error(
      `\nHydration mismatch in the ${region} region at ${path}: the server HTML and the client render differ (${difference})\n`,
    );
  });
  const devShell = await shellVite.ssrLoadModule('/build/dev-shell.ts');
  await writeShell();

  // remotes.json: the slice under work from its dev server, the others from builds or the proxy.
  const remotes = { remotes: {} };
  const deployed = from ? await (await fetch(new URL('/remotes.json', from))).json() : undefined;
  for (const slice of slices) {
    const entry =
      slice === under
        ? `${sliceOrigin}/remoteEntry.js`
        : deployed
          ? new URL(new URL(deployed.remotes[slice].entry, from).pathname, proxyOrigin).href
          : `/remotes/${slice}/remoteEntry.js`;
    remotes.remotes[slice] = { entry };
  }
  writeIfChanged(join(shellDir, 'remotes.json'), `${JSON.stringify(remotes, null, 2)}\n`);

  const { createHandler, createLogger, createMetrics, serverConfig } = await import(
    '@chardham/platform/http'
  );
  const config = {
    ...serverConfig({ ...process.env, SHELL_DIST: shellDir, REMOTES_FILE: join(shellDir, 'remotes.json') }),
    logger: createLogger(),
    metrics: createMetrics(),
    // A fragment rendered from source on the first request after a save takes longer than a built one.
    fragmentTimeoutMs: 15_000,
    localOrigin: `http://${host}:${port}`,
  };
  const handler = createHandler(config);
  const { matchRoute } = await shellVite.ssrLoadModule('@chardham/shared/routes');
  const { fragmentKey } = await shellVite.ssrLoadModule('@chardham/shared/ssr');

  const devAnswers = {
    [devShell.devFiles.app]: () => ['text/javascript', devShell.devAppScript],
    [devShell.devFiles.early]: () => ['text/javascript', devShell.devEarlyScript()],
    [devShell.devFiles.hindiCss]: () => ['text/css', ''],
  };
  const viteOwned = /^\/(@vite|@react-refresh|@id|@fs|src|node_modules|@vite-plugin|__vite)/;

  http.on('request', async (request, response) => {
    const url = new URL(request.url ?? '/', `http://${host}:${port}`);
    const dev = devAnswers[url.pathname];
    if (dev) {
      const [type, body] = dev();
      response.writeHead(200, { 'Content-Type': `${type}; charset=utf-8`, 'Cache-Control': 'no-store' });
      response.end(body);
      return;
    }
    if (viteOwned.test(url.pathname) || url.pathname.startsWith('/shared/')) {
      shellVite.middlewares(request, response, () => handler(request, response));
      return;
    }
    try {
      await writeShell();
    } catch (error) {
      shellVite.ssrFixStacktrace(error);
      return renderError(response, 'the shell', url.pathname, error);
    }
    // A page of the slice under work whose server render throws: its error, not a page without it.
    const route = matchRoute(url.pathname);
    if (sliceOrigin && route?.slice === under) {
      const fragment = await fetch(`${sliceOrigin}/html/${fragmentKey(url.pathname)}/body.html`).catch(
        () => null,
      );
      if (fragment?.status === 500)
        return renderError(response, `mfe-${under}`, url.pathname, await fragment.text());
    }
    devPolicy(response, [sliceOrigin]);
    handler(request, response);
  });

  http.listen(port, host, () => {
    const what = under === 'shell' ? 'the shell' : `mfe-${under}`;
    const rest = from ? `the other slices from ${from}` : 'the other slices from their builds';
    console.log(`\nThe site is served at http://${host}:${port}/  (${what} from source, ${rest})\n`);
  });

  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, async () => {
      await Promise.allSettled([shellVite.close(), sliceVite?.close(), proxy?.close()]);
      http.close();
      process.exit(0);
    });
  }
}

/** Written only when its text changed: the server keeps a composed page while its files stay. */
function writeIfChanged(path, text) {
  let current = null;
  try {
    current = readFileSync(path, 'utf8');
  } catch {}
  if (current === text) return;
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

const escapeHtml = (text) =>
  String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

function renderError(response, part, path, error) {
  const stack = error instanceof Error ? (error.stack ?? error.message) : String(error);
  console.error(`\n${part}: the server render of ${path} threw:\n${stack}\n`);
  response.writeHead(500, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end(`<!doctype html>
<html lang="en"><head><meta charset="UTF-8"><title>Server render error: ${escapeHtml(part)}</title></head>
<body><h1>The server render of ${escapeHtml(path)} in ${escapeHtml(part)} threw</h1>
<pre id="dev-render-error">${escapeHtml(stack)}</pre>
<p>Fix it and save: the next request renders again.</p></body></html>
`);
}

/**
 * What Vite's dev client needs of the page's policy, and only in dev: the styles it injects as <style>
 * elements, its WebSockets (the shell's on this origin, a slice's on its dev server) and its ping
 * worker (a blob).
 */
function devPolicy(response, origins) {
  const sockets = origins.filter(Boolean).map((origin) => origin.replace(/^http/, 'ws'));
  const writeHead = response.writeHead;
  const relax = (csp) =>
    csp
      .replace(/connect-src ([^;]*)/, (_, list) => `connect-src ${[list, ...sockets].join(' ')}`)
      .replace(/style-src ([^;]*)/, (_, list) => `style-src ${list} 'unsafe-inline'`)
      .replace(/worker-src ([^;]*)/, (_, list) => `worker-src ${list} blob:`);
  response.writeHead = function (...args) {
    const csp = this.getHeader('Content-Security-Policy');
    if (typeof csp === 'string') this.setHeader('Content-Security-Policy', relax(csp));
    // Headers handed to writeHead itself.
    const headers = args.find((arg) => arg && typeof arg === 'object' && !Array.isArray(arg));
    for (const name of Object.keys(headers ?? {})) {
      if (name.toLowerCase() === 'content-security-policy') headers[name] = relax(String(headers[name]));
    }
    return writeHead.apply(this, args);
  };
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
