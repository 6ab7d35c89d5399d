// A server's counts of the running canary's page views and failures, and its watch that asks for
// the canary's abort when it is clearly worse than live (docs/decisions/079-canary-releases.md).
import { mkdirSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { LRUCache } from 'lru-cache';
import { writeAtomically } from '../common/file-texts.mjs';
import { STATS_DIR } from '../releases/layout.mjs';
import { noCounts } from './counts.mjs';
import { DEFAULT_JUDGE, judge } from './judge.mjs';
import { SIDES } from './sides.mjs';
import { createViewTokens } from './view-tokens.mjs';

/** The automatic abort's defaults: the judge's (canary/judge.mjs), over a window of ten minutes. */
export const DEFAULT_ABORT = { ...DEFAULT_JUDGE, windowSeconds: 600 };
/** Clients remembered as weighed per canary run: far more than a canary's window sees. */
const CLIENTS_MAX = 200_000;

/**
 * Page views and failures of both sides over a sliding window (buckets of a tenth of it), and the
 * decision to abort (canary/judge.mjs). Each client (its address, an IPv6 /64: sides.mjs clientKey)
 * weighs at most one page view and one failure per side and canary run (decision 108): a script
 * fetching pages from one address decides nothing. A failure is a client's page view of either
 * side that failed the canary's slice: its fragments failed or timed out, or its browser reported
 * the slice failing with the page view's token (view-tokens.mjs). A report without a valid token of
 * this canary, for the release the token names, issued by this server, is counted in /metrics only.
 */
export class CanaryWatch {
  #buckets = [];
  #total = noCounts();
  #canaryId = null;
  #written = 0;
  #trailing = null;
  /** The clients weighed on each side of this canary run: `<side> <client claim>`. */
  #clients = new LRUCache({ max: CLIENTS_MAX });

  constructor({
    root,
    settings = DEFAULT_ABORT,
    logger,
    metrics,
    now = () => Date.now(),
    tokens,
    control = null,
  }) {
    this.root = root;
    // Where this server may abort the canary (canary/control.mjs). In a fleet (RELEASES_SOURCE) the
    // publisher judges every server's counts: this one has no control and only counts.
    this.control = control;
    this.settings = { ...DEFAULT_ABORT, ...settings };
    this.logger = logger;
    this.metrics = metrics;
    this.now = now;
    this.tokens = tokens ?? createViewTokens({ now });
    this.statsFile = join(root, STATS_DIR, `${hostname()}-${process.pid}.json`);
  }

  /** The current bucket; buckets that left the window are dropped (kept: the window's totals). */
  #bucket(canary) {
    if (this.#canaryId !== canary.id) {
      this.#canaryId = canary.id;
      this.#buckets = [];
      this.#total = noCounts();
      this.#clients.clear();
    }
    const width = (this.settings.windowSeconds * 1000) / 10;
    const start = Math.floor(this.now() / width) * width;
    let bucket = this.#buckets.at(-1);
    if (bucket?.start === start) return bucket;
    const oldest = start - width * 9;
    while (this.#buckets.length && this.#buckets[0].start < oldest) {
      const gone = this.#buckets.shift();
      for (const side of SIDES) {
        this.#total[side].views -= gone[side].views;
        this.#total[side].failures -= gone[side].failures;
      }
    }
    bucket = { start, ...noCounts() };
    this.#buckets.push(bucket);
    return bucket;
  }

  #add(canary, side, views, failures) {
    const bucket = this.#bucket(canary);
    bucket[side].views += views;
    bucket[side].failures += failures;
    this.#total[side].views += views;
    this.#total[side].failures += failures;
  }

  /** The window's counts: { live: { views, failures }, canary: { views, failures } }. */
  counts(canary) {
    this.#bucket(canary);
    return { live: { ...this.#total.live }, canary: { ...this.#total.canary } };
  }

  /**
   * A weighed page served on `side`, whose canary slice is `release` there, to `client` (its key):
   * counted if it is the client's first on that side in this run, failed if its fragments failed
   * and the client has not failed that side yet; and its token for the browser's reports.
   */
  pageView(canary, side, failed, release, client = '') {
    const { token, client: who } = this.tokens.issue({ canary: canary.id, side, release, client });
    const labels = { canary: canary.id, slice: canary.slice, release: canary.release, side };
    this.#bucket(canary);
    const first = !this.#clients.has(`${side} ${who}`);
    if (first) {
      this.#clients.set(`${side} ${who}`, true);
      this.#add(canary, side, 1, 0);
      this.metrics.canaryPageViews.inc(labels);
    }
    if (failed && this.tokens.spend(`${canary.id} ${side} ${who}`, canary.slice)) {
      this.#add(canary, side, 0, 1);
      this.metrics.canaryFailures.inc(labels);
    }
    this.#check(canary);
    return token;
  }

  /**
   * A browser's report that the canary's slice failed at `release`, with its page view's `token`:
   * counted for the token's side if the token is this canary's, names that release, was issued by
   * this server, and its client has not failed that side before. Returns how it was taken:
   * counted, unverified, elsewhere (another server's token) or repeated.
   */
  reportedFailure(canary, { release, token }) {
    const claims = this.tokens.verify(token);
    const who = claims && `${canary.id} ${claims.s} ${claims.a}`;
    const verdict =
      !claims || claims.c !== canary.id || claims.r !== release || !SIDES.has(claims.s)
        ? 'unverified'
        : claims.h !== this.tokens.server
          ? 'elsewhere'
          : this.tokens.spend(who, canary.slice)
            ? 'counted'
            : 'repeated';
    this.metrics.canaryReports.inc({ slice: canary.slice, release: canary.release, verdict });
    if (verdict !== 'counted') return verdict;
    this.#add(canary, claims.s, 0, 1);
    this.metrics.canaryFailures.inc({
      canary: canary.id,
      slice: canary.slice,
      release: canary.release,
      side: claims.s,
    });
    this.#check(canary);
    return verdict;
  }

  #check(canary) {
    if (!this.control) return;
    const counts = this.#total;
    const verdict = judge(counts, this.settings);
    if (verdict.abort) {
      const reason = `canary ${canary.slice}/${canary.release} ${verdict.reason}`;
      if (this.control.abort({ id: canary.id, reason, counts: this.counts(canary) })) {
        this.metrics.canaryAborts.inc({ slice: canary.slice, release: canary.release });
        this.logger.warn(
          { canary: canary.id, slice: canary.slice, release: canary.release, counts },
          `canary aborted: ${reason}`,
        );
      }
    }
    this.#writeStats(canary, counts);
  }

  /** This process's counts, for `pnpm releases status` (at most once a second). */
  #writeStats(canary, counts) {
    if (this.now() - this.#written < 1000) {
      // The last counts of a burst are written a second later.
      this.#trailing ??= setTimeout(() => {
        this.#trailing = null;
        this.flush(canary);
      }, 1000).unref();
      return;
    }
    this.#written = this.now();
    try {
      mkdirSync(join(this.root, STATS_DIR), { recursive: true });
      writeAtomically(
        this.statsFile,
        JSON.stringify({ id: canary.id, at: new Date(this.now()).toISOString(), ...counts }),
      );
    } catch (error) {
      this.logger.error({ err: error }, 'canary counts could not be written');
    }
  }

  /** Written at once (a test or `status` right after a burst). */
  flush(canary) {
    this.#written = 0;
    this.#writeStats(canary, this.counts(canary));
  }
}
