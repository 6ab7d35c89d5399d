// Composes every page on request: the shell's frame for the path, with each slice's head and body
// fragments from wherever remotes.json says that slice lives now (a local release folder or an
// http(s) origin). The syntax is nginx's server-side includes, so nginx composes the same pages
// (docs/decisions/065-slice-html.md). A fragment that is missing, fails or is slow leaves its
// region empty: the browser renders it, or shows the slice's fallback. Each composition says how
// each fragment went, with the slice's release, for the log, the metrics and Server-Timing.
import { join, normalize, resolve, sep } from 'node:path';
import { localeOfPath, localizedPath, withoutLocale } from '@chardham/shared/i18n';
import { buildIdOfManifest, releaseOfEntry, UNKNOWN_RELEASE } from '@chardham/shared/observability/release';
import { NOT_FOUND_ROUTE } from '@chardham/shared/observability/reports';
import { findRoute } from '@chardham/shared/routes/match';
import {
  FRAGMENTS_DIR,
  NOT_FOUND_PACKAGE,
  ORIGIN_TOKEN,
  PACKAGE_ID,
  PACKAGE_ID_TOKEN,
  PACKAGE_ID_VARIABLE,
  SLICE_BASE_TOKEN,
  SLICE_PREFIX,
} from '@chardham/shared/ssr/tokens';
import { currentValidator, FileTexts } from '../common/file-texts.mjs';
import { parseJson } from '../common/json.mjs';
import { mountOf } from '../common/mounts.mjs';

/** A package id as the packages slice names its pages (and nginx's location accepts). */
export const PACKAGE_ID_PATTERN = new RegExp(`^${PACKAGE_ID}$`);
/** How long one fragment may take before its region is left to the browser. */
export const FRAGMENT_TIMEOUT_MS = 300;
const MAX_DEPTH = 4;

const blockPattern = /<!--# block name="([\w-]+)" -->([\s\S]*?)<!--# endblock -->/g;
const includePattern = /<!--# include virtual="([^"]+)"(?: stub="([\w-]+)")? -->/g;
/** After a form was sent without the app, a server redirects to the page with this argument. */
export const UNSENT_ARGUMENT = 'unsent';
// The one condition frames use: that argument is set ($arg_unsent, as nginx reads it). Only it: the
// server keeps composed pages by what decides their HTML, and that argument is part of the key.
const ifPattern = new RegExp(`<!--# if expr="\\$arg_${UNSENT_ARGUMENT}" -->([\\s\\S]*?)<!--# endif -->`, 'g');

/**
 * The frame a path is answered with, its status, and the route it is counted under (its pattern,
 * under /hi for a Hindi page, or not-found): a route's own frame, or a not-found page with 404.
 * A package's page is the one package frame with its id (`packageId`): whether the package exists
 * is the live packages release's to say, when the page is composed (issue 45).
 */
export function frameFor(routes, pathname) {
  // A Hindi page (/hi/...) has the frame of its English path under hi/.
  const locale = localeOfPath(pathname);
  const prefix = locale === 'hi' ? 'hi/' : '';
  const path = withoutLocale(pathname);
  const key = path.replace(/^\/+|\/+$/g, '') || 'index';
  const found = findRoute(
    (routes.patterns ?? []).map((pattern) => ({ path: pattern })),
    path,
  );
  if (!found) return { frame: `${prefix}404`, status: 404, route: NOT_FOUND_ROUTE, locale };
  const route = localizedPath(found.route.path, locale);
  // The one route with a parameter is a package's page.
  const packageId = found.params.id;
  if (packageId === undefined) return { frame: `${prefix}${key}`, status: 200, route, locale };
  const slice = routes.slices?.[found.route.path];
  return PACKAGE_ID_PATTERN.test(packageId)
    ? { frame: `${prefix}package/${PACKAGE_ID_TOKEN}`, status: 200, route, locale, packageId, slice }
    : packageNotFound({ route, locale });
}

