// A server's own release root, following a root published once for the whole fleet (docs/deploy.md,
// "A fleet"): no disk is shared. Every half second it asks the source for composition.json (a 304 when
// nothing changed) and follows it only when the publisher's key signed it, its serial is not below
// the one this server follows, and it has not expired (decision 107, after The Update Framework's
// rules against arbitrary software, rollback and freeze attacks). It fetches the releases it names
// that this machine lacks (each list against the digest the document names, each file against its
// list: size and SHA-256), and only then makes its root say the same (fleet/apply.mjs): live, and
// the canary with its id, share and steps. When the source cannot be read, or says something this
// server cannot follow, the root keeps what it last followed.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseCanary } from '../canary/sides.mjs';
import { fetchOk, isSafeUrl, readCapped } from '../common/fetch.mjs';
import { parseJson, readJsonFile, writeJsonAtomically } from '../common/json.mjs';
import { canonicalJson, verifyDocument } from '../common/signatures.mjs';
import { downloadRelease, LIST_CAP } from '../releases/download.mjs';
import { installRelease } from '../releases/install.mjs';
import {
  COMPOSITION_DOCUMENT,
  checkRelease,
  FOLLOWED_DOCUMENT,
  installed,
  originBase,
  SHELL,
} from '../releases/layout.mjs';
import { followComposition } from './apply.mjs';

/**
 * How often the source is asked (a 304 when nothing changed): a switch reaches every server within
 * two of these. At 1 s a switch took 2.0-2.4 s to reach every server of the e2e fleet on a loaded
 * machine, over the issue's 2 s.
 */
export const FOLLOW_INTERVAL_MS = 500;

/** The releases a document needs: the live ones and the canary's. */
const releasesOf = (document) => [
  ...Object.entries(document.live),
  ...(document.canary ? [[document.canary.slice, document.canary.release]] : []),
];

/**
 * A published document as this server may follow it: { document } with its serial, expiry, live,
 * canary and file lists, or { problem } in words. `publicKey` is the publisher's; `followed` the
 * `signed` part of the document this server follows now (or null); `now` in ms.
 */
export function parseComposition(text, { publicKey, followed = null, now = Date.now() }) {
  const verified = verifyDocument(parseJson(text), publicKey);
  if (verified.problem) return { problem: verified.problem };
  const document = verified.signed;
  const live = document.live;
  if (document._type !== 'composition') return { problem: 'it is not a composition' };
  if (!Number.isSafeInteger(document.serial) || document.serial < 1) return { problem: 'it has no serial' };
  if (followed && document.serial < followed.serial)
    return {
      problem: `its serial ${document.serial} is older than the ${followed.serial} this server follows (an older document put back?)`,
    };
  if (followed && document.serial === followed.serial && canonicalJson(document) !== canonicalJson(followed))
    return { problem: `its serial ${document.serial} is the one this server follows, with other content` };
  const expires = Date.parse(document.expires);
  if (!(expires > now))
    return {
      problem: `it expired at ${document.expires ?? '(no expiry)'}: the publisher must sign it again`,
    };
  if (!live || typeof live !== 'object') return { problem: 'it names no live releases' };
  try {
    for (const [slice, id] of Object.entries(live)) checkRelease(slice, id);
    if (document.canary) checkRelease(document.canary.slice, document.canary.release);
  } catch (error) {
    return { problem: error.message };
  }
  if (document.canary && !parseCanary(JSON.stringify({ ...document.canary, composition: 'compositions/x' })))
    return { problem: 'its canary is not one this server can run' };
  for (const [slice, id] of releasesOf(document)) {
    if (!/^[0-9a-f]{64}$/.test(document.fileLists?.[`${slice}/${id}`] ?? ''))
      return { problem: `it names no file list digest for ${slice}/${id}` };
  }
  return { document: { ...document, canary: document.canary ?? null, ended: document.ended ?? null } };
}

/**
 * Fetches one release from the source into `<root>/releases/<slice>/<id>/`, whole or not at all:
 * its files land in a folder of their own first, each checked against the release's list.
 */
