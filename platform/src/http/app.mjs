// The reference production server's request path. A request goes through these steps in order, and
// the first that owns it answers, through reply.mjs:
//   1. an endpoint of the table (endpoints.mjs): health, readiness, metrics, reports, remotes.json,
//      runtime-config.json, the crawl files
//   2. a slice's file, under its mount (/remotes/<slice>/, /releases/), with CORS for the shell
//   3. a form posted to a page before its JavaScript ran: sent back to the page, which says so
//   4. a file of the shell's build
//   5. a page: the shell's frame composed with the slices' fragments (pages.mjs)
// Once the answer has gone (or the client went away): one log line and the request metrics.

import { mountOf } from '../common/mounts.mjs';
import { readBody } from '../common/request-body.mjs';
import { frameFor, UNSENT_ARGUMENT } from '../compose/compose.mjs';
import { corsHeaders, SERVICE_WORKER_PATH, serviceWorkerHeaders } from '../config/headers.mjs';
import { requestIsHttps, requestOrigin } from '../config/trust.mjs';
import { requestIdOf } from '../observability/telemetry.mjs';
import { endpoints } from './endpoints.mjs';
import { pickEncoding } from './http-semantics.mjs';
import { page } from './pages.mjs';
import { reply, replyFailure, replyFile, TEXT } from './reply.mjs';
import { createSite } from './site.mjs';
import { findFile, isHashed, REVALIDATE } from './static-files.mjs';

export function createHandler(config) {
  const site = createSite(config);
  return (req, res) => {
    const request = new SiteRequest(site, req, res);
    res.once('close', () => finish(request));
    handle(request).catch((error) => replyFailure(request, error));
  };
}

async function handle(request) {
  request.url = new URL(request.req.url ?? '/', 'http://localhost');
  // Every step decides on the decoded path, once: `/%66rames/` is `/frames/` (issue 41). A
  // malformed escape throws a URIError, answered 400.
  request.pathname = decodeURIComponent(request.url.pathname);
  const step = stepFor(request);
  request.route = step.route;
  return step.answer(request, step);
}

const READS = new Set(['GET', 'HEAD']);

/** The step that answers a request, with what it needs, and the route it is counted under. */
function stepFor(request) {
  const { site, req, pathname } = request;
  const endpoint = endpoints.get(pathname);
  if (endpoint) {
    const allowed = !endpoint.methods || endpoint.methods.includes(req.method);
    return allowed ? { route: pathname, answer: endpoint.answer } : notAllowed(pathname, endpoint.methods);
  }
  const mount = mountOf(site.config.mounts, pathname);
  if (mount) {
    const route = `${mount.prefix}*`;
    if (req.method === 'OPTIONS') return { route, answer: preflight };
    return READS.has(req.method) ? { route, answer: sliceFile, mount } : notAllowed(route, [...READS]);
  }
  const target = frameFor(site.routes().routes, pathname);
  const isPage = target.status === 200;
  if (req.method === 'POST' && isPage) return { route: target.route, answer: unsentForm };
  if (!READS.has(req.method)) {
    return isPage ? notAllowed(target.route, [...READS, 'POST']) : notAllowed('other', [...READS]);
  }
  // The frames and the client build's index.html are the composer's, never pages of their own.
  const internal = pathname === '/' || pathname === '/index.html' || pathname.startsWith('/frames/');
  const file =
    !internal && (findFile(site.config.shellDir, pathname) ?? earlierShellFile(site.config, pathname));
  if (file) return { route: fileRoute(pathname), answer: shellFile, file };
  return { route: target.route, answer: page, target };
}

/**
 * A hashed file of an earlier shell release (`/assets/name-HASH.js`, in the root's shell-assets/,
 * releases/install.mjs): a page loaded before the shell was switched still loads its own code.
 */
const earlierShellFile = ({ shellAssets }, pathname) =>
  shellAssets && isHashed(pathname.slice(1)) ? findFile(shellAssets, pathname) : null;

const notAllowed = (route, methods) => ({
  route,
  answer: (request) => reply(request, 405, 'Method Not Allowed', TEXT, { Allow: methods.join(', ') }),
});

const fileRoute = (pathname) =>
  pathname === SERVICE_WORKER_PATH ? pathname : pathname.startsWith('/assets/') ? '/assets/*' : 'static';

/**
 * A shell release's files other than its hashed `assets/`: its frames (with their include
 * directives), `routes.json`, its client `index.html`. The server composes pages from them; no
 * browser asks for them, and none may read them (issue 62).
 */
export const INTERNAL_SHELL_FILE = /^shell\/[^/]+\/(?!assets\/)/;

