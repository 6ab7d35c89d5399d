// The reference production server: the shell and each remote from their own build folders, with
// runtime configuration, caching, compression, status codes and security headers.
import { readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { contentSecurityPolicy, remoteOrigins, securityHeaders } from './headers.mjs';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};
const compressible = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.xml',
  '.webmanifest',
]);
/** Vite's content-hashed file names: name-HASH.ext, HASH at least 8 url-safe characters. */
const hashed = /[-.][\w-]{8,}\.(?:js|mjs|css|png|jpe?g|webp|avif|svg|woff2)$/;

const compressedCache = new Map();

function readFile(path) {
  try {
    const stat = statSync(path);
    if (!stat.isFile()) return null;
    return { path, stat };
  } catch {
    return null;
  }
}

/** Resolves a URL path inside a folder, refusing to leave it. */
function inside(dir, urlPath) {
  const target = normalize(join(dir, decodeURIComponent(urlPath)));
  return target === dir || target.startsWith(dir + sep) ? target : null;
}

function body(file, acceptEncoding) {
  const ext = extname(file.path);
  const raw = readFileSync(file.path);
  if (!compressible.has(ext) || raw.length < 512) return { data: raw, encoding: null };
  const encoding = /\bbr\b/.test(acceptEncoding) ? 'br' : /\bgzip\b/.test(acceptEncoding) ? 'gzip' : null;
  if (!encoding) return { data: raw, encoding: null };
  const key = `${file.path}:${file.stat.mtimeMs}:${file.stat.size}:${encoding}`;
  let data = compressedCache.get(key);
  if (!data) {
    data =
      encoding === 'br'
        ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        : gzipSync(raw, { level: 9 });
    compressedCache.set(key, data);
  }
  return { data, encoding };
}

function matches(pattern, pathname) {
  const a = pattern.split('/').filter(Boolean);
  const b = pathname.split('/').filter(Boolean);
  return a.length === b.length && a.every((seg, i) => seg.startsWith(':') || seg === b[i]);
}

export function createHandler(config) {
  const readJson = (path, fallback) => {
    try {
      return JSON.parse(readFileSync(path, 'utf8'));
    } catch {
      return fallback;
    }
  };

  return function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const pathname = url.pathname;
    const remotesDocument = readJson(config.remotesFile, { remotes: {} });
    const routes = readJson(join(config.shellDir, 'routes.json'), { patterns: [] });
    const https = req.headers['x-forwarded-proto'] === 'https' || Boolean(req.socket.encrypted);
    const headers = {
      ...securityHeaders({
        csp: contentSecurityPolicy({
          remotes: remoteOrigins(remotesDocument),
          supabaseUrl: config.supabase?.url,
        }),
        https,
      }),
      Vary: 'Accept-Encoding',
    };

    const send = (status, data, type, extra = {}) => {
      res.writeHead(status, { ...headers, 'Content-Type': type, ...extra });
      res.end(req.method === 'HEAD' ? undefined : data);
    };

    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return send(405, 'Method Not Allowed', types['.txt'], { Allow: 'GET, HEAD' });
    }

    // Runtime documents: changed by a deploy or the environment, never by a rebuild.
    if (pathname === '/remotes.json') {
      return send(200, JSON.stringify(remotesDocument), types['.json'], { 'Cache-Control': 'no-cache' });
    }
    if (pathname === '/runtime-config.json') {
      const runtime = config.supabase
        ? { supabaseUrl: config.supabase.url, supabaseAnonKey: config.supabase.anonKey }
        : { supabaseUrl: null, supabaseAnonKey: null };
      return send(200, JSON.stringify(runtime), types['.json'], { 'Cache-Control': 'no-cache' });
    }

    const serveFile = (file, status = 200, extra = {}) => {
      const ext = extname(file.path);
      const { data, encoding } = body(file, String(req.headers['accept-encoding'] ?? ''));
      const cache = hashed.test(file.path) ? 'public, max-age=31536000, immutable' : 'no-cache';
      send(status, data, types[ext] ?? 'application/octet-stream', {
        'Cache-Control': cache,
        'Last-Modified': file.stat.mtime.toUTCString(),
        ...(encoding ? { 'Content-Encoding': encoding } : {}),
        ...extra,
      });
    };

    // A remote's own build folder under its prefix; CORS only for the shell's origin.
    const prefix = Object.keys(config.mounts)
      .filter((p) => pathname.startsWith(p))
      .sort((a, b) => b.length - a.length)[0];
    if (prefix) {
      const dir = config.mounts[prefix];
      const target = inside(dir, pathname.slice(prefix.length));
      const file = target && readFile(target);
      const origin = req.headers.origin;
      const shellOrigin = config.publicOrigin ?? `http://${req.headers.host}`;
      const cors =
        origin && origin === shellOrigin
          ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin, Accept-Encoding' }
          : {};
      if (!file) return send(404, 'Not Found', types['.txt'], { 'Cache-Control': 'no-cache', ...cors });
      return serveFile(file, 200, cors);
    }

    const target = inside(config.shellDir, pathname);
    const file = target && pathname !== '/' && readFile(target);
    if (file) return serveFile(file);

    // App routes: the prerendered page when there is one, else the app shell; unknown paths get 404.
    const known = routes.patterns.some((p) => matches(p, pathname));
    const unknownPackage =
      known &&
      pathname.startsWith('/package/') &&
      routes.packageIds &&
      !routes.packageIds.includes(pathname.split('/')[2]);
    const status = known && !unknownPackage ? 200 : 404;
    const prerendered = status === 200 && readFile(join(config.shellDir, pathname, 'index.html'));
    const page = prerendered || readFile(join(config.shellDir, 'index.html'));
    if (!page) return send(503, 'The site has not been built yet: run npm start.', types['.txt']);
    return serveFile(page, status, { 'Cache-Control': 'no-cache' });
  };
}
