// A tiny shell build and one remote build in a temp folder, and a way to call the handler without a
// socket (MSW owns the network in unit tests).
import { generateKeyPairSync } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PassThrough } from 'node:stream';
import { slices } from '@chardham/shared/routes/slices';
import { parseTrustedProxies } from '../config/trust.mjs';
import { createHandler } from '../http/app.mjs';
import { CompressedCache } from '../http/static-files.mjs';
import { createLogger, createMetrics } from '../observability/telemetry.mjs';

/** A remotes document naming every slice: its own path, unless `entries` says otherwise. */
export function remotesWith(entries) {
  return {
    remotes: Object.fromEntries(
      slices.map((s) => [s, { entry: entries[s] ?? `/remotes/${s}/remoteEntry.js` }]),
    ),
  };
}

export function makeSite() {
  const logLines = [];
  const root = mkdtempSync(join(tmpdir(), 'chardham-server-'));
  const write = (path, text) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  const bigScript = `export const text = ${JSON.stringify('pilgrimage '.repeat(200))};\n`;
  write('shell/index.html', '<!doctype html><title>Shell</title><div id="root"></div>'.padEnd(800, ' '));
  // Frames as the shell's build writes them: a default head, and an include of the route's slice.
  const frame = (slice, key, title) =>
    [
      '<!doctype html><html><head><!--# block name="empty" --><!--# endblock -->',
      `<!--# block name="route-head" --><title>${title}</title><!--# endblock -->`,
      `<!--# include virtual="/_slice/${slice}/html/${key}/head.html" stub="route-head" -->`,
      `</head><body><div id="root"><nav>Site navigation</nav><main><div data-remote-region="${slice}/page">`,
      `<!--# include virtual="/_slice/${slice}/html/${key}/body.html" stub="empty" -->`,
      '</div></main><footer>Site footer</footer></div></body></html>',
    ]
      .join('\n')
      .padEnd(800, ' ');
  write('shell/frames/index.html', frame('info', 'index', 'Home'));
  write('shell/frames/packages.html', frame('info', 'packages', 'All Packages'));
  // One frame for every package, its id in the includes as nginx's variable (issue 45).
  write('shell/frames/package/__PACKAGE_ID__.html', frame('info', 'package/$chardham_package', 'Package'));
  write('shell/frames/package/_not-found.html', frame('info', 'package/_not-found', 'Package'));
  write('shell/frames/404.html', frame('info', '404', 'Page not found'));
  write('info/html/packages/head.html', '<title>All Packages | From the slice</title>');
  write('info/html/packages/body.html', '<h1>All Packages</h1><img src="__SLICE_BASE__assets/a.webp">');
  write('info/html/package/kedarnath/body.html', '<h1>Kedarnath</h1>');
  write(
    'shell/routes.json',
    JSON.stringify({
      patterns: ['/', '/packages', '/package/:id'],
      slices: { '/': 'info', '/packages': 'info', '/package/:id': 'info' },
    }),
  );
  write('shell/assets/index-AbCd12_-.js', bigScript);
  write('shell/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('shell/assets-guide.txt', 'not hashed');
  write('info/remoteEntry.js', bigScript);
  write('info/mf-manifest.json', JSON.stringify({ buildInfo: { shared: { react: '19.3.1' } } }));
  write('info/assets/privacy-policy-XyZ98765.js', bigScript);
  write('remotes.json', JSON.stringify(remotesWith({})));
  const config = {
    shellDir: join(root, 'shell'),
    mounts: { '/remotes/info/': join(root, 'info') },
    remotesFile: join(root, 'remotes.json'),
    supabase: { url: 'https://abc.supabase.co', anonKey: 'anon' },
    // The tests ask as http://site.test, through a proxy the server trusts (the requests' socket
    // address, 203.0.113.7 by default) for that site only.
    trustedProxies: parseTrustedProxies('203.0.113.0/24'),
    allowedOrigins: ['http://site.test', 'https://site.test'],
    remoteOrigins: ['https://cdn.example.com', 'https://cdn.test'],
    compressedCache: new CompressedCache(),
    // What the server logs, line by line, and its own metrics (no process metrics: no timers).
    logger: createLogger({ destination: { write: (line) => logLines.push(line) } }),
    metrics: createMetrics({ processMetrics: false }),
  };
  return {
    root,
    config,
    write,
    /** The log lines written so far, parsed. */
    log: () => logLines.map((line) => JSON.parse(line)),
    metricsText: () => config.metrics.registry.metrics(),
    cleanup: () => rmSync(root, { recursive: true, force: true }),
  };
}

/** Calls the request handler with a fake request and collects the response. */
export function request(
  config,
  path,
  { method = 'GET', headers = {}, encrypted = false, remoteAddress = '203.0.113.7', body } = {},
) {
  const handler = config.handler ?? createHandler(config);
  return new Promise((resolve) => {
    const set = {};
    const listeners = {};
    const res = {
      headersSent: false,
      statusCode: 200,
      writableFinished: false,
      setHeader(name, value) {
        set[name.toLowerCase()] = String(value);
      },
      getHeader(name) {
        return set[name.toLowerCase()];
      },
      once(event, listener) {
        listeners[event] = listener;
      },
      writeHead(status, head) {
        this.status = status;
        this.statusCode = status;
        this.headers = {
          ...set,
          ...Object.fromEntries(Object.entries(head).map(([k, v]) => [k.toLowerCase(), String(v)])),
        };
        this.headersSent = true;
      },
      end(sent) {
        this.writableFinished = true;
        resolve({ status: this.status, headers: this.headers, body: sent ?? Buffer.alloc(0) });
        listeners.close?.();
      },
    };
    // A body (a report, a form) arrives as the socket would deliver it.
    const req = new PassThrough();
    Object.assign(req, {
      method,
      url: path,
      headers: { host: 'site.test', ...headers },
      socket: { encrypted, remoteAddress },
    });
    req.end(body);
    // A request arrives in a turn of the event loop of its own, as from a socket.
    setImmediate(() => handler(req, res));
  });
}

/**
 * A publisher's Ed25519 key pair as PEM files in `dir` (as `openssl genpkey -algorithm ed25519` and
 * `openssl pkey -pubout` write them): { privateFile, publicFile, privateKey, publicKey }.
 */
export function signingKeys(dir) {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const privateFile = join(dir, 'signing.pem');
  const publicFile = join(dir, 'signing.pub.pem');
  writeFileSync(privateFile, privateKey.export({ type: 'pkcs8', format: 'pem' }));
  writeFileSync(publicFile, publicKey.export({ type: 'spki', format: 'pem' }));
  return { privateFile, publicFile, privateKey, publicKey };
}
