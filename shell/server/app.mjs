// The reference production server: the shell and each remote from their own build folders, with
// runtime configuration, caching, compression, status codes and security headers.

import { createHash, timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { locales, localizedPath } from '@chardham/shared/i18n';
import { NOT_FOUND_ROUTE, REPORT_PATH } from '@chardham/shared/observability/reports';
import { MIN_COMPRESS_BYTES } from '@chardham/shared/ssr/compression';
import { ORIGIN_TOKEN } from '@chardham/shared/ssr/tokens';
import { runtimeConfigDocument } from '@chardham/shared/supabase/env';
import { LRUCache } from 'lru-cache';
import { createCanaryFollower, sideFor } from './canary.mjs';
import { candidateFor, PRIVATE } from './candidates.mjs';
import { createComposer, frameFor, UNSENT_ARGUMENT } from './compose.mjs';
import { FileTexts } from './file-texts.mjs';
import {
  contentSecurityPolicy,
  corsHeaders,
  remoteOrigins,
  SERVICE_WORKER_PATH,
  securityHeaders,
  serviceWorkerHeaders,
} from './headers.mjs';
import { isFresh, pickEncoding, rangeOf } from './http-semantics.mjs';
import { PageCache } from './page-cache.mjs';
import { readiness } from './readiness.mjs';
import { createReports } from './reports.mjs';
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
import { createLogger, createMetrics, fragmentTimings, requestIdOf } from './telemetry.mjs';
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
function remotesReader(config, files, logger) {
  let lastText = null;
  let current = {
    text: '{"remotes":{}}',
    document: { remotes: {} },
    problem: 'no remotes.json has been read',
  };
  return () => {
    const text = files.text(config.remotesFile);
    if (text === null)
      return lastText === null ? { ...current, problem: `${config.remotesFile} is missing` } : current;
    if (text === lastText) return current;
    lastText = text;
    const document = parseJson(text, null);
    const problem = document ? remotesProblem(document, config.remoteOrigins) : 'it is not JSON';
    if (problem) {
      logger.error({ problem }, `remotes.json refused: ${problem}; the last good composition keeps serving.`);
      current = { ...current, problem: `remotes.json refused: ${problem}` };
      return current;
    }
    current = { text, document, problem: null };
    return current;
  };
}

/**
 * routes.json, parsed again only when the file changes, with the route labels reports may name
 * (each pattern in each language, and not-found) and the slice that renders each.
 */
function routesReader(config, files) {
  let last = null;
  let current = { routes: {}, labels: new Map([[NOT_FOUND_ROUTE, undefined]]) };
  return () => {
    const read = files.read(join(config.shellDir, 'routes.json'));
    if (read?.validator !== last) {
      last = read?.validator ?? null;
      const routes = parseJson(read?.text ?? '{}', {});
      const labels = new Map([[NOT_FOUND_ROUTE, undefined]]);
      for (const pattern of routes.patterns ?? []) {
        for (const locale of locales) labels.set(localizedPath(pattern, locale), routes.slices?.[pattern]);
      }
      current = { routes, labels };
    }
    return current;
  };
}

/** A client's address as the server may believe it: the trusted proxy's last hop, else the socket's. */
function clientAddress(config, req) {
  const forwarded = config.trustProxy ? String(req.headers['x-forwarded-for'] ?? '') : '';
  const last = forwarded.split(',').at(-1)?.trim();
  return last || req.socket?.remoteAddress || 'unknown';
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const digest = (text) => createHash('sha256').update(text).digest();

/**
 * /metrics is for the operators: from this machine (not through the proxy), or with the token.
 * Anyone else is told there is nothing here.
 */
function mayReadMetrics(config, req) {
  const direct = LOOPBACK.has(req.socket?.remoteAddress) && !req.headers['x-forwarded-for'];
  if (direct) return true;
  const given = String(req.headers.authorization ?? '');
  return (
    Boolean(config.metricsToken) && timingSafeEqual(digest(given), digest(`Bearer ${config.metricsToken}`))
  );
}

export function createHandler(config) {
  const compressed = config.compressedCache ?? new CompressedCache();
  const pages = config.pageCache ?? new PageCache();
  const files = new FileTexts();
  const compose = config.compose ?? createComposer({ ...config, fileTexts: files });
  const logger = config.logger ?? createLogger();
  const metrics = config.metrics ?? createMetrics();
  const liveRemotes = remotesReader(config, files, logger);
  const currentRoutes = routesReader(config, files);
  // Releases a browser's report may name: those this server has composed pages with, the live ones,
  // and those installed in the per-release layout (a collector beside nginx composes no page).
  const knownReleases = new LRUCache({ max: 1000 });
  const releasesDir = config.mounts['/releases/'];
  function isKnownRelease(slice, id) {
    const key = `${slice}/${id}`;
    if (knownReleases.has(key)) return true;
    const known =
      compose.releaseOf?.(slice, liveRemotes().document) === id ||
      Boolean(
        releasesDir && !id.startsWith('.') && existsSync(join(releasesDir, slice, id, 'remoteEntry.js')),
      );
    if (known) knownReleases.set(key, true);
    return known;
  }
  const report = createReports({
    metrics,
    routes: () => currentRoutes().labels,
    isKnownRelease,
    perMinute: config.reportsPerMinute,
    // A browser's failure of the canary's slice counts for the side whose release it names.
    onSliceFailure: (slice, release) => {
      const canary = canaries?.current();
      if (canary?.slice === slice) {
        canaries.watch.reportedFailure(canary, release, compose.releaseOf?.(slice, liveRemotes().document));
      }
    },
  });
  const ready = readiness({ ...config, fileTexts: files, compose }, liveRemotes);
  // A release root's canary, followed on every request as remotes.json is (canary.mjs).
  const canaries = config.releasesRoot
    ? createCanaryFollower({
        root: config.releasesRoot,
        files,
        logger,
        metrics,
        settings: config.canaryAbort,
        remoteOrigins: config.remoteOrigins,
      })
    : null;

  /**
   * Counts a page's fragments and, when it was composed for this request, the time of each (a page
   * answered from memory read none). What a stored page's fragments count under is kept with it.
   */
  function countFragments(page, composed) {
    const fragments = page.fragments ?? [];
    if (composed) {
      for (const f of fragments) {
        knownReleases.set(`${f.slice}/${f.release}`, true);
        metrics.fragmentSeconds.observe(
          { slice: f.slice, release: f.release, outcome: f.outcome },
          f.ms / 1000,
        );
      }
    }
    page.fragmentCounts ??= fragments.map((f) =>
      metrics.fragments.handle({ slice: f.slice, release: f.release, outcome: f.outcome }),
    );
    for (const count of page.fragmentCounts) count.value += 1;
  }

  async function handle(req, res, facts) {
    // remotes.json is read on every request: a deploy or a rollback switches it. While a canary runs
    // (RELEASES_ROOT), a visitor on its side gets the canary's composition. A browser trying a
    // candidate release (CANDIDATES=on only) gets its side's document with that slice replaced.
    const https = requestIsHttps(config, req);
    const live = liveRemotes();
    const canary = canaries?.current() ?? null;
    const { side = null, setCookie: sideCookie } = canary ? sideFor(req, canary, { https }) : {};
    const base = (side === 'canary' && canaries.remotes(canary)) || live;
    const candidate = candidateFor(config, req, base.document);
    const remotesDocument = candidate.document;
    const remotesText = candidate.text ?? base.text;
    // What depends on the candidate or the canary cookie is never shared between browsers.
    const cookies = [candidate.setCookie, sideCookie].filter(Boolean);
    const perBrowser = {
      ...(config.candidates || canary ? { Vary: 'Accept-Encoding, Cookie' } : {}),
      ...(candidate.override || side === 'canary' || cookies.length ? { 'Cache-Control': PRIVATE } : {}),
      ...(cookies.length ? { 'Set-Cookie': cookies } : {}),
    };
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
      'X-Request-Id': facts.id,
    };
    const encoding = pickEncoding(req);

    const send = (status, data, type, extra = {}) => {
      const body = typeof data === 'string' ? Buffer.from(data) : data;
      facts.bytes = req.method === 'HEAD' ? 0 : (body?.length ?? 0);
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

    facts.route = prefix ? `${prefix}*` : (operatorRoutes.get(pathname) ?? 'other');

    // The operators' and the browsers' endpoints (docs/observability.md).
    if (pathname === '/healthz') return send(200, 'ok\n', types['.txt'], { 'Cache-Control': 'no-store' });
    if (pathname === '/readyz') {
      const problem = await ready();
      return send(problem ? 503 : 200, `${problem ?? 'ready'}\n`, types['.txt'], {
        'Cache-Control': 'no-store',
      });
    }
    if (pathname === '/metrics') {
      if (!mayReadMetrics(config, req)) return send(404, 'Not Found', types['.txt']);
      return send(200, await metrics.registry.metrics(), metrics.registry.contentType, {
        'Cache-Control': 'no-store',
      });
    }
    if (pathname === REPORT_PATH) {
      if (req.method !== 'POST') return send(405, 'Method Not Allowed', types['.txt'], { Allow: 'POST' });
      const answer = await report(req, clientAddress(config, req));
      return send(answer.status, answer.text, types['.txt'], { 'Cache-Control': 'no-store' });
    }

    if (req.method === 'OPTIONS' && prefix) {
      return send(204, undefined, types['.txt'], {
        ...cors,
        ...(cors['Access-Control-Allow-Origin'] ? { 'Access-Control-Allow-Methods': 'GET, HEAD' } : {}),
        'Access-Control-Max-Age': '86400',
      });
    }
    // A form sent before the page's JavaScript ran (or with it off) posts to its page: nothing is
    // read, stored or logged; the visitor is sent back to the page, which says so.
    const target = prefix ? null : frameFor(currentRoutes().routes, pathname);
    const isPage = target?.status === 200;
    if (isPage) facts.route = target.route;
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
      return sendGenerated(
        200,
        JSON.stringify(runtimeConfigDocument(config.supabase, config.reportSample)),
        types['.json'],
      );
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
    if (file) {
      facts.route = pathname.startsWith('/assets/') ? '/assets/*' : 'static';
      if (pathname === SERVICE_WORKER_PATH) {
        facts.route = pathname;
        return serveFile(
          file,
          200,
          serviceWorkerHeaders({ allowedRemotes: config.remoteOrigins, supabaseUrl: config.supabase?.url }),
        );
      }
      return serveFile(file);
    }

    // App routes: the shell's frame for the path, composed with the fragments of the slices'
    // current releases; unknown paths get the not-found page with 404. Besides its files, a page
    // depends on its frame, the origin it names, remotes.json and the one query argument frames read.
    facts.route = target.route;
    const unsent = url.searchParams.get(UNSENT_ARGUMENT) ? '1' : '';
    const key = [target.frame, target.status, unsent, origin, remotesText].join('\0');
    const composeStarted = performance.now();
    let composed = false;
    const page = await pages.get(key, () => {
      composed = true;
      return compose({
        pathname,
        search: url.search,
        origin,
        remotes: remotesDocument,
        // Inline in the page as the file is (as nginx includes it); nothing in it can close the element.
        remotesText: remotesText.replaceAll('<', '\\u003c'),
      });
    });
    if (!page) return send(503, 'The site has not been built yet: run npm start.', types['.txt']);
    const fragments = page.fragments ?? [];
    facts.cache = composed ? 'miss' : 'hit';
    facts.page = page;
    metrics.pageCache.inc({ result: facts.cache });
    metrics.pageViews.inc({ route: target.route, lang: target.locale });
    countFragments(page, composed);
    if (canary && target.status === 200) {
      const failed = fragments.some((f) => f.outcome !== 'ok');
      canaries.watch.pageView(canary, side, failed);
    }
    if (side) facts.side = side;
    // A stored page's fragment entries are made once; the composition's own time is this request's.
    if (!composed) page.timingsCached ??= fragmentTimings(fragments, true);
    const timings = composed ? fragmentTimings(fragments, false) : page.timingsCached;
    const whole = `compose;dur=${(performance.now() - composeStarted).toFixed(2)};desc="${facts.cache}"`;
    return sendPage(page, { ...perBrowser, 'Server-Timing': timings ? `${timings}, ${whole}` : whole });
  }

  /** One log line and the request metrics, once the answer has gone (or the client went away). */
  function finish(req, res, facts, started, id) {
    const seconds = (performance.now() - started) / 1000;
    const method =
      req.method === 'HEAD' || req.method === 'GET' || req.method === 'POST' ? req.method : 'OTHER';
    metrics.requests.inc({ route: facts.route, method, status: res.statusCode });
    metrics.requestSeconds.observe({ route: facts.route, method }, seconds);
    const line = {
      reqId: id,
      method: req.method,
      // The path only: query values may be anything a visitor typed.
      path: facts.path,
      route: facts.route,
      status: res.statusCode,
      bytes: facts.bytes,
      ms: Math.round(seconds * 1e6) / 1000,
    };
    if (!res.writableFinished) line.aborted = true;
    if (facts.cache) line.cache = facts.cache;
    if (facts.side) line.side = facts.side;
    // A stored page's fragments are written into a child logger's bindings once, not on every line.
    let log = logger;
    if (facts.page && facts.cache === 'hit') {
      log = facts.page.logger ??= logger.child({
        fragments: loggedFragments(facts.page.fragments ?? [], true),
      });
    } else if (facts.page) {
      line.fragments = loggedFragments(facts.page.fragments ?? [], false);
    }
    log.info(line, 'request');
  }

  return (req, res) => {
    const started = performance.now();
    const id = requestIdOf(config, req);
    const facts = { id, route: 'other', path: pathOf(req.url), bytes: 0, cache: null, page: null };
    res.once('close', () => finish(req, res, facts, started, id));
    handle(req, res, facts).catch((error) => {
      // An error answer carries the security headers too (the strictest policy: no remotes).
      const headers = {
        ...securityHeaders({
          csp: contentSecurityPolicy({ supabaseUrl: config.supabase?.url }),
          https: requestIsHttps(config, req),
        }),
        'Content-Type': types['.txt'],
        'Cache-Control': 'no-store',
        'X-Request-Id': id,
      };
      if (error instanceof URIError) {
        res.writeHead(400, headers);
        return res.end('Bad Request');
      }
      logger.error({ reqId: id, path: facts.path, err: error }, 'request failed');
      if (!res.headersSent) res.writeHead(500, headers);
      res.end('Internal Server Error');
    });
  };
}

/** A page's fragments as its log line gives them (from memory: 0 ms). */
const loggedFragments = (fragments, cached) =>
  fragments.map((f) => ({
    slice: f.slice,
    release: f.release,
    part: f.part,
    outcome: f.outcome,
    ms: cached ? 0 : Math.round(f.ms * 1000) / 1000,
  }));

/** The path of a request URL, without its query (whose values may be anything a visitor typed). */
function pathOf(url = '/') {
  const end = url.search(/[?#]/);
  return (end === -1 ? url : url.slice(0, end)).slice(0, 300);
}

/** Labels of the routes that are not pages or files. */
const operatorRoutes = new Map(
  [
    '/remotes.json',
    '/runtime-config.json',
    '/sitemap.xml',
    '/robots.txt',
    '/healthz',
    '/readyz',
    '/metrics',
    REPORT_PATH,
  ].map((path) => [path, path]),
);
