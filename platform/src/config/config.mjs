// The reference production server's settings, all from the environment, with working defaults.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { slices } from '@chardham/shared/routes/slices';
// Read the same way by the slices' dev servers (tools/build/src/vite/dev-runtime-config.ts).
import { supabaseFromEnv } from '@chardham/shared/supabase/env';
import { checkSafeUrl } from '../common/fetch.mjs';
import { readPublicKey } from '../common/signatures.mjs';
import { parseOrigin, parseRemoteOrigins, parseTrustedProxies } from './trust.mjs';

export const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** The oldest Node major the platform runs on: its package's `engines` (the project's LTS, decision 109). */
export const NODE_MAJOR = Number(
  /\d+/.exec(
    JSON.parse(readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), '../../package.json'), 'utf8'))
      .engines.node,
  )[0],
);

/** Why a server must not start on this Node (`version`: process.versions.node), or null. */
export function runtimeProblem(version = process.versions.node) {
  const major = Number(version.split('.')[0]);
  return major < NODE_MAJOR
    ? `this server runs on Node ${NODE_MAJOR} or later, and this is Node ${version}, past its end of life: install the project's Node (docs/deploy.md, "The runtime")`
    : null;
}
const originFromEnv = (name, value) => (value?.trim() ? parseOrigin(name, value) : undefined);

/**
 * RELEASES_SOURCE: an https URL of a published release root (plain http only to this machine),
 * with a trailing slash.
 */
export function releasesSourceFromEnv(value) {
  if (!value?.trim()) return undefined;
  let url;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`RELEASES_SOURCE must be an https URL: ${value}`);
  }
  checkSafeUrl(url, 'RELEASES_SOURCE');
  return url.href.endsWith('/') ? url.href : `${url.href}/`;
}

/**
 * RELEASES_PUBLIC_KEY, required with RELEASES_SOURCE: the PEM file of the publisher's Ed25519 public
 * key. A follower follows only documents it signed (fleet/follow.mjs).
 */
export function releasesPublicKey(env, releasesSource) {
  const file = env.RELEASES_PUBLIC_KEY?.trim();
  if (!releasesSource) return undefined;
  if (!file)
    throw new Error(
      "RELEASES_SOURCE needs RELEASES_PUBLIC_KEY: the PEM file of the publisher's public key (openssl pkey -in signing.pem -pubout); this server follows only what it signed",
    );
  return readPublicKey(resolve(workspaceRoot, file));
}

function positiveInteger(name, value, fallback) {
  if (!value?.trim()) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new Error(`${name} must be a whole number above 0: ${value}`);
  return number;
}

function positiveNumber(name, value, fallback) {
  if (!value?.trim()) return fallback;
  const number = Number(value);
  if (!(number > 0)) throw new Error(`${name} must be a number above 0: ${value}`);
  return number;
}

/** CANDIDATES_SECRET, required (16 characters at least) when CANDIDATES=on. */
function candidatesSecret(env) {
  const secret = env.CANDIDATES_SECRET?.trim() || undefined;
  if (/^(1|on|true|yes)$/i.test(env.CANDIDATES ?? '') && (secret?.length ?? 0) < 16)
    throw new Error(
      'CANDIDATES=on needs CANDIDATES_SECRET (16 characters at least): candidate links are signed with it',
    );
  return secret;
}

/**
 * CANARY_SECRET, required (32 characters at least) on a server that follows a fleet's publisher: a
 * page view's token is signed with it, and a browser's report may reach any server of the fleet,
 * which checks the token with its own secret. Servers with secrets of their own would each drop
 * every report of a page view another one served.
 */
function canarySecret(env, releasesSource) {
  const secret = env.CANARY_SECRET?.trim() || undefined;
  if (releasesSource && (secret?.length ?? 0) < 32)
    throw new Error(
      "RELEASES_SOURCE needs CANARY_SECRET (32 characters at least), the same on every server: a browser's report of a canary's failure is checked by whichever server it reaches",
    );
  return secret;
}

