// /report: what visitors' browsers meet, counted into /metrics (docs/observability.md). A report is
// checked against its schema and refused whole (400) when it is malformed or too large; each client
// address may send a bounded number per minute (429 after that). Nothing of a report is kept but
// the counts: no address, no URL, no user agent.

import { RELEASE_ID, UNKNOWN_RELEASE } from '@chardham/shared/observability/release';
import {
  failureKinds,
  fallbackReasons,
  MAX_FAILURES,
  MAX_REPORT_BYTES,
  MAX_VITAL_MS,
  NOT_FOUND_ROUTE,
  vitalNames,
} from '@chardham/shared/observability/reports';
import { slices } from '@chardham/shared/routes/slices';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { parseJson } from '../common/json.mjs';
import { readBody } from '../common/request-body.mjs';

/** The kinds that are a slice failing (a fallback or a retry follows one of these). */
const FAILING = new Set(['entry-error', 'chunk-error', 'timeout', 'skew', 'render-error', 'hydration-error']);

/** Browsers batch CSP reports (the Reporting API): a little more room than the site's own. */
const MAX_CSP_REPORT_BYTES = 16 * 1024;
export const DEFAULT_REPORTS_PER_MINUTE = 60;

const sliceName = z.enum([...slices, 'shell']);
const release = z.string().regex(RELEASE_ID);
const lang = z.enum(['en', 'hi']);

/** The site's own report (shell/src/features/observability): a page view's failures and vitals. */
export const siteReport = z
  .strictObject({
    route: z.string().max(80),
    lang,
    releases: z.partialRecord(z.enum(slices), release).optional(),
    // The page view's token while a canary runs (view-tokens.mjs): what lets its failures count.
    view: z.string().max(400).optional(),
    failures: z
      .array(
        z.strictObject({
          slice: sliceName,
          release,
          kind: z.enum(failureKinds),
          reason: z.enum(fallbackReasons).optional(),
        }),
      )
      .max(MAX_FAILURES)
      .optional(),
    vitals: z
      .array(
        z.strictObject({
          name: z.enum(vitalNames),
          value: z.number().finite().min(0).max(MAX_VITAL_MS),
        }),
      )
      .max(vitalNames.length)
      .optional(),
  })
  .refine((r) => (r.failures?.length ?? 0) + (r.vitals?.length ?? 0) > 0, 'a report says something');

/** CSP directives a violation may name; anything else is counted as `other`. */
const directives = new Set(
  [
    'default-src',
    'script-src',
    'script-src-elem',
    'script-src-attr',
    'style-src',
    'style-src-elem',
    'style-src-attr',
    'img-src',
    'font-src',
    'connect-src',
    'media-src',
    'object-src',
    'frame-src',
    'child-src',
    'worker-src',
    'manifest-src',
    'frame-ancestors',
    'form-action',
    'base-uri',
    'require-trusted-types-for',
    'trusted-types',
  ].map((d) => d),
);
const directiveLabel = (value) => {
  const name = String(value ?? '')
    .trim()
    .split(/\s+/)[0]
    ?.toLowerCase();
  return directives.has(name) ? name : 'other';
};

/** `report-uri` (application/csp-report): one violation. */
const cspReport = z.object({
  'csp-report': z.looseObject({
    'effective-directive': z.string().max(100).optional(),
    'violated-directive': z.string().max(200).optional(),
  }),
});
/** `report-to` (application/reports+json): a batch; only CSP violations are counted. */
const reportingBatch = z
  .array(
    z.looseObject({
      type: z.string().max(60),
      body: z.looseObject({ effectiveDirective: z.string().max(100).optional() }).optional(),
    }),
  )
  .max(50);

/**
 * The /report endpoint: `report(req, clientAddress)` handles one POST and gives { status, text }.
 * `routes()` gives the route labels a report may name; `isKnownRelease` whether a release is one
 * this server knows (a release a browser names that the server does not know is counted as unknown:
 * what browsers send cannot grow the metrics without bound).
 */
export function createReports({
  metrics,
  routes,
  isKnownRelease,
  perMinute = DEFAULT_REPORTS_PER_MINUTE,
  onSliceFailure = () => {},
}) {
  const reports = {
    metrics,
    routes,
    perMinute,
    onSliceFailure,
    releaseLabel: (slice, id) => (id !== UNKNOWN_RELEASE && isKnownRelease(slice, id) ? id : UNKNOWN_RELEASE),
    // Per client address: the reports of the current minute. Kept in memory only, for the minute.
    recent: new LRUCache({ max: 50_000, ttl: 60_000, ttlAutopurge: false, updateAgeOnGet: false }),
  };
  return (req, clientAddress) => report(reports, req, clientAddress);
}

