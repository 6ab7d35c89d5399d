// What the reference server tells its operators (docs/observability.md): one JSON log line per
// request (pino), and Prometheus metrics (prom-client) of requests, fragments by slice and release,
// and what browsers report. Nothing personal goes in either: no client address, no query values,
// no form body, no cookie.
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { fromTrustedProxy } from '../config/trust.mjs';

/**
 * The server's logger: JSON lines on stdout, each written as the request ends. Written at once, not
 * buffered: a line is never lost in a crash, and costs about what a batched one does (measured with
 * `npm run bench:load`, docs/decisions/078-observability-on-node-http.md).
 */
export function createLogger({ destination, level = process.env.LOG_LEVEL ?? 'info' } = {}) {
  return pino(
    {
      level,
      base: { service: 'shell-server' },
      formatters: { level: (label) => ({ level: label }) },
    },
    destination ?? pino.destination({ dest: 1, sync: true }),
  );
}

/** Latency buckets for a server answering mostly from memory: 0.5 ms to 2.5 s. */
const SERVER_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];
/** Field timings, in seconds: the Core Web Vitals' thresholds (good / poor) are bucket edges. */
const FIELD_SECONDS = [0.1, 0.2, 0.5, 0.8, 1, 1.2, 1.8, 2.5, 3, 4, 6, 10, 20];
const FIELD_CLS = [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1];

/**
 * A counter counted in plain numbers, one per label set, and handed to prom-client when /metrics is
 * read: an increment on the request path costs an addition, where prom-client's own `inc` hashes
 * and checks its labels every time. `inc(labels)` and `remove(labels)` as prom-client's;
 * `handle(labels)` keeps a label set's number for a caller that counts it again and again (a stored
 * page's fragments).
 */
function countedInPlace(registry, { name, help, labelNames }) {
  const totals = new Map();
  new Counter({
    name,
    help,
    labelNames,
    registers: [registry],
    collect() {
      this.reset();
      for (const { labels, value } of totals.values()) this.inc(labels, value);
    },
  });
  const keyOf = (labels) => labelNames.map((label) => labels[label]).join('\0');
  const handle = (labels) => {
    const key = keyOf(labels);
    let total = totals.get(key);
    if (!total) {
      total = { labels: { ...labels }, value: 0 };
      totals.set(key, total);
    }
    return total;
  };
  return {
    handle,
    inc(labels, value = 1) {
      handle(labels).value += value;
    },
    remove(labels) {
      totals.delete(keyOf(labels));
    },
  };
}

/** Every metric the server exposes at /metrics, on its own registry. */
export function createMetrics({ processMetrics = true } = {}) {
  const registry = new Registry();
  if (processMetrics) collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });
  const make = (Type, options) =>
    Type === Counter ? countedInPlace(registry, options) : new Type({ ...options, registers: [registry] });
  return {
    registry,
    ...pageMetrics(make),
    ...browserMetrics(make),
    ...canaryMetrics(make),
    ...fleetMetrics(make),
  };
}

/** What the server answered: requests, composed pages, their fragments and the page cache. */
function pageMetrics(make) {
  return {
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
  };
}

/** What browsers reported: slice failures, field vitals, CSP violations, and reports refused. */
function browserMetrics(make) {
  const vital = (name, help, buckets) =>
    make(Histogram, { name, help, labelNames: ['route', 'lang', 'slice', 'release'], buckets });
  return {
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
      help: 'Reports refused before being read into any other metric: malformed, too large, over the per-address cap, not JSON (content-type) or sent from another site (cross-site).',
      labelNames: ['reason'],
    }),
  };
}

/** A running canary as this server sees it (docs/decisions/079-canary-releases.md). */
function canaryMetrics(make) {
  return {
    canaryPageViews: make(Counter, {
      name: 'canary_page_views_total',
      help: "Clients weighed while a canary runs, by the canary's run (its id), slice and release and the visitor's side: each drawn visitor's address (an IPv6 /64) counts once per side and run; pinned sides, bots and browsers without cookies are not weighed.",
      labelNames: ['canary', 'slice', 'release', 'side'],
    }),
    canaryFailures: make(Counter, {
      name: 'canary_failures_total',
      help: "Weighed clients whose page view failed while a canary runs, by run and side (at most once per client, side and run): a fragment failed or timed out, or the browser reported the canary's slice failing with the page view's token.",
      labelNames: ['canary', 'slice', 'release', 'side'],
    }),
    canaryReports: make(Counter, {
      name: 'canary_reports_total',
      help: "Browsers' reports of the canary's slice failing: counted (a valid page-view token of this canary), unverified (none, forged, expired, another canary's or another release's), elsewhere (another server's token) or repeated (its client had failed that side already). Only counted ones weigh in the decision.",
      labelNames: ['slice', 'release', 'verdict'],
    }),
    canaryAborts: make(Counter, {
      name: 'canary_aborts_total',
      help: 'Canaries this server aborted by itself, clearly worse than live; in a fleet (RELEASES_SOURCE), canaries the publisher aborted (its judge, or a deployer) while this server followed them.',
      labelNames: ['slice', 'release'],
    }),
    canaryPromotions: make(Counter, {
      name: 'canary_promotions_total',
      help: 'Stepped canaries this server promoted by itself after their last step passed; in a fleet, those the publisher promoted while this server followed them.',
      labelNames: ['slice', 'release'],
    }),
    canaryShare: make(Gauge, {
      name: 'canary_share_percent',
      help: 'The share of new visitors the running canary gets (0 once it ended).',
      labelNames: ['slice', 'release'],
    }),
  };
}

/** This server in its fleet: other origins' slices and the published composition it follows. */
function fleetMetrics(make) {
  return {
    sliceOriginUp: make(Gauge, {
      name: 'slice_origin_up',
      help: "Whether every fragment of a slice served from another origin composed in this server's last readiness check (1) or not (0). That origin is every server's: its outage leaves the server ready, and shows here and in the slice's fallback.",
      labelNames: ['slice', 'origin'],
    }),
    compositionSourceUp: make(Gauge, {
      name: 'composition_source_up',
      help: "With RELEASES_SOURCE: whether this server's last look at the published composition followed it (1) or not (0: unreachable, refused, or a release it names could not be fetched). At 0 the server keeps serving the composition it followed last.",
    }),
    compositionSerial: make(Gauge, {
      name: 'composition_serial',
      help: 'With RELEASES_SOURCE: the serial number of the published composition this server follows. Every server of a fleet shows the same one within seconds of a change.',
    }),
    compositionExpiry: make(Gauge, {
      name: 'composition_expiry_timestamp_seconds',
      help: 'With RELEASES_SOURCE: when the signed composition this server follows expires (Unix time). Past it, no newer valid one has come from the source: alert on time() > this; the server keeps serving what it follows and /readyz says so to operators.',
    }),
  };
}

/** A request id: the trusted proxy's, when it sends a sane one; otherwise a new one. */
export function requestIdOf(config, req) {
  const given = fromTrustedProxy(config, req) ? req.headers['x-request-id'] : undefined;
  return typeof given === 'string' && /^[\w.:-]{8,64}$/.test(given) ? given : randomUUID();
}

/**
 * The Server-Timing entries of a page's fragments, each by its slice (a page answered from memory:
 * 0 ms and "cached"); the composition's own entry follows them.
 */
export function fragmentTimings(fragments, cached) {
  return fragments
    .map(
      (f) =>
        `${f.slice};dur=${cached ? 0 : f.ms.toFixed(2)};desc="${f.outcome} ${f.release} ${f.part}${cached ? ' cached' : ''}"`,
    )
    .join(', ');
}