/**
 * What a server that follows a fleet's publisher needs besides CANARY_SECRET: METRICS_TOKEN (16
 * characters at least), since the fleet's judge reads the canary's counts through a Prometheus on
 * another machine, which this server's /metrics answers only with the token; and TRUST_PROXY, the
 * balancer's address, since without it every visitor has the balancer's address and a canary
 * weighs them all as one client (decision 108).
 */
function fleetSettings(env, releasesSource) {
  if (!releasesSource) return;
  if ((env.METRICS_TOKEN?.trim().length ?? 0) < 16)
    throw new Error(
      "RELEASES_SOURCE needs METRICS_TOKEN (16 characters at least), the one Prometheus sends: the fleet's judge reads the canary's counts from this server's /metrics through it",
    );
  if (!env.TRUST_PROXY?.trim())
    throw new Error(
      "RELEASES_SOURCE needs TRUST_PROXY: the balancer's address (HAProxy's), so that each visitor is counted by their own address and not all as the balancer's",
    );
}

function share(name, value, fallback) {
  if (!value?.trim()) return fallback;
  const number = Number(value);
  if (!(number >= 0 && number <= 1)) throw new Error(`${name} must be between 0 and 1: ${value}`);
  return number;
}

export function serverConfig(env = process.env) {
  const port = Number(env.PORT ?? 8080);
  const host = env.HOST ?? '127.0.0.1';
  // A release root (releases/layout.mjs): its live composition, its releases and its canary.
  const releasesRoot = env.RELEASES_ROOT?.trim() ? resolve(workspaceRoot, env.RELEASES_ROOT) : undefined;
  // A fleet's published root that this machine's own root follows (fleet/follow.mjs, docs/deploy.md "A fleet").
  const releasesSource = releasesSourceFromEnv(env.RELEASES_SOURCE);
  if (releasesSource && !releasesRoot)
    throw new Error('RELEASES_SOURCE needs RELEASES_ROOT: the folder on this machine that follows it');
  fleetSettings(env, releasesSource);
  // The shell: the root's live one once it has one (followed through the link on every request, so a
  // switch takes effect on the next), else its build folder. A following root gets its shell from
  // the source: the server is not ready until it has.
  const shellDir =
    releasesRoot &&
    (releasesSource || existsSync(join(releasesRoot, 'live', 'shell', 'frames', 'index.html')))
      ? join(releasesRoot, 'live', 'shell')
      : resolve(workspaceRoot, env.SHELL_DIST ?? 'shell/dist');
  // URL prefix -> build folder. Each slice is its own deployable; extra mounts (old releases, a
  // rollback target) come from SERVE_MOUNTS as JSON, e.g. {"/releases/info-v1/": "/srv/info-v1"}.
  const mounts = Object.fromEntries(
    slices.map((s) => [`/remotes/${s}/`, resolve(workspaceRoot, `mfe-${s}/dist`)]),
  );
  // Immutable per-release folders (<dir>/<slice>/<build id>/): a deploy adds one and points
  // remotes.json at it, a rollback points remotes.json back; old chunks stay where they were.
  if (env.RELEASES_DIR) mounts['/releases/'] = resolve(workspaceRoot, env.RELEASES_DIR);
  if (env.SERVE_MOUNTS) {
    for (const [prefix, dir] of Object.entries(JSON.parse(env.SERVE_MOUNTS)))
      mounts[prefix] = resolve(workspaceRoot, dir);
  }
  if (releasesRoot) mounts['/releases/'] = resolve(releasesRoot, 'releases');
  const remotesFile = env.REMOTES_FILE
    ? resolve(workspaceRoot, env.REMOTES_FILE)
    : releasesRoot
      ? resolve(releasesRoot, 'live', 'remotes.json')
      : resolve(shellDir, 'remotes.json');
  return {
    port,
    host,
    shellDir,
    // Every shell release's hashed files, for pages a visitor loaded before a switch of the shell.
    shellAssets: releasesRoot ? join(releasesRoot, 'shell-assets') : undefined,
    mounts,
    remotesFile,
    supabase: supabaseFromEnv(env),
    // Where the site is reached (https://www.example.com): its CSP 'self', CORS and HSTS follow it.
    publicOrigin: originFromEnv('PUBLIC_ORIGIN', env.PUBLIC_ORIGIN),
    // The proxies whose forwarding headers are believed (TRUST_PROXY: addresses or CIDR ranges, 1 for
    // this machine); the forwarded host and scheme only for ALLOWED_ORIGINS.
    trustedProxies: parseTrustedProxies(env.TRUST_PROXY),
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .filter((o) => o.trim())
      .map((o) => parseOrigin('ALLOWED_ORIGINS', o)),
    // Origins remotes.json may name besides this site's own paths (https only).
    remoteOrigins: parseRemoteOrigins(env.REMOTE_ORIGINS),
    // A browser may try a slice's candidate release (?candidate=<slice>=<entry>): off unless the
    // deployment turns it on, a staging site for example, never by default (decision 068).
    candidates: /^(1|on|true|yes)$/i.test(env.CANDIDATES ?? ''),
    // What a candidate link is signed with: without it, CANDIDATES=on refuses to start.
    candidatesSecret: candidatesSecret(env),
    // When this server only hosts remotes for a shell elsewhere: the one origin they answer CORS to.
    shellOrigin: originFromEnv('SHELL_ORIGIN', env.SHELL_ORIGIN),
    // Observability (docs/observability.md): /metrics for anyone else than this machine needs the
    // token; each client address may send this many browser reports a minute; the share of page
    // views whose field vitals browsers send (0 to 1).
    metricsToken: env.METRICS_TOKEN?.trim() || undefined,
    reportsPerMinute: positiveInteger('REPORTS_PER_MINUTE', env.REPORTS_PER_MINUTE, 60),
    reportSample: share('REPORT_SAMPLE', env.REPORT_SAMPLE, 1),
    releasesRoot,
    releasesSource,
    releasesPublicKey: releasesPublicKey(env, releasesSource),
    // When the server aborts a canary by itself (canary-judge.mjs, decision 096), over this window.
    canaryAbort: {
      alpha: share('CANARY_ALPHA', env.CANARY_ALPHA, 0.001),
      ratio: positiveNumber('CANARY_FAILURE_RATIO', env.CANARY_FAILURE_RATIO, 1.5),
      margin: share('CANARY_MARGIN', env.CANARY_MARGIN, 0.01),
      ceiling: share('CANARY_CEILING', env.CANARY_CEILING, 0.05),
      minCanaryViews: positiveInteger('CANARY_MIN_PAGE_VIEWS', env.CANARY_MIN_PAGE_VIEWS, 5),
      windowSeconds: positiveInteger('CANARY_WINDOW_SECONDS', env.CANARY_WINDOW_SECONDS, 600),
    },
    // A stepped canary's step passes only after this many canary page views (canary/steps.mjs).
    canaryStepViews: positiveInteger('CANARY_STEP_MIN_PAGE_VIEWS', env.CANARY_STEP_MIN_PAGE_VIEWS, 100),
    // What page-view tokens are signed with (view-tokens.mjs); each process draws its own without it.
    canarySecret: canarySecret(env, releasesSource),
    // How long a stopping server lets requests in flight finish before it closes their connections.
    shutdownGraceSeconds: positiveInteger('SHUTDOWN_GRACE_SECONDS', env.SHUTDOWN_GRACE_SECONDS, 10),
    // A following root starts empty: its shell comes with the first composition it follows.
    ready: Boolean(releasesSource) || existsSync(resolve(shellDir, 'index.html')),
  };
}