/** The not-found page of a package's route: one page, whatever id was asked for. */
export const packageNotFound = ({ route, locale }) => ({
  frame: `${locale === 'hi' ? 'hi/' : ''}package/${NOT_FOUND_PACKAGE}`,
  status: 404,
  route,
  locale,
});

/**
 * Fragments from an http(s) origin, revalidated with their ETag on every use, within the budget.
 * Requests arriving while one revalidation is on its way share it: a slow origin under load sees
 * one request per fragment at a time, not one per visitor. Each read says how it went:
 * { text, outcome: 'ok' | 'missing' | 'error' | 'timeout' }.
 */
class HttpCache {
  entries = new Map();
  inFlight = new Map();
  read(url, timeoutMs) {
    let pending = this.inFlight.get(url);
    if (!pending) {
      pending = this.#revalidate(url, timeoutMs).finally(() => this.inFlight.delete(url));
      this.inFlight.set(url, pending);
    }
    return pending;
  }
  async #revalidate(url, timeoutMs) {
    const cached = this.entries.get(url);
    const headers = cached?.etag ? { 'If-None-Match': cached.etag } : {};
    try {
      // A redirect is refused, not followed: it could lead anywhere, an internal address too (issue 41).
      const response = await fetch(url, {
        headers,
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.status === 304 && cached) return { text: cached.text, outcome: 'ok' };
      if (response.status === 404 || response.status === 410) return { text: null, outcome: 'missing' };
      if (!response.ok) return { text: null, outcome: 'error' };
      const text = await response.text();
      const etag = response.headers.get('etag');
      if (etag) this.entries.set(url, { etag, text });
      return { text, outcome: 'ok' };
    } catch (error) {
      return { text: null, outcome: error?.name === 'TimeoutError' ? 'timeout' : 'error' };
    }
  }
}

/**
 * The composer of a server: `page(target, options)` composes a frame (from `frameFor`),
 * `fragmentsOf(frame, options)` says how each of its fragments goes (the readiness check, `verify`),
 * `releaseOf(slice, remotes)` names the release a remotes document runs of a slice (what a
 * browser's report may name), and `packageFound(target, options)` whether a package page's id is
 * one the visitor's packages release offers. Fragments from other origins are kept with their
 * ETags as long as it.
 */
export function createComposer(config) {
  const composer = {
    config,
    files: config.fileTexts ?? new FileTexts(),
    remote: new HttpCache(),
    timeoutMs: config.fragmentTimeoutMs ?? FRAGMENT_TIMEOUT_MS,
    /** Build ids by manifest validator: a manifest is parsed once per version. */
    buildIds: new Map(),
  };
  return {
    page: (target, options) => composePage(composer, target, options),
    // The package frame is checked with the id of the page for a package the slice lacks: its
    // includes are the same for every id.
    fragmentsOf: async (frame, options) => {
      const packageId = frame.endsWith(`package/${PACKAGE_ID_TOKEN}`) ? NOT_FOUND_PACKAGE : undefined;
      const target = { frame, status: 200, packageId };
      return (await composePage(composer, target, options))?.fragments ?? [];
    },
    releaseOf: (slice, remotes) => releaseOfDocument(composer, slice, remotes),
    packageFound: (target, options) => packageFound(composer, target, options),
  };
}

/**
 * The page of a frame: { status, html, deps, fragments }, or null when the shell has not been built.
 * `deps` lists what the page was made of: each local file with its validator (null: it was missing)
 * and each fragment fetched from another origin; `fragments` how each fragment went.
 */
