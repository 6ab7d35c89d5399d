// The reference production server: the shell and each remote from their own build folders, with
// runtime configuration, caching, compression, status codes and security headers.

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ORIGIN_TOKEN } from '@chardham/shared/ssr/tokens';
import { runtimeConfigDocument } from '@chardham/shared/supabase/env';
import { candidateFor, PRIVATE } from './candidates.mjs';
import { createComposer, frameFor, UNSENT_ARGUMENT } from './compose.mjs';
import { contentSecurityPolicy, corsHeaders, remoteOrigins, securityHeaders } from './headers.mjs';
import {
  CompressedCache,
  cacheControlFor,
  compress,
  contentEtag,
  contentTypeOf,
  fileEtag,
  findFile,
  isCompressible,
  isFresh,
  pickEncoding,
  REVALIDATE,
  readText,
  types,
} from './static-files.mjs';
import { remotesProblem, requestIsHttps, requestOrigin } from './trust.mjs';

const parseJson = (text, fallback) => {
  try {
    return JSON.parse(text);
  } catch {
    return fallback;
  }
};

/** The largest form a no-JavaScript submit may send (it is read only to be thrown away). */
const MAX_FORM_BYTES = 64 * 1024;

/** Reads and discards a request body; false when it is larger than `limit`. */
function drainBody(req, limit) {
  return new Promise((resolve) => {
    let size = 0;
    if (typeof req.on !== 'function') return resolve(true);
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > limit) {
        resolve(false);
        req.destroy();
      }
    });
    req.on('end', () => resolve(true));
    req.on('error', () => resolve(false));
  });
}

/**
 * remotes.json as the site may run it. A malformed file, or one naming an origin outside
 * REMOTE_ORIGINS, is refused with one log line, and the last good document keeps serving.
 */
function remotesReader(config) {
  let lastText = null;
  let current = { text: '{"remotes":{}}', document: { remotes: {} } };
  return () => {
    const text = readText(config.remotesFile, null);
    if (text === null || text === lastText) return current;
    lastText = text;
    const document = parseJson(text, null);
    const problem = document ? remotesProblem(document, config.remoteOrigins) : 'it is not JSON';
    if (problem) {
      console.error(`remotes.json refused: ${problem}; the last good composition keeps serving.`);
      return current;
    }
    current = { text, document };
    return current;
  };
}

