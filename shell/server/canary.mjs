// A slice's release shipped to a share of visitors first (docs/deploy.md, "Canary"), as the
// reference server follows it under RELEASES_ROOT: which side each visitor is on (sticky through a
// first-party cookie), the composition each side is answered from, and the watch that aborts a
// canary clearly worse than live without anyone awake (docs/decisions/079-canary-releases.md).
import { randomInt } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { DEFAULT_JUDGE, judge } from './canary-judge.mjs';
import { cookieOf } from './cookies.mjs';
import { watchedFile } from './file-texts.mjs';
import { parseJson } from './json.mjs';
import { abortCanary, CANARY_FILE, STATS_DIR, stepCanary } from './releases.mjs';
import { remotesProblem } from './trust.mjs';
import { createViewTokens } from './view-tokens.mjs';

/** The cookie that keeps a visitor on their side: `<canary id>.<side>`. */
export const SIDE_COOKIE = 'chardham_release';
/** A side pinned whatever canary runs (`any.live`, `any.canary`): what QA sets for its browsers. */
const ANY = 'any';
const SIDES = new Set(['live', 'canary']);
/** Crawlers, link previews and tools: always live, never a cookie. */
const BOT = /bot|crawl|spider|slurp|facebookexternalhit|whatsapp|telegram|preview|curl|wget|python-requests/i;

/** The automatic abort's defaults: the judge's (canary-judge.mjs), over a window of ten minutes. */
export const DEFAULT_ABORT = { ...DEFAULT_JUDGE, windowSeconds: 600 };

/** A canary as the server may run it, from `<root>/canary.json` (written by releases.mjs), or null. */
export function parseCanary(text) {
  const { id, slice, release, percent, composition, steps } = parseJson(text) ?? {};
  const valid =
    /^[\w-]+$/.test(id ?? '') &&
    typeof slice === 'string' &&
    typeof release === 'string' &&
    Number.isFinite(percent) &&
    percent >= 0 &&
    percent <= 100 &&
    /^compositions\/[\w-]+$/.test(composition ?? '');
  if (!valid) return null;
  // A stepped canary: the server steps it (releases.mjs stepCanary).
  return { id, slice, release, percent, composition, ...(Array.isArray(steps) ? { steps } : {}) };
}

/**
 * The side of a request while `canary` runs: { side, setCookie }. A visitor with the cookie of this
 * canary keeps their side. A new visitor is drawn (the canary's share) and told by the cookie. Bots
 * get live, and so does a browser that keeps no cookies: it asks for a second page of this site
 * (Sec-Fetch-Site: same-origin) without the cookie the first one set.
 */
export function sideFor(req, canary, { https = false, random = () => randomInt(10_000) / 100 } = {}) {
  const cookie = cookieOf(req, SIDE_COOKIE);
  const [id, side] = (cookie ?? '').split('.');
  if (SIDES.has(side) && (id === canary.id || id === ANY)) return { side };
  if (BOT.test(String(req.headers['user-agent'] ?? ''))) return { side: 'live' };
  if (!cookie && req.headers['sec-fetch-site'] === 'same-origin') return { side: 'live' };
  const drawn = random() < canary.percent ? 'canary' : 'live';
  const attributes = `Path=/; Max-Age=${7 * 24 * 3600}; HttpOnly; SameSite=Lax${https ? '; Secure' : ''}`;
  return { side: drawn, setCookie: `${SIDE_COOKIE}=${canary.id}.${drawn}; ${attributes}` };
}

const emptyCounts = () => ({ live: { views: 0, failures: 0 }, canary: { views: 0, failures: 0 } });

/**
 * Page views and failures of both sides over a sliding window (buckets of a tenth of it), and the
 * decision to abort (canary-judge.mjs). A failure is a page view of either side that failed the
 * canary's slice: its fragments failed or timed out, or its browser reported the slice failing with
 * the page view's token (view-tokens.mjs). A page view fails at most once; a report without a valid
 * token of this canary, for the release the token names, is counted in /metrics only.
 */
export class CanaryWatch {
  #buckets = [];
  #total = emptyCounts();
  #canaryId = null;
  #written = 0;
  #trailing = null;

