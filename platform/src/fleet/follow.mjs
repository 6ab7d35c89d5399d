// A server's own release root, following a root published once for the whole fleet (docs/deploy.md,
// "A fleet"): no disk is shared. Every half second it asks the source for composition.json (a 304 when
// nothing changed), fetches the releases it names that this machine lacks (each file checked against
// the release's list: size and SHA-256), and only then makes its root say the same (releases.mjs
// followComposition): live, and the canary with its id, share and steps. When the source cannot be
// read, or says something this server cannot follow, the root keeps what it last followed.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseCanary } from '../canary/sides.mjs';
import { parseJson } from '../common/json.mjs';
import { downloadRelease, fetchOk } from '../releases/download.mjs';
import { installRelease } from '../releases/install.mjs';
import { COMPOSITION_DOCUMENT, checkRelease, installed } from '../releases/layout.mjs';
import { followComposition } from './apply.mjs';

/**
 * How often the source is asked (a 304 when nothing changed): a switch reaches every server within
 * two of these. At 1 s a switch took 2.0-2.4 s to reach every server of the e2e fleet on a loaded
 * machine, over the 2 s.
 */
export const FOLLOW_INTERVAL_MS = 500;

/** A published document as this server may follow it: { serial, live, canary }, or a reason it cannot. */
export function parseComposition(text) {
  const document = parseJson(text);
  const live = document?.live;
  if (!live || typeof live !== 'object') return { problem: 'it names no live releases' };
  try {
    for (const [slice, id] of Object.entries(live)) checkRelease(slice, id);
    if (document.canary) checkRelease(document.canary.slice, document.canary.release);
  } catch (error) {
    return { problem: error.message };
  }
  if (document.canary && !parseCanary(JSON.stringify({ ...document.canary, composition: 'compositions/x' })))
    return { problem: 'its canary is not one this server can run' };
  return {
    document: {
      serial: document.serial,
      live,
      canary: document.canary ?? null,
      ended: document.ended ?? null,
    },
  };
}

/** The releases a document needs: the live ones and the canary's. */
const releasesOf = (document) => [
  ...Object.entries(document.live),
  ...(document.canary ? [[document.canary.slice, document.canary.release]] : []),
];

/**
 * Fetches one release from the source into `<root>/releases/<slice>/<id>/`, whole or not at all:
 * its files land in a folder of their own first, each checked against the release's list.
 */
async function fetchRelease(source, root, slice, id) {
  const partial = join(root, 'downloads', `${slice}-${id}-${process.pid}`);
  rmSync(partial, { recursive: true, force: true });
  try {
    await downloadRelease(source, slice, id, partial);
    // The fragments already carry the release's URL (the publisher's install put it there); a
    // release on another origin is its origin.json, which names where it is served.
    installRelease(root, slice, id, partial);
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
}

/**
 * The canary this root followed (`followed`), ended by the publisher as `document` says: counted in
 * this server's /metrics as an abort or a promotion, and logged.
 */
function countEnded(followed, document, { logger, metrics }) {
  const { ended } = document;
  if (!followed || ended?.id !== followed.id || document.canary) return;
  const labels = { slice: followed.slice, release: followed.release };
  if (ended.outcome === 'aborted') metrics?.canaryAborts.inc(labels);
  if (ended.outcome === 'promoted') metrics?.canaryPromotions.inc(labels);
  logger.info(
    { canary: ended.id, reason: ended.reason },
    `canary ${labels.slice}/${labels.release} ${ended.outcome} by the publisher`,
  );
}

/**
 * Follows `source` (a URL of a published root, or of a folder serving its composition.json,
 * release-files/ and releases/) into `root`. `sync()` is one pass; `start()` runs one every
 * FOLLOW_INTERVAL_MS. `onChange(changes)` runs after the root changed (nginx hosts reload nginx
 * there). `metrics`, if given, gets `composition_source_up` and `composition_serial`.
 */
export function createFollower({
  source,
  root,
  logger,
  metrics,
  onChange = async () => {},
  intervalMs = FOLLOW_INTERVAL_MS,
}) {
  const base = new URL(source.endsWith('/') ? source : `${source}/`);
  let etag = null;
  let problem = null;
  let timer = null;
  let running = null;
  let stopped = false;
  /** The canary this root followed last: when the document says it ended, this server counts how. */
  let followedCanary = null;

  const failed = (reason) => {
    metrics?.compositionSourceUp.set(0);
    if (reason !== problem)
      logger.error(
        { source: base.href, problem: reason },
        `the published composition cannot be followed: ${reason}; this server keeps the last one it followed`,
      );
    problem = reason;
    return { followed: false, problem: reason };
  };

  async function pass() {
    let response;
    try {
      response = await fetchOk(new URL(COMPOSITION_DOCUMENT, base), {
        headers: etag ? { 'if-none-match': etag } : {},
      });
    } catch (error) {
      return failed(error.cause?.code ?? error.message);
    }
    if (response.status === 304) return { followed: true, changes: [] };
    const { document, problem: refused } = parseComposition(await response.text());
    if (!document) return failed(`${COMPOSITION_DOCUMENT} refused: ${refused}`);
    try {
      for (const [slice, id] of releasesOf(document)) {
        if (installed(root, slice, id)) continue;
        await fetchRelease(base, root, slice, id);
        logger.info({ slice, release: id }, `release ${slice}/${id} fetched from ${base.href}`);
      }
      const changes = followComposition(root, document);
      countEnded(followedCanary, document, { logger, metrics });
      followedCanary = document.canary;
      etag = response.headers.get('etag');
      metrics?.compositionSourceUp.set(1);
      if (document.serial !== undefined) metrics?.compositionSerial.set(Number(document.serial) || 0);
      if (problem) logger.info({ source: base.href }, 'the published composition is followed again');
      problem = null;
      if (changes.length) {
        logger.info({ serial: document.serial, changes }, `composition followed: ${changes.join('; ')}`);
        await onChange(changes);
      }
      return { followed: true, changes };
    } catch (error) {
      return failed(error.message);
    }
  }

  /** One pass at a time: a pass still fetching a release is waited for, not doubled. */
  const sync = () => {
    running ??= pass().finally(() => {
      running = null;
    });
    return running;
  };

  return {
    sync,
    start() {
      stopped = false;
      const tick = async () => {
        await sync();
        if (stopped) return;
        timer = setTimeout(tick, intervalMs);
        timer.unref?.();
      };
      return tick();
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      timer = null;
      return running ?? Promise.resolve();
    },
  };
}