export function createHandler(config) {
  const compressed = config.compressedCache ?? new CompressedCache();
  const compose = config.compose ?? createComposer(config);
  const liveRemotes = remotesReader(config);

  async function handle(req, res) {
    // remotes.json is read on every request: a deploy or a rollback switches it. A browser trying a
    // candidate release (CANDIDATES=on only) gets the same document with that slice replaced.
    const live = liveRemotes();
    const candidate = candidateFor(config, req, live.document);
    const remotesDocument = candidate.document;
    const remotesText = candidate.text ?? live.text;
    // What depends on the candidate cookie is never shared between browsers.
    const perBrowser = {
      ...(config.candidates ? { Vary: 'Accept-Encoding, Cookie' } : {}),
      ...(candidate.override || candidate.setCookie ? { 'Cache-Control': PRIVATE } : {}),
      ...(candidate.setCookie ? { 'Set-Cookie': candidate.setCookie } : {}),
    };
    const https = requestIsHttps(config, req);
    const origin = requestOrigin(config, req);
    const headers = {
      ...securityHeaders({
        csp: contentSecurityPolicy({
          remotes: remoteOrigins(remotesDocument, origin),
          supabaseUrl: config.supabase?.url,
        }),
        https,
      }),
      Vary: 'Accept-Encoding',
    };
    const encoding = pickEncoding(String(req.headers['accept-encoding'] ?? ''));

    const send = (status, data, type, extra = {}) => {
      const body = typeof data === 'string' ? Buffer.from(data) : data;
      res.writeHead(status, {
        ...headers,
        'Content-Type': type,
        ...(body ? { 'Content-Length': body.length } : {}),
        ...extra,
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    };

    /** A small generated body (remotes.json, runtime-config.json, a page): validator and compression. */
    const sendGenerated = async (status, text, type, extra = {}) => {
      const raw = Buffer.from(text);
      const etag = contentEtag(raw);
      const common = { 'Cache-Control': REVALIDATE, ETag: etag, ...extra };
      if (status === 200 && isFresh(req, etag)) return send(304, undefined, type, common);
      if (encoding && raw.length >= 512) {
        return send(status, await compress(raw, encoding, 'fast'), type, {
          ...common,
          'Content-Encoding': encoding,
        });
      }
      return send(status, raw, type, common);
    };

    const serveFile = async (file, status = 200, extra = {}) => {
      const etag = fileEtag(file.stat);
      const common = {
        'Cache-Control': cacheControlFor(file.rel),
        ETag: etag,
        'Last-Modified': file.stat.mtime.toUTCString(),
        ...extra,
      };
      const type = contentTypeOf(file.path);
      if (status === 200 && isFresh(req, etag)) return send(304, undefined, type, common);
      if (encoding && isCompressible(file.path, file.stat.size)) {
        const data = await compressed.get(file, encoding);
        return send(status, data, type, { ...common, 'Content-Encoding': encoding });
      }
      return send(status, await readFile(file.path), type, common);
    };

    const url = new URL(req.url ?? '/', 'http://localhost');
    const pathname = url.pathname;

    // A remote's own build folder under its prefix; CORS only for the shell's origin.
    const prefix = Object.keys(config.mounts)
      .filter((p) => pathname.startsWith(p))
      .sort((a, b) => b.length - a.length)[0];
    const cors = prefix ? corsHeaders(req.headers.origin, config.shellOrigin ?? origin) : {};

    if (req.method === 'OPTIONS' && prefix) {
      return send(204, undefined, types['.txt'], {
        ...cors,
        ...(cors['Access-Control-Allow-Origin'] ? { 'Access-Control-Allow-Methods': 'GET, HEAD' } : {}),
        'Access-Control-Max-Age': '86400',
      });
    }
    // A form sent before the page's JavaScript ran (or with it off) posts to its page: nothing is
    // read, stored or logged; the visitor is sent back to the page, which says so.
    const routes = parseJson(readText(join(config.shellDir, 'routes.json'), '{}'), {});
    const isPage = !prefix && frameFor(routes, pathname).status === 200;
    if (req.method === 'POST' && isPage) {
      const drained = await drainBody(req, MAX_FORM_BYTES);
      if (!drained) return send(413, 'Payload Too Large', types['.txt'], { Connection: 'close' });
      return send(303, undefined, types['.txt'], {
        Location: `${pathname}?${UNSENT_ARGUMENT}=1`,
        'Cache-Control': 'no-store',
      });
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return send(405, 'Method Not Allowed', types['.txt'], {
        Allow: isPage ? 'GET, HEAD, POST' : 'GET, HEAD',
      });
    }

    // Runtime documents: changed by a deploy or the environment, never by a rebuild.
    if (pathname === '/remotes.json') {
      return sendGenerated(200, JSON.stringify(remotesDocument), types['.json'], perBrowser);
    }
    if (pathname === '/runtime-config.json') {
      return sendGenerated(200, JSON.stringify(runtimeConfigDocument(config.supabase)), types['.json']);
    }

    if (prefix) {
      const file = findFile(config.mounts[prefix], pathname.slice(prefix.length));
      if (!file) return send(404, 'Not Found', types['.txt'], { 'Cache-Control': REVALIDATE, ...cors });
      return serveFile(file, 200, cors);
    }

    // Crawl files carry the site's origin, known only here.
    if (pathname === '/sitemap.xml' || pathname === '/robots.txt') {
      const text = readText(join(config.shellDir, pathname.slice(1)), null);
      if (text === null) return send(404, 'Not Found', types['.txt']);
      return sendGenerated(200, text.replaceAll(ORIGIN_TOKEN, origin), contentTypeOf(pathname));
    }

    // The frames and the client build's index.html are the composer's, never pages of their own.
    const internal = pathname === '/index.html' || pathname.startsWith('/frames/');
    const file = pathname !== '/' && !internal && findFile(config.shellDir, pathname);
    if (file) return serveFile(file);

    // App routes: the shell's frame for the path, composed with the fragments of the slices'
    // current releases; unknown paths get the not-found page with 404.
    const page = await compose({
      pathname,
      search: url.search,
      origin,
      remotes: remotesDocument,
      // Inline in the page as the file is (as nginx includes it); nothing in it can close the element.
      remotesText: remotesText.replaceAll('<', '\\u003c'),
    });
    if (!page) return send(503, 'The site has not been built yet: run npm start.', types['.txt']);
    return sendGenerated(page.status, page.html, types['.html'], perBrowser);
  }

  return (req, res) => {
    handle(req, res).catch((error) => {
      // An error answer carries the security headers too (the strictest policy: no remotes).
      const headers = {
        ...securityHeaders({
          csp: contentSecurityPolicy({ supabaseUrl: config.supabase?.url }),
          https: requestIsHttps(config, req),
        }),
        'Content-Type': types['.txt'],
        'Cache-Control': 'no-store',
      };
      if (error instanceof URIError) {
        res.writeHead(400, headers);
        return res.end('Bad Request');
      }
      console.error('Request failed:', req.url, error);
      if (!res.headersSent) res.writeHead(500, headers);
      res.end('Internal Server Error');
    });
  };
}