const refuse = ({ metrics }, reason, status = 400) => {
  metrics.reportsRefused.inc({ reason });
  const text = { 403: 'Forbidden', 415: 'Unsupported Media Type', 429: 'Too Many Requests' }[status];
  return { status, text: text ?? 'Bad Request' };
};

/** One POST /report: checked by size, by the client's rate, as JSON and against its type's schema. */
async function report(reports, req, clientAddress) {
  const type = String(req.headers['content-type'] ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();
  const csp = type === 'application/csp-report' || type === 'application/reports+json';
  // The site's own reports are JSON from its own pages: another site's page cannot send JSON here
  // without a CORS preflight this server never grants, nor hide that it is another site.
  if (!csp && type !== 'application/json') return refuse(reports, 'content-type', 415);
  if (!csp && ['cross-site', 'same-site'].includes(String(req.headers['sec-fetch-site'])))
    return refuse(reports, 'cross-site', 403);
  const declared = Number(req.headers['content-length'] ?? 0);
  const limit = csp ? MAX_CSP_REPORT_BYTES : MAX_REPORT_BYTES;
  if (declared > limit) return refuse(reports, 'too-large');
  const count = (reports.recent.get(clientAddress) ?? 0) + 1;
  reports.recent.set(clientAddress, count, { noUpdateTTL: count > 1 });
  if (count > reports.perMinute) return refuse(reports, 'rate-limited', 429);
  const text = await readBody(req, limit);
  if (text === null) return refuse(reports, 'too-large');
  const json = parseJson(text);
  if (json === undefined) return refuse(reports, 'malformed');
  const kind = kinds[type] ?? kinds.site;
  const parsed = kind.schema.safeParse(json);
  if (!parsed.success) return refuse(reports, 'malformed');
  kind.count(reports, parsed.data);
  return { status: 204 };
}

/** What each content type's report is checked against, and what it counts. */
const kinds = {
  'application/csp-report': {
    schema: cspReport,
    count({ metrics }, report) {
      const body = report['csp-report'];
      metrics.cspViolations.inc({
        directive: directiveLabel(body['effective-directive'] ?? body['violated-directive']),
      });
    },
  },
  'application/reports+json': {
    schema: reportingBatch,
    count({ metrics }, batch) {
      for (const entry of batch) {
        if (entry.type === 'csp-violation') {
          metrics.cspViolations.inc({ directive: directiveLabel(entry.body?.effectiveDirective) });
        }
      }
    },
  },
  site: { schema: siteReport, count: countSite },
};

/** The site's own report: a page view's slice failures, and its field vitals. */
function countSite(reports, report) {
  const { metrics, releaseLabel } = reports;
  // A page view's failure of a slice's release, once per report (a load failure comes with its
  // fallback): what a canary's watch weighs.
  const failed = new Set(
    (report.failures ?? [])
      .filter((f) => f.slice !== 'shell' && FAILING.has(f.kind))
      .map((f) => `${f.slice}\0${f.release}`),
  );
  for (const key of failed) reports.onSliceFailure(...key.split('\0'), report.view);
  for (const failure of report.failures ?? []) {
    metrics.browserFailures.inc({
      slice: failure.slice,
      release: failure.slice === 'shell' ? UNKNOWN_RELEASE : releaseLabel(failure.slice, failure.release),
      kind: failure.kind === 'fallback' && failure.reason ? `fallback-${failure.reason}` : failure.kind,
      lang: report.lang,
    });
  }
  if (report.vitals?.length) countVitals(reports, report);
}

/** Field vitals, counted under the route, and the release of the slice that renders the page. */
function countVitals({ metrics, routes, releaseLabel }, report) {
  const known = routes();
  const owner = known.get(report.route);
  const labels = {
    route: known.has(report.route) ? report.route : NOT_FOUND_ROUTE,
    lang: report.lang,
    slice: owner ?? 'shell',
    release: owner ? releaseLabel(owner, report.releases?.[owner] ?? UNKNOWN_RELEASE) : UNKNOWN_RELEASE,
  };
  const histograms = {
    LCP: metrics.fieldLcp,
    INP: metrics.fieldInp,
    CLS: metrics.fieldCls,
    FCP: metrics.fieldFcp,
    TTFB: metrics.fieldTtfb,
  };
  for (const { name, value } of report.vitals) {
    histograms[name].observe(labels, name === 'CLS' ? value : value / 1000);
  }
}