  constructor({
    root,
    settings = DEFAULT_ABORT,
    logger,
    metrics,
    now = () => Date.now(),
    tokens,
    judging = true,
  }) {
    this.root = root;
    // In a fleet (RELEASES_SOURCE) the publisher judges every server's counts: this one only counts.
    this.judging = judging;
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
      this.#total = emptyCounts();
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
    bucket = { start, ...emptyCounts() };
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
   * A page served on `side`, whose canary slice is `release` there: counted, and its token for the
   * browser's reports. A page whose fragments failed has failed already: its reports add nothing.
   */
  pageView(canary, side, failed, release) {
    this.#add(canary, side, 1, failed ? 1 : 0);
    const labels = { slice: canary.slice, release: canary.release, side };
    this.metrics.canaryPageViews.inc(labels);
    if (failed) this.metrics.canaryFailures.inc(labels);
    const { view, token } = this.tokens.issue({ canary: canary.id, side, release });
    if (failed) this.tokens.spend(view, canary.slice);
    this.#check(canary);
    return token;
  }

  /**
   * A browser's report that the canary's slice failed at `release`, with its page view's `token`:
   * counted for the token's side if the token is this canary's, names that release and has not
   * failed the slice before. Returns how it was taken: counted, unverified or repeated.
   */
  reportedFailure(canary, { release, token }) {
    const claims = this.tokens.verify(token);
    const verdict =
      !claims || claims.c !== canary.id || claims.r !== release || !SIDES.has(claims.s)
        ? 'unverified'
        : this.tokens.spend(claims.v, canary.slice)
          ? 'counted'
          : 'repeated';
    this.metrics.canaryReports.inc({ slice: canary.slice, release: canary.release, verdict });
    if (verdict !== 'counted') return verdict;
    this.#add(canary, claims.s, 0, 1);
    this.metrics.canaryFailures.inc({ slice: canary.slice, release: canary.release, side: claims.s });
    this.#check(canary);
    return verdict;
  }

  #check(canary) {
    if (!this.judging) return;
    const counts = this.#total;
    const verdict = judge(counts, this.settings);
    if (verdict.abort) {
      const reason = `canary ${canary.slice}/${canary.release} ${verdict.reason}`;
      if (
        abortCanary(this.root, { id: canary.id, reason, counts: this.counts(canary), by: 'reference server' })
      ) {
        this.metrics.canaryAborts.inc({ slice: canary.slice, release: canary.release });
        this.logger.warn(
          { canary: canary.id, slice: canary.slice, release: canary.release, counts },
          `canary aborted: ${reason}`,
        );
      }
    }
    this.#writeStats(canary, counts);
  }

  /** This process's counts, for `releases.mjs status` (at most once a second). */
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
      const temporary = `${this.statsFile}.tmp`;
      writeFileSync(
        temporary,
        JSON.stringify({ id: canary.id, at: new Date(this.now()).toISOString(), ...counts }),
      );
      renameSync(temporary, this.statsFile);
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

/**
 * The canary of a release root as the server follows it: `current()` reads `<root>/canary.json`
 * (again only when it changes), `remotes(canary)` the canary composition's remotes.json,
 * `shellDir(canary)` its shell, and `watch` weighs both sides. A stepped canary is stepped from here, once a second (`stepCanary`).
 */
export function createCanaryFollower({
  root,
  files,
  logger,
  metrics,
  settings,
  stepViews,
  secret,
  remoteOrigins = [],
  judging = true,
}) {
  const tokens = createViewTokens(secret ? { secret } : {});
  const watch = new CanaryWatch({ root, settings, logger, metrics, tokens, judging });
  const canaryFile = join(root, CANARY_FILE);
  const canaries = watchedFile(files, (text, previous = null) => {
    const canary = text === null ? null : parseCanary(text);
    if (previous && previous.id !== canary?.id) {
      metrics.canaryShare.set({ slice: previous.slice, release: previous.release }, 0);
    }
    if (canary) {
      metrics.canaryShare.set({ slice: canary.slice, release: canary.release }, canary.percent);
      // Both sides' counts from 0, before the first page view: Prometheus' increase() over the
      // fleet (the judge's analysis) then misses none of the canary's first page views.
      for (const side of SIDES) {
        const labels = { slice: canary.slice, release: canary.release, side };
        metrics.canaryPageViews.inc(labels, 0);
        metrics.canaryFailures.inc(labels, 0);
      }
    }
    if (text !== null && !canary)
      logger.error({ file: canaryFile }, 'canary.json refused: everyone stays on live');
    return canary;
  });
  const compositions = watchedFile(files, (text, _previous, path) => {
    if (text === null) return null;
    const document = parseJson(text);
    if (document !== undefined && remotesProblem(document, remoteOrigins) === null) return { text, document };
    logger.error(
      { composition: relative(root, dirname(path)) },
      "the canary's remotes.json is not JSON: everyone stays on live",
    );
    return null;
  });
  const current = () => canaries(canaryFile);
  const stepper = setInterval(() => {
    const canary = current();
    if (!judging || !canary?.steps) return;
    // This server's latest counts first: the analysis sums every server's.
    watch.flush(canary);
    const done = stepCanary(root, { judge: settings, stepViews, by: 'reference server' });
    if (!done || done.action === 'waiting') return;
    const { slice, release, percent } = done.canary;
    const said = { canary: canary.id, slice, release, percent, analysis: done.analysis.reason };
    if (done.action === 'stepped') logger.info(said, `canary stepped to ${percent}%`);
    if (done.action === 'promoted') {
      metrics.canaryPromotions.inc({ slice, release });
      logger.info(said, `canary promoted after its last step: ${slice}/${release} is live`);
    }
    if (done.action === 'aborted') {
      metrics.canaryAborts.inc({ slice, release });
      logger.warn(said, `canary aborted at a step: ${done.analysis.reason}`);
    }
  }, 1000);
  // The server's own work keeps the process alive, not its stepping.
  stepper.unref();
  return {
    watch,
    current,
    /** The canary composition's { text, document }, or null (everyone gets live then). */
    remotes: (canary) => compositions(join(root, canary.composition, 'remotes.json')),
    /**
     * The canary composition's shell folder (its frames), or null where the root has no shell
     * release: a canary of the shell is the shell its side's pages are composed with.
     */
    shellDir: (canary) => {
      const dir = join(root, canary.composition, 'shell');
      return existsSync(join(dir, 'frames')) ? dir : null;
    },
  };
}
