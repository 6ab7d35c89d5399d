// What the reference server tells its operators (docs/observability.md): one JSON log line per
// request (pino), and Prometheus metrics (prom-client) of requests, fragments by slice and release,
// and what browsers report. Nothing personal goes in either: no client address, no query values,
// no form body, no cookie.
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/**
 * The server's logger: JSON lines on stdout, written in the background (a request never waits for
 * the terminal or the log shipper), flushed when the process stops.
 */
export function createLogger({ destination, level = process.env.LOG_LEVEL ?? 'info' } = {}) {
  return pino(
    {
      level,
      base: { service: 'shell-server' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination ?? pino.destination({ dest: 1, sync: false }),
  );
}

/** Latency buckets for a server answering mostly from memory: 0.5 ms to 2.5 s. */
const SERVER_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];
/** Field timings, in seconds: the Core Web Vitals' thresholds (good / poor) are bucket edges. */
const FIELD_SECONDS = [0.1, 0.2, 0.5, 0.8, 1, 1.2, 1.8, 2.5, 3, 4, 6, 10, 20];
const FIELD_CLS = [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1];

/** Every metric the server exposes at /metrics, on its own registry. */
export function createMetrics({ processMetrics = true } = {}) {
  const registry = new Registry();
  if (processMetrics) collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });
  const make = (Type, options) => new Type({ ...options, registers: [registry] });
  const vital = (name, help, buckets) =>
    make(Histogram, { name, help, labelNames: ['route', 'lang', 'slice', 'release'], buckets });
  return {
    registry,
    requests: make(Counter, {
      name: 'http_requests_total',
      help: 'Requests answered, by route pattern (never the URL), method and status.',
      labelNames: ['route', 'method', 'status'],
    }),
    requestSeconds: make(Histogram, {
      name: 'http_request_duration_seconds',
      help: 'Time from the request to the last byte handed to the socket, by route pattern.',
      labelNames: ['route', 'method'],
      buckets: SERVER_BUCKETS,
    }),
    pageViews: make(Counter, {
      name: 'page_views_total',
      help: 'Composed pages answered (a 304 too), by route pattern and language.',
      labelNames: ['route', 'lang'],
    }),
    fragments: make(Counter, {
      name: 'fragments_total',
      help: 'Slice fragments in the pages answered, by slice, release and outcome (ok, missing, error, timeout).',
      labelNames: ['slice', 'release', 'outcome'],
    }),
    fragmentSeconds: make(Histogram, {
      name: 'fragment_duration_seconds',
      help: 'Time to read or fetch one fragment when a page was composed (a page answered from memory reads none).',
      labelNames: ['slice', 'release', 'outcome'],
      buckets: SERVER_BUCKETS,
    }),
    pageCache: make(Counter, {
      name: 'page_cache_total',
      help: 'Composed pages answered from memory (hit) or composed for the request (miss).',
      labelNames: ['result'],
    }),
    browserFailures: make(Counter, {
      name: 'browser_reports_total',
      help: 'Slice failures browsers reported, by slice, the release on the page, kind and language.',
      labelNames: ['slice', 'release', 'kind', 'lang'],
    }),
    fieldLcp: vital(
      'field_lcp_seconds',
      'Largest Contentful Paint from visitors, by route and language.',
      FIELD_SECONDS,
    ),
    fieldInp: vital('field_inp_seconds', 'Interaction to Next Paint from visitors.', FIELD_SECONDS),
    fieldCls: vital('field_cls', 'Cumulative Layout Shift from visitors.', FIELD_CLS),
    fieldFcp: vital('field_fcp_seconds', 'First Contentful Paint from visitors.', FIELD_SECONDS),
    fieldTtfb: vital('field_ttfb_seconds', 'Time to First Byte from visitors.', FIELD_SECONDS),
    cspViolations: make(Counter, {
      name: 'csp_violations_total',
      help: 'Content-Security-Policy violations browsers reported, by directive.',
      labelNames: ['directive'],
    }),
    reportsRefused: make(Counter, {
      name: 'reports_refused_total',
      help: 'Reports refused before being read into any other metric: malformed, too large, or over the per-address cap.',
      labelNames: ['reason'],
    }),
  };
}

/** A request id: the trusted proxy's, when it sends a sane one; otherwise a new one. */
export function requestIdOf(config, req) {
  const given = config.trustProxy ? req.headers['x-request-id'] : undefined;
  return typeof given === 'string' && /^[\w.:-]{8,64}$/.test(given) ? given : randomUUID();
}

/** The Server-Timing header of a composed page: each fragment by its slice, then the composition. */
export function serverTiming(fragments, cached, composeMs) {
  const entries = fragments.map(
    (f) =>
      `${f.slice};dur=${cached ? 0 : f.ms.toFixed(2)};desc="${f.outcome} ${f.release} ${f.part}${cached ? ' cached' : ''}"`,
  );
  entries.push(`compose;dur=${composeMs.toFixed(2)};desc="${cached ? 'hit' : 'miss'}"`);
  return entries.join(', ');
}
