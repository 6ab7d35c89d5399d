// The server's endpoints that are neither a build's file nor a page, one entry each: the methods it
// answers (any, when it names none) and its answer (docs/observability.md, docs/deploy.md).
import { createHash, timingSafeEqual } from 'node:crypto';
import { join } from 'node:path';
import { REPORT_PATH } from '@chardham/shared/observability/reports';
import { ORIGIN_TOKEN } from '@chardham/shared/ssr/tokens';
import { runtimeConfigDocument } from '@chardham/shared/supabase/env';
import { clientAddress } from '../config/trust.mjs';
import { visitorOf } from './pages.mjs';
import { NO_STORE, reply, replyGenerated, TEXT } from './reply.mjs';
import { contentTypeOf, types } from './static-files.mjs';

const READS = ['GET', 'HEAD'];

export const endpoints = new Map([
  ['/healthz', { answer: (request) => reply(request, 200, 'ok\n', TEXT, NO_STORE) }],
  ['/readyz', { answer: readyz }],
  ['/metrics', { answer: metrics }],
  [REPORT_PATH, { methods: ['POST'], answer: report }],
  // Runtime documents: changed by a deploy or the environment, never by a rebuild.
  ['/remotes.json', { methods: READS, answer: remotesJson }],
  ['/runtime-config.json', { methods: READS, answer: runtimeConfig }],
  // Crawl files carry the site's origin, known only here.
  ['/sitemap.xml', { methods: READS, answer: crawlFile }],
  ['/robots.txt', { methods: READS, answer: crawlFile }],
]);

async function readyz(request) {
  const { problem, degraded } = await request.site.ready();
  // Why it is not ready, and what fails on other origins, name releases, parts and folders: for the
  // operators only, as /metrics is (issue 41). A balancer needs the status alone.
  const operator = mayReadMetrics(request.site.config, request.req);
  const said = problem
    ? operator
      ? problem
      : 'not ready'
    : degraded && operator
      ? `ready; ${degraded}`
      : 'ready';
  return reply(request, problem ? 503 : 200, `${said}\n`, TEXT, NO_STORE);
}

async function metrics(request) {
  const { registry } = request.site.metrics;
  if (!mayReadMetrics(request.site.config, request.req)) return reply(request, 404, 'Not Found', TEXT);
  return reply(request, 200, await registry.metrics(), registry.contentType, NO_STORE);
}

async function report(request) {
  const { site, req } = request;
  const answer = await site.report(req, clientAddress(site.config, req));
  return reply(request, answer.status, answer.text, TEXT, NO_STORE);
}

/** The remotes document this browser runs: live, the canary's, or with its candidate. */
function remotesJson(request) {
  const visitor = visitorOf(request);
  request.remotes = visitor.document;
  return replyGenerated(request, JSON.stringify(visitor.document), types['.json'], visitor.headers);
}

function runtimeConfig(request) {
  const { config } = request.site;
  const document = runtimeConfigDocument(config.supabase, config.reportSample);
  return replyGenerated(request, JSON.stringify(document), types['.json']);
}

async function crawlFile(request) {
  const { site, pathname } = request;
  const file = join(site.config.shellDir, pathname.slice(1));
  if (pathname === '/sitemap.xml') {
    // Composed like a page: the packages slice's release of the visitor's side lists its packages.
    const visitor = visitorOf(request);
    const composed = await site.composer.page(
      { file, status: 200 },
      { origin: request.origin, remotes: visitor.document },
    );
    if (!composed) return reply(request, 404, 'Not Found', TEXT);
    return replyGenerated(request, composed.html, contentTypeOf(pathname));
  }
  const text = site.files.text(file);
  if (text === null) return reply(request, 404, 'Not Found', TEXT);
  return replyGenerated(request, text.replaceAll(ORIGIN_TOKEN, request.origin), contentTypeOf(pathname));
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
