// What the reference server's requests share, made once: the files it follows (remotes.json,
// routes.json, a release root's canary), the composer and the page cache, the report endpoint and the
// readiness check, the logger and the metrics. Tests may hand in their own pieces through `config`.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { locales, localizedPath } from '@chardham/shared/i18n';
import { NOT_FOUND_ROUTE } from '@chardham/shared/observability/reports';
import { LRUCache } from 'lru-cache';
import { canaryControl } from '../canary/control.mjs';
import { createCanaryFollower } from '../canary/follower.mjs';
import { FileTexts, watchedFile } from '../common/file-texts.mjs';
import { parseJson } from '../common/json.mjs';
import { createComposer } from '../compose/compose.mjs';
import { remotesProblem } from '../config/trust.mjs';
import { createFollower } from '../fleet/follow.mjs';
import { createReports } from '../observability/reports.mjs';
import { createLogger, createMetrics } from '../observability/telemetry.mjs';
import { PageCache } from './page-cache.mjs';
import { readiness } from './readiness.mjs';
import { CompressedCache } from './static-files.mjs';

export function createSite(config) {
  const files = new FileTexts();
  const logger = config.logger ?? createLogger();
  const metrics = config.metrics ?? createMetrics();
  const composer = config.composer ?? createComposer({ ...config, fileTexts: files });
  const remotesFile = watchedFile(files, liveRemotes(config, logger));
  const remotes = () => remotesFile(config.remotesFile);
  const routesFile = watchedFile(files, routeTable);
  // A root that follows a fleet's published one (RELEASES_SOURCE): fetched every half second.
  const follower = config.releasesSource
    ? createFollower({
        source: config.releasesSource,
        root: config.releasesRoot,
        publicKey: config.releasesPublicKey,
        logger,
        metrics,
      })
    : null;
  follower?.start();
  // A release root's canary, followed as remotes.json is (canary/follower.mjs). This server asks
  // for its aborts and steps through canaryControl; in a fleet the judge is the publisher's, on
  // every server's counts (fleet/judge.mjs): this server only counts.
  const canary = config.releasesRoot
    ? createCanaryFollower({
        control: config.releasesSource
          ? null
          : canaryControl(config.releasesRoot, {
              settings: config.canaryAbort,
              stepViews: config.canaryStepViews,
            }),
        root: config.releasesRoot,
        files,
        logger,
        metrics,
        settings: config.canaryAbort,
        secret: config.canarySecret,
        remoteOrigins: config.remoteOrigins,
      })
    : null;
  const releases = knownReleases(config, composer, remotes);
  const report = createReports({
    metrics,
    routes: () => site.routes().labels,
    isKnownRelease: releases.has,
    perMinute: config.reportsPerMinute,
    // A browser's failure of the canary's slice counts with its page view's token (view-tokens.mjs).
    onSliceFailure: (slice, release, token) => {
      const running = canary?.current();
      if (running?.slice !== slice) return;
      canary.watch.reportedFailure(running, { release, token });
    },
  });
  const site = {
    config,
    files,
    logger,
    metrics,
    composer,
    remotes,
    routes: () => routesFile(join(config.shellDir, 'routes.json')),
    canary,
    follower,
    releases,
    report,
    pages: config.pageCache ?? new PageCache(),
    compressed: config.compressedCache ?? new CompressedCache(),
    ready: readiness(config, { remotes, composer, metrics, follower }),
    /** Security headers by remotes document, then origin and scheme (reply.mjs). */
    policies: new WeakMap(),
  };
  return site;
}

const NO_REMOTES = {
  text: '{"remotes":{}}',
  document: { remotes: {} },
  problem: 'no remotes.json has been read',
  read: false,
};

/**
 * remotes.json as the site may run it: { text, document, problem }. A malformed file, or one naming
 * an origin outside REMOTE_ORIGINS, is refused with one log line, and the last good document keeps
 * serving; a file gone after a good read leaves that read serving.
 */
const liveRemotes =
  (config, logger) =>
  (text, previous = NO_REMOTES) => {
    if (text === null)
      return previous.read ? previous : { ...previous, problem: `${config.remotesFile} is missing` };
    const document = parseJson(text);
    const problem =
      document === undefined ? 'it is not JSON' : remotesProblem(document, config.remoteOrigins);
    if (problem) {
      logger.error({ problem }, `remotes.json refused: ${problem}; the last good composition keeps serving.`);
      return { ...previous, read: true, problem: `remotes.json refused: ${problem}` };
    }
    return { text, document, problem: null, read: true };
  };

/**
 * routes.json: { routes, labels }, the route labels reports may name (each pattern in each language,
 * and not-found) with the slice that renders each.
 */
function routeTable(text) {
  const routes = parseJson(text ?? '{}') ?? {};
  const labels = new Map([[NOT_FOUND_ROUTE, undefined]]);
  for (const pattern of routes.patterns ?? []) {
    for (const locale of locales) labels.set(localizedPath(pattern, locale), routes.slices?.[pattern]);
  }
  return { routes, labels };
}

/**
 * Releases a browser's report may name: those this server has composed pages with, the live ones,
 * and those installed in the per-release layout (a collector beside nginx composes no page).
 */
function knownReleases(config, composer, remotes) {
  const known = new LRUCache({ max: 1000 });
  const releasesDir = config.mounts['/releases/'];
  return {
    add: (slice, id) => known.set(`${slice}/${id}`, true),
    has(slice, id) {
      const key = `${slice}/${id}`;
      if (known.has(key)) return true;
      const found =
        composer.releaseOf(slice, remotes().document) === id ||
        Boolean(
          releasesDir && !id.startsWith('.') && existsSync(join(releasesDir, slice, id, 'remoteEntry.js')),
        );
      if (found) known.set(key, true);
      return found;
    },
  };
}