async function fetchRelease(source, root, slice, id, listSha256) {
  const partial = join(root, 'downloads', `${slice}-${id}-${process.pid}`);
  rmSync(partial, { recursive: true, force: true });
  try {
    await downloadRelease(source, slice, id, partial, { listSha256 });
    // The fragments already carry the release's URL (the publisher's install put it there); a
    // release on another origin is its origin.json, which names where it is served.
    installRelease(root, slice, id, partial);
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
}

/**
 * Throws unless every release of `document` served by another origin is one its live shell loads
 * slices from (the shell build's REMOTE_ORIGINS), over https: the publisher checked it before naming
 * it (releases/verify.mjs), and a follower does not take its word for it.
 */
function checkOrigins(root, document) {
  const shell = document.live[SHELL];
  const allowed = shell
    ? (readJsonFile(join(root, 'releases', SHELL, shell, 'routes.json'))?.remoteOrigins ?? [])
    : [];
  for (const [slice, id] of releasesOf(document)) {
    const base = slice === SHELL ? null : originBase(root, slice, id);
    if (!base) continue;
    const url = new URL(base);
    if (!isSafeUrl(url) || !allowed.includes(url.origin))
      throw new Error(
        `${slice}/${id} is served from ${url.origin}, which the live shell${shell ? ` ${shell}` : ''} does not load slices from`,
      );
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

/** composition.json from `base`: { response, text }, a 304's { response }, or { problem }. */
async function fetchDocument(base, etag) {
  try {
    const response = await fetchOk(new URL(COMPOSITION_DOCUMENT, base), {
      headers: etag ? { 'if-none-match': etag } : {},
    });
    if (response.status === 304) return { response };
    return { response, text: (await readCapped(response, LIST_CAP, COMPOSITION_DOCUMENT)).toString('utf8') };
  } catch (error) {
    return { problem: error.cause?.code ?? error.message };
  }
}

/** Fetches each release `document` names that `root` lacks, its list checked against the document. */
async function fetchReleases(base, root, document, logger) {
  for (const [slice, id] of releasesOf(document)) {
    if (installed(root, slice, id)) continue;
    await fetchRelease(base, root, slice, id, document.fileLists[`${slice}/${id}`]);
    logger.info({ slice, release: id }, `release ${slice}/${id} fetched from ${base.href}`);
  }
}

/** Keeps the document `text` as the one `root` follows now; returns its signed part. */
function remember(root, text) {
  const envelope = parseJson(text);
  writeJsonAtomically(join(root, FOLLOWED_DOCUMENT), envelope);
  return envelope.signed;
}

/**
 * The document this root followed last, as it was signed, if `publicKey` signed it (a root that
 * followed nothing yet, or another publisher, starts from none).
 */
function lastFollowed(root, publicKey) {
  const { signed } = verifyDocument(readJsonFile(join(root, FOLLOWED_DOCUMENT)), publicKey);
  return signed ?? null;
}

/**
 * How a follower's looks at its source went: `failed(reason)` logs a new problem once and sets
 * `composition_source_up` to 0; `recovered(result)` sets it back to 1, logs the recovery, and
 * returns `result`.
 */
function sourceHealth(base, { logger, metrics }) {
  let problem = null;
  return {
    failed(reason) {
      metrics?.compositionSourceUp.set(0);
      if (reason !== problem)
        logger.error(
          { source: base.href, problem: reason },
          `the published composition cannot be followed: ${reason}; this server keeps the last one it followed`,
        );
      problem = reason;
      return { followed: false, problem: reason };
    },
    recovered(result) {
      metrics?.compositionSourceUp.set(1);
      if (problem) logger.info({ source: base.href }, 'the published composition is followed again');
      problem = null;
      return result;
    },
  };
}

/**
 * Follows `source` (a URL of a published root, or of a folder serving its composition.json,
 * release-files/ and releases/) into `root`, trusting only documents `publicKey` (a KeyObject,
 * common/signatures.mjs) signed. `sync()` is one pass; `start()` runs one every FOLLOW_INTERVAL_MS.
 * `onChange(changes)` runs after the root changed (nginx hosts reload nginx there). `expired()`
 * answers when the document followed has expired (ISO), else null. `metrics`, if given, gets
 * `composition_source_up`, `composition_serial` and `composition_expiry_timestamp_seconds`.
 */
export function createFollower({
  source,
  root,
  publicKey,
  logger,
  metrics,
  onChange = async () => {},
  intervalMs = FOLLOW_INTERVAL_MS,
  now = Date.now,
}) {
  if (!publicKey)
    throw new Error(
      "Following a publisher needs RELEASES_PUBLIC_KEY: the publisher's public key, in a PEM file",
    );
  const base = new URL(source.endsWith('/') ? source : `${source}/`);
  let etag = null;
  let timer = null;
  let running = null;
  let stopped = false;
  /** The document this root follows (its signed part): no older one is followed after it. */
  let followed = lastFollowed(root, publicKey);
  /** The canary this root followed last: when the document says it ended, this server counts how. */
  let followedCanary = followed?.canary ?? null;
  const showFollowed = () => {
    metrics?.compositionSerial.set(followed?.serial ?? 0);
    metrics?.compositionExpiry.set(followed ? Date.parse(followed.expires) / 1000 : 0);
  };
  showFollowed();

  const { failed, recovered } = sourceHealth(base, { logger, metrics });

  async function pass() {
    const fetched = await fetchDocument(base, etag);
    if (fetched.problem) return failed(fetched.problem);
    // Nothing changed since the document this server follows: the source is followed again.
    if (fetched.response.status === 304) return recovered({ followed: true, changes: [] });
    const { text, response } = fetched;
    const { document, problem: refused } = parseComposition(text, { publicKey, followed, now: now() });
    if (!document) return failed(`${COMPOSITION_DOCUMENT} refused: ${refused}`);
    try {
      await fetchReleases(base, root, document, logger);
      checkOrigins(root, document);
      const changes = followComposition(root, document);
      countEnded(followedCanary, document, { logger, metrics });
      followedCanary = document.canary;
      followed = remember(root, text);
      showFollowed();
      etag = response.headers.get('etag');
      recovered();
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
    expired: () => (followed && !(Date.parse(followed.expires) > now()) ? followed.expires : null),
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