async function composePage(composer, target, options) {
  const { search = '', origin, remotes, remotesText = '', shellDir = composer.config.shellDir } = options;
  const { frame, status, packageId } = target;
  // A frame (of the visitor's side's shell), or another file of the shell's composed the same way
  // (sitemap.xml).
  const framePath = target.file ?? join(shellDir, 'frames', `${frame}.html`);
  const read = composer.files.read(framePath);
  if (read === null) return null;
  const deps = [{ path: framePath, validator: read.validator }];
  const unsent = new URLSearchParams(search).get(UNSENT_ARGUMENT);
  let conditioned = read.text.replace(ifPattern, (_, content) => (unsent ? content : ''));
  // A package's page: its id where the frame has the variable (includes) or the token (text).
  if (packageId !== undefined) {
    conditioned = conditioned
      .replaceAll(PACKAGE_ID_VARIABLE, packageId)
      .replaceAll(PACKAGE_ID_TOKEN, packageId);
  }
  const fragments = [];
  const page = { composer, remotes, remotesText, origin, deps, fragments };
  const html = await resolveIncludes(page, conditioned, 0);
  return { status, deps, fragments, html: html.replaceAll(ORIGIN_TOKEN, origin) };
}

/**
 * Whether the visitor's release of the package route's slice has the page of a package: its body
 * fragment (issue 45). A package it does not have (never added, or withdrawn) is not found; a
 * fragment that failed or was late is not that, and the page is answered with the region's fallback.
 */
async function packageFound(composer, { packageId, slice, locale }, { origin, remotes }) {
  if (packageId === undefined || !slice) return true;
  const page = { composer, remotes, origin, deps: [], fragments: [] };
  const prefix = locale === 'hi' ? 'hi/' : '';
  await sliceFragment(
    page,
    `${SLICE_PREFIX}${slice}/${FRAGMENTS_DIR}/${prefix}package/${packageId}/body.html`,
  );
  return page.fragments[0]?.outcome !== 'missing';
}

/** A text with its includes replaced: remotes.json, a slice's fragment (itself resolved), or the stub. */
async function resolveIncludes(page, text, depth) {
  const blocks = new Map();
  const withoutBlocks = text.replace(blockPattern, (_, name, content) => {
    blocks.set(name, content);
    return '';
  });
  const includes = [...withoutBlocks.matchAll(includePattern)];
  const contents = await Promise.all(
    includes.map(async ([, virtual, stub]) => {
      let included = null;
      if (virtual === '/remotes.json') included = page.remotesText;
      else if (virtual.startsWith(SLICE_PREFIX) && depth < MAX_DEPTH) {
        included = await sliceFragment(page, virtual);
        if (included !== null) included = await resolveIncludes(page, included, depth + 1);
      }
      return included ?? blocks.get(stub) ?? '';
    }),
  );
  let index = 0;
  return withoutBlocks.replace(includePattern, () => contents[index++]);
}

/**
 * One slice's fragment: its text with asset URLs pointing at its release, or null. What happened
 * (slice, release, part, outcome, ms) is added to the page's `fragments`, for the log, the metrics
 * and the page's Server-Timing.
 */
