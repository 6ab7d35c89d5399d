// The reference production server: the shell and each remote from their own build folders, with
// runtime configuration, caching, compression, status codes and security headers.

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MIN_COMPRESS_BYTES } from '@chardham/shared/ssr/compression';
import { ORIGIN_TOKEN } from '@chardham/shared/ssr/tokens';
import { runtimeConfigDocument } from '@chardham/shared/supabase/env';
import { candidateFor, PRIVATE } from './candidates.mjs';
import { createComposer, frameFor, UNSENT_ARGUMENT } from './compose.mjs';
import { FileTexts } from './file-texts.mjs';
import { contentSecurityPolicy, corsHeaders, remoteOrigins, securityHeaders } from './headers.mjs';
import { isFresh, pickEncoding, rangeOf } from './http-semantics.mjs';
import { PageCache } from './page-cache.mjs';
import {
  CompressedCache,
  cacheControlFor,
  compress,
  contentEtag,
  contentTypeOf,
  fileEtag,
  findFile,
  isCompressible,
  REVALIDATE,
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
function remotesReader(config, files) {
  let lastText = null;
  let current = { text: '{"remotes":{}}', document: { remotes: {} } };
  return () => {
    const text = files.text(config.remotesFile);
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

/** routes.json, parsed again only when the file changes. */
function routesReader(config, files) {
  let last = null;
  let routes = {};
  return () => {
    const read = files.read(join(config.shellDir, 'routes.json'));
    if (read?.validator !== last) {
      last = read?.validator ?? null;
      routes = parseJson(read?.text ?? '{}', {});
    }
    return routes;
  };
}

export function createHandler(config) {
  const compressed = config.compressedCache ?? new CompressedCache();
  const pages = config.pageCache ?? new PageCache();
  const files = new FileTexts();
  const compose = config.compose ?? createComposer({ ...config, fileTexts: files });
  const liveRemotes = remotesReader(config, files);
  const currentRoutes = routesReader(config, files);

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
    const encoding = pickEncoding(req);

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
      if (status === 200 && isFresh(req, { etag })) return send(304, undefined, type, common);
      if (encoding && raw.length >= MIN_COMPRESS_BYTES) {
        return send(status, await compress(raw, encoding, 'fast'), type, {
          ...common,
          'Content-Encoding': encoding,
        });
      }
      return send(status, raw, type, common);
    };

    /** A composed page from the page cache: its status, validator and stored bodies. */
    const sendPage = (page, extra) => {
      const common = { 'Cache-Control': REVALIDATE, ETag: page.etag, ...extra };
      if (page.status === 200 && isFresh(req, { etag: page.etag })) {
        return send(304, undefined, types['.html'], common);
      }
      const body = encoding && page.bodies[encoding];
      if (body) return send(page.status, body, types['.html'], { ...common, 'Content-Encoding': encoding });
      return send(page.status, page.bodies.identity, types['.html'], common);
    };

    const serveFile = async (file, status = 200, extra = {}) => {
      const validators = { etag: fileEtag(file.stat), lastModified: file.stat.mtime.toUTCString() };
      const common = {
        'Cache-Control': cacheControlFor(file.rel),
        ETag: validators.etag,
        'Last-Modified': validators.lastModified,
        'Accept-Ranges': 'bytes',
        ...extra,
      };
      const type = contentTypeOf(file.path);
      if (status === 200 && isFresh(req, validators)) return send(304, undefined, type, common);
      const range = status === 200 ? rangeOf(req, file.stat.size, validators) : { kind: 'full' };
      if (range.kind === 'unsatisfiable') {
        return send(416, undefined, type, { ...common, 'Content-Range': range.contentRange });
      }
      if (range.kind === 'partial') {
        const data = (await readFile(file.path)).subarray(range.start, range.end + 1);
        return send(206, data, type, { ...common, 'Content-Range': range.contentRange });
      }
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
    const target = prefix ? null : frameFor(currentRoutes(), pathname);
    const isPage = target?.status === 200;
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
      const text = files.text(join(config.shellDir, pathname.slice(1)));
      if (text === null) return send(404, 'Not Found', types['.txt']);
      return sendGenerated(200, text.replaceAll(ORIGIN_TOKEN, origin), contentTypeOf(pathname));
    }

    // The frames and the client build's index.html are the composer's, never pages of their own.
    const internal = pathname === '/index.html' || pathname.startsWith('/frames/');
    const file = pathname !== '/' && !internal && findFile(config.shellDir, pathname);
    if (file) return serveFile(file);

    // App routes: the shell's frame for the path, composed with the fragments of the slices'
    // current releases; unknown paths get the not-found page with 404. Besides its files, a page
    // depends on its frame, the origin it names, remotes.json and the one query argument frames read.
    const unsent = url.searchParams.get(UNSENT_ARGUMENT) ? '1' : '';
    const key = [target.frame, target.status, unsent, origin, remotesText].join('\0');
    const page = await pages.get(key, () =>
      compose({
        pathname,
        search: url.search,
        origin,
        remotes: remotesDocument,
        // Inline in the page as the file is (as nginx includes it); nothing in it can close the element.
        remotesText: remotesText.replaceAll('<', '\\u003c'),
      }),
    );
    if (!page) return send(503, 'The site has not been built yet: run npm start.', types['.txt']);
    return sendPage(page, perBrowser);
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