/** A remote's own build folder under its prefix; CORS only for the shell's origin. */
function sliceFile(request, { mount }) {
  const found = findFile(mount.dir, mount.rest);
  // Judged by the file's own path in the folder, once every `..` and escape is resolved.
  const file = mount.prefix === '/releases/' && INTERNAL_SHELL_FILE.test(found?.rel ?? '') ? null : found;
  if (!file) return reply(request, 404, 'Not Found', TEXT, { 'Cache-Control': REVALIDATE, ...request.cors });
  return replyFile(request, file, request.cors);
}

function preflight(request) {
  const { cors } = request;
  return reply(request, 204, undefined, TEXT, {
    ...cors,
    ...(cors['Access-Control-Allow-Origin'] ? { 'Access-Control-Allow-Methods': 'GET, HEAD' } : {}),
    'Access-Control-Max-Age': '86400',
  });
}

function shellFile(request, { file }) {
  if (request.pathname !== SERVICE_WORKER_PATH) return replyFile(request, file);
  const { config } = request.site;
  const headers = serviceWorkerHeaders({
    allowedRemotes: config.remoteOrigins,
    supabaseUrl: config.supabase?.url,
  });
  return replyFile(request, file, headers);
}

/** The largest form a no-JavaScript submit may send (it is read only to be thrown away). */
const MAX_FORM_BYTES = 64 * 1024;

/**
 * A form sent before the page's JavaScript ran (or with it off) posts to its page: nothing is read,
 * stored or logged; the visitor is sent back to the page, which says so.
 */
async function unsentForm(request) {
  if ((await readBody(request.req, MAX_FORM_BYTES)) === null) {
    return reply(request, 413, 'Payload Too Large', TEXT, { Connection: 'close' });
  }
  const location = `${request.url.pathname}?${UNSENT_ARGUMENT}=1`;
  return reply(request, 303, undefined, TEXT, { Location: location, 'Cache-Control': 'no-store' });
}

/**
 * One request: what the steps read of it, worked out when first asked for (a file's answer never
 * needs the canary), and what the log line says of it.
 */
class SiteRequest {
  route = 'other';
  bytes = 0;
  cache = null;
  page = null;
  side = undefined;
  /** The remotes document the answer's policy names (the visitor's, for a page; else the live one). */
  remotes = undefined;
  url = null;
  pathname = '/';
  #origin;
  #https;
  #encoding;
  #cors;

  constructor(site, req, res) {
    this.started = performance.now();
    this.site = site;
    this.req = req;
    this.res = res;
    this.id = requestIdOf(site.config, req);
    // The path only: query values may be anything a visitor typed.
    this.path = pathOf(req.url);
  }
  get origin() {
    this.#origin ??= requestOrigin(this.site.config, this.req);
    return this.#origin;
  }
  get https() {
    this.#https ??= requestIsHttps(this.site.config, this.req);
    return this.#https;
  }
  /** 'br', 'gzip', or null for the plain body. */
  get encoding() {
    if (this.#encoding === undefined) this.#encoding = pickEncoding(this.req);
    return this.#encoding;
  }
  get cors() {
    this.#cors ??= corsHeaders(this.req.headers.origin, this.site.config.shellOrigin ?? this.origin);
    return this.#cors;
  }
}

/** The path of a request URL, without its query (whose values may be anything a visitor typed). */
function pathOf(url = '/') {
  const end = url.search(/[?#]/);
  return (end === -1 ? url : url.slice(0, end)).slice(0, 300);
}

/** One log line and the request metrics, once the answer has gone (or the client went away). */
function finish(request) {
  const { site, req, res } = request;
  const seconds = (performance.now() - request.started) / 1000;
  const method =
    req.method === 'HEAD' || req.method === 'GET' || req.method === 'POST' ? req.method : 'OTHER';
  site.metrics.requests.inc({ route: request.route, method, status: res.statusCode });
  site.metrics.requestSeconds.observe({ route: request.route, method }, seconds);
  const line = {
    reqId: request.id,
    method: req.method,
    path: request.path,
    route: request.route,
    status: res.statusCode,
    bytes: request.bytes,
    ms: Math.round(seconds * 1e6) / 1000,
  };
  if (!res.writableFinished) line.aborted = true;
  if (request.cache) line.cache = request.cache;
  if (request.side) line.side = request.side;
  logger(request, line).info(line, 'request');
}

/**
 * The logger of a request's line. A stored page's fragments are written into a child logger's
 * bindings once, not on every line; a page composed for this request says its fragments' times.
 */
function logger({ site, page, cache }, line) {
  if (page && cache === 'hit') {
    page.logger ??= site.logger.child({ fragments: loggedFragments(page.fragments ?? [], true) });
    return page.logger;
  }
  if (page) line.fragments = loggedFragments(page.fragments ?? [], false);
  return site.logger;
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