async function sliceFragment(page, virtual) {
  const started = performance.now();
  const [slice, ...rest] = virtual.slice(SLICE_PREFIX.length).split('/');
  const part = rest
    .join('/')
    .replace(/^html\//, '')
    .replace(/\.html$/, '');
  // `origin`: the other origin it is fetched from, which every server of the fleet reads alike, so
  // its outage is not this server's own (readiness.mjs); null for this server's own folders.
  const record = { slice, release: UNKNOWN_RELEASE, part, outcome: 'error', ms: 0, origin: null };
  page.fragments.push(record);
  const done = (text, outcome) => {
    record.outcome = outcome;
    record.ms = performance.now() - started;
    return text;
  };
  const entry = page.remotes?.remotes?.[slice]?.entry;
  const file = normalize(rest.join('/'));
  if (typeof entry !== 'string') return done(null, 'missing');
  if (file.startsWith('..') || file.startsWith('/')) return done(null, 'error');
  let base;
  try {
    base = new URL('.', new URL(entry, page.origin));
  } catch {
    return done(null, 'error');
  }
  const local = base.origin === page.origin;
  if (!local) record.origin = base.origin;
  const read = local
    ? localFragment(page, record, { entry, base, file })
    : base.protocol === 'https:' || base.protocol === 'http:'
      ? await remoteFragment(page, record, { entry, base, file })
      : { text: null, outcome: 'error' };
  if (read.text === null) return done(null, read.outcome);
  // Same-origin releases by path, as nginx writes them; others by their full URL. An absolute URL of
  // the slice's own (a share image: the origin token, then the base token) is the release's URL.
  return done(
    read.text
      .replaceAll(`${ORIGIN_TOKEN}${SLICE_BASE_TOKEN}`, base.href)
      .replaceAll(SLICE_BASE_TOKEN, local ? base.pathname : base.href),
    'ok',
  );
}

/** A fragment of a release on this server, read from its folder: { text, outcome }. */
function localFragment({ composer, deps }, record, { entry, base, file }) {
  const dir = localDir(composer, decodeURIComponent(base.pathname));
  record.release = releaseOf(composer, record.slice, entry, dir, deps);
  const path = dir && join(dir, file);
  const read = path ? composer.files.read(path) : null;
  // A missing file is a dependency too: the page changes when a deploy adds it.
  if (path) deps.push({ path, validator: read?.validator ?? null });
  if (read) return { text: read.text, outcome: 'ok' };
  return { text: null, outcome: path && currentValidator(path) !== null ? 'error' : 'missing' };
}

/** A fragment of a release on another origin, fetched within the budget: { text, outcome }. */
function remoteFragment({ composer, deps }, record, { entry, base, file }) {
  record.release = releaseOfEntry(record.slice, entry) ?? UNKNOWN_RELEASE;
  const url = new URL(file, base).href;
  deps.push({ url });
  return composer.remote.read(url, composer.timeoutMs);
}

/**
 * The local folder behind a same-origin URL path, through the server's mounts, or null where the
 * decoded path would leave its mount (`/remotes/info/..%2F..%2Fother/`: issue 41).
 */
function localDir(composer, basePath) {
  const mount = mountOf(composer.config.mounts, basePath);
  if (!mount || basePath.includes('\0') || basePath.includes('\\')) return null;
  const root = resolve(mount.dir);
  const dir = resolve(root, `.${sep}${mount.rest}`);
  return dir === root || dir.startsWith(root + sep) ? dir : null;
}

/**
 * The release a slice's entry names: the id in the per-release layout, else the build id in its
 * manifest (read like a fragment, and a dependency of the page: a redeploy changes it).
 */
function releaseOf(composer, slice, entry, dir, deps) {
  const named = releaseOfEntry(slice, entry);
  if (named || !dir) return named ?? UNKNOWN_RELEASE;
  const path = join(dir, 'mf-manifest.json');
  const read = composer.files.read(path);
  // Once per page: each stored page's dependency is checked on every request.
  if (!deps.some((dep) => dep.path === path)) deps.push({ path, validator: read?.validator ?? null });
  if (!read) return UNKNOWN_RELEASE;
  let id = composer.buildIds.get(read.validator);
  if (id === undefined) {
    id = buildIdOfManifest(parseJson(read.text)) ?? UNKNOWN_RELEASE;
    if (composer.buildIds.size > 256) composer.buildIds.clear();
    composer.buildIds.set(read.validator, id);
  }
  return id;
}

/** The release a remotes document runs of a slice. */
function releaseOfDocument(composer, slice, remotes) {
  const entry = remotes?.remotes?.[slice]?.entry;
  if (typeof entry !== 'string') return UNKNOWN_RELEASE;
  // A path is a release on this server (remotes.json names other origins by full URL).
  const local = entry.startsWith('/') && !entry.startsWith('//');
  try {
    const dir = local
      ? localDir(composer, decodeURIComponent(new URL('.', new URL(entry, 'http://site')).pathname))
      : null;
    return releaseOf(composer, slice, entry, dir, []);
  } catch {
    return UNKNOWN_RELEASE;
  }
}
