// Every answer of the reference server goes out through `reply`: the security headers (a page's
// policy names the remotes it may load), the request id, the body (none for HEAD) and the bytes the
// log line counts. The others choose what to send: a generated document, a build's file, a stored page.
import { readFile } from 'node:fs/promises';
import { MIN_COMPRESS_BYTES } from '@chardham/shared/ssr/compression';
import { contentSecurityPolicy, remoteOrigins, securityHeaders } from '../config/headers.mjs';
import { isFresh, rangeOf } from './http-semantics.mjs';
import {
  cacheControlFor,
  compress,
  contentEtag,
  contentTypeOf,
  fileEtag,
  isCompressible,
  REVALIDATE,
  types,
} from './static-files.mjs';

export const TEXT = types['.txt'];
export const NO_STORE = { 'Cache-Control': 'no-store' };

/** Answers `request` (app.mjs) with `status` and `data` (a string, a buffer, or nothing). */
export function reply(request, status, data, type, extra = {}) {
  const { req, res, site } = request;
  const body = typeof data === 'string' ? Buffer.from(data) : data;
  request.bytes = req.method === 'HEAD' ? 0 : (body?.length ?? 0);
  // Assigned, not spread: V8 spreads an object of this many keys into a literal about 40 times slower
  // (6 µs against 0.15 µs on this machine), and every answer goes through here.
  const document = request.remotes ?? site.remotes().document;
  const headers = Object.assign({}, security(site, document, request.origin, request.https));
  headers.Vary = 'Accept-Encoding';
  headers['X-Request-Id'] = request.id;
  headers['Content-Type'] = type;
  if (body) headers['Content-Length'] = body.length;
  res.writeHead(status, Object.assign(headers, extra));
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * The security headers of the answers whose policy names `document`'s remotes, made once per
 * document (a deploy or a candidate makes a new one), origin and scheme: the origins a request may
 * have are those of the configuration (trust.mjs), so the entries stay few.
 */
function security(site, document, origin, https) {
  let byOrigin = site.policies.get(document);
  if (!byOrigin) {
    byOrigin = new Map();
    site.policies.set(document, byOrigin);
  }
  const key = `${https}${origin}`;
  let headers = byOrigin.get(key);
  if (!headers) {
    const remotes = remoteOrigins(document, origin);
    const csp = contentSecurityPolicy({ remotes, supabaseUrl: site.config.supabase?.url });
    headers = securityHeaders({ csp, https });
    byOrigin.set(key, headers);
  }
  return headers;
}

/** A small generated document (remotes.json, runtime-config.json, a crawl file): validator, compression. */
export async function replyGenerated(request, text, type, extra = {}) {
  const raw = Buffer.from(text);
  const common = { 'Cache-Control': REVALIDATE, ETag: contentEtag(raw), ...extra };
  if (isFresh(request.req, { etag: common.ETag })) return reply(request, 304, undefined, type, common);
  const { encoding } = request;
  if (encoding && raw.length >= MIN_COMPRESS_BYTES) {
    const body = await compress(raw, encoding, 'fast');
    return reply(request, 200, body, type, { ...common, 'Content-Encoding': encoding });
  }
  return reply(request, 200, raw, type, common);
}

/** A composed page from the page cache (page-cache.mjs): its status, validator and stored bodies. */
export function replyPage(request, page, extra) {
  const common = { 'Cache-Control': REVALIDATE, ETag: page.etag, ...extra };
  if (page.status === 200 && isFresh(request.req, { etag: page.etag })) {
    return reply(request, 304, undefined, types['.html'], common);
  }
  const { encoding } = request;
  const body = encoding && page.bodies[encoding];
  if (body)
    return reply(request, page.status, body, types['.html'], { ...common, 'Content-Encoding': encoding });
  return reply(request, page.status, page.bodies.identity, types['.html'], common);
}

/** A file of a build folder (static-files.mjs `findFile`): validators, a byte range, a compressed form. */
export async function replyFile(request, file, extra = {}) {
  const { req, site } = request;
  const validators = { etag: fileEtag(file.stat), lastModified: file.stat.mtime.toUTCString() };
  const common = {
    'Cache-Control': cacheControlFor(file.rel),
    ETag: validators.etag,
    'Last-Modified': validators.lastModified,
    'Accept-Ranges': 'bytes',
    ...extra,
  };
  const type = contentTypeOf(file.path);
  if (isFresh(req, validators)) return reply(request, 304, undefined, type, common);
  const range = rangeOf(req, file.stat.size, validators);
  if (range.kind === 'unsatisfiable') {
    return reply(request, 416, undefined, type, { ...common, 'Content-Range': range.contentRange });
  }
  if (range.kind === 'partial') {
    const data = (await readFile(file.path)).subarray(range.start, range.end + 1);
    return reply(request, 206, data, type, { ...common, 'Content-Range': range.contentRange });
  }
  const { encoding } = request;
  if (encoding && isCompressible(file.path, file.stat.size)) {
    const data = await site.compressed.get(file, encoding);
    return reply(request, 200, data, type, { ...common, 'Content-Encoding': encoding });
  }
  return reply(request, 200, await readFile(file.path), type, common);
}

/**
 * The answer when a step threw: 400 for a malformed escape in the path, else 500, logged. It carries
 * the security headers too, with the strictest policy (no remotes).
 */
export function replyFailure(request, error) {
  const { res, site } = request;
  const headers = {
    ...securityHeaders({
      csp: contentSecurityPolicy({ supabaseUrl: site.config.supabase?.url }),
      https: request.https,
    }),
    'Content-Type': TEXT,
    ...NO_STORE,
    'X-Request-Id': request.id,
  };
  if (error instanceof URIError) {
    res.writeHead(400, headers);
    return res.end('Bad Request');
  }
  site.logger.error({ reqId: request.id, path: request.path, err: error }, 'request failed');
  if (!res.headersSent) res.writeHead(500, headers);
  res.end('Internal Server Error');
}
