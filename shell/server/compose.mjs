// Composes every page on request: the shell's frame for the path, with each slice's head and body
// fragments from wherever remotes.json says that slice lives now (a local release folder or an
// http(s) origin). The syntax is nginx's server-side includes, so nginx composes the same pages
// (docs/decisions/065-slice-html.md). A fragment that is missing, fails or is slow leaves its
// region empty: the browser renders it, or shows the slice's fallback. Each composition says how
// each fragment went, with the slice's release, for the log, the metrics and Server-Timing.
import { join, normalize } from 'node:path';
import { localeOfPath, localizedPath, withoutLocale } from '@chardham/shared/i18n';
import { buildIdOfManifest, releaseOfEntry, UNKNOWN_RELEASE } from '@chardham/shared/observability/release';
import { NOT_FOUND_ROUTE } from '@chardham/shared/observability/reports';
import { findRoute } from '@chardham/shared/routes/match';
import { ORIGIN_TOKEN, SLICE_BASE_TOKEN, SLICE_PREFIX } from '@chardham/shared/ssr/tokens';
import { currentValidator, FileTexts } from './file-texts.mjs';

const NOT_FOUND_PACKAGE = '_not-found';
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
  // The one route with a parameter is a package's page: a frame exists for each package we offer.
  const packageId = found.params.id;
  if (packageId === undefined) return { frame: `${prefix}${key}`, status: 200, route, locale };
  const known = routes.packageIds?.includes(packageId) && packageId !== NOT_FOUND_PACKAGE;
  return known
    ? { frame: `${prefix}${key}`, status: 200, route, locale }
    : { frame: `${prefix}package/${NOT_FOUND_PACKAGE}`, status: 404, route, locale };
}

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
      const response = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
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

export function createComposer(config) {
  const files = config.fileTexts ?? new FileTexts();
  const remote = new HttpCache();
  const timeoutMs = config.fragmentTimeoutMs ?? FRAGMENT_TIMEOUT_MS;
  /** Build ids by manifest validator: a manifest is parsed once per version. */
  const buildIds = new Map();

  /** The local folder behind a same-origin URL path, through the server's mounts. */
  function localDir(basePath) {
    const prefix = Object.keys(config.mounts)
      .filter((p) => basePath.startsWith(p))
      .sort((a, b) => b.length - a.length)[0];
    if (!prefix) return null;
    return join(config.mounts[prefix], basePath.slice(prefix.length));
  }

  /**
   * The release a slice's entry names: the id in the per-release layout, else the build id in its
   * manifest (read like a fragment, and a dependency of the page: a redeploy changes it).
   */
  function releaseOf(slice, entry, dir, deps) {
    const named = releaseOfEntry(slice, entry);
    if (named || !dir) return named ?? UNKNOWN_RELEASE;
    const path = join(dir, 'mf-manifest.json');
    const read = files.read(path);
    // Once per page: each stored page's dependency is checked on every request.
    if (!deps.some((dep) => dep.path === path)) deps.push({ path, validator: read?.validator ?? null });
    if (!read) return UNKNOWN_RELEASE;
    let id = buildIds.get(read.validator);
    if (id === undefined) {
      try {
        id = buildIdOfManifest(JSON.parse(read.text)) ?? UNKNOWN_RELEASE;
      } catch {
        id = UNKNOWN_RELEASE;
      }
      if (buildIds.size > 256) buildIds.clear();
      buildIds.set(read.validator, id);
    }
    return id;
  }

  /**
   * One slice's fragment: its text with asset URLs pointing at its release, or null. What happened
   * (slice, release, part, outcome, ms) is added to `fragments`, for the log, the metrics and the
   * page's Server-Timing.
   */
  async function sliceFragment(remotes, origin, virtual, deps, fragments) {
    const started = performance.now();
    const [slice, ...rest] = virtual.slice(SLICE_PREFIX.length).split('/');
    const part = rest
      .join('/')
      .replace(/^html\//, '')
      .replace(/\.html$/, '');
    const record = { slice, release: UNKNOWN_RELEASE, part, outcome: 'error', ms: 0 };
    fragments.push(record);
    const done = (text, outcome) => {
      record.outcome = outcome;
      record.ms = performance.now() - started;
      return text;
    };
    const entry = remotes?.remotes?.[slice]?.entry;
    const file = normalize(rest.join('/'));
    if (typeof entry !== 'string') return done(null, 'missing');
    if (file.startsWith('..') || file.startsWith('/')) return done(null, 'error');
    let base;
    try {
      base = new URL('.', new URL(entry, origin));
    } catch {
      return done(null, 'error');
    }
    let text;
    if (base.origin === origin) {
      const dir = localDir(decodeURIComponent(base.pathname));
      record.release = releaseOf(slice, entry, dir, deps);
      const path = dir && join(dir, file);
      const read = path ? files.read(path) : null;
      // A missing file is a dependency too: the page changes when a deploy adds it.
      if (path) deps.push({ path, validator: read?.validator ?? null });
      text = read?.text ?? null;
      if (text === null) return done(null, path && currentValidator(path) !== null ? 'error' : 'missing');
    } else if (base.protocol === 'https:' || base.protocol === 'http:') {
      record.release = releaseOfEntry(slice, entry) ?? UNKNOWN_RELEASE;
      const url = new URL(file, base).href;
      deps.push({ url });
      const fetched = await remote.read(url, timeoutMs);
      if (fetched.text === null) return done(null, fetched.outcome);
      text = fetched.text;
    } else {
      return done(null, 'error');
    }
    // Same-origin releases by path, as nginx writes them; others by their full URL. An absolute URL of
    // the slice's own (a share image: the origin token, then the base token) is the release's URL.
    return done(
      text
        .replaceAll(`${ORIGIN_TOKEN}${SLICE_BASE_TOKEN}`, base.href)
        .replaceAll(SLICE_BASE_TOKEN, base.origin === origin ? base.pathname : base.href),
      'ok',
    );
  }

  async function resolveIncludes(text, context, depth) {
    const blocks = new Map();
    const withoutBlocks = text.replace(blockPattern, (_, name, content) => {
      blocks.set(name, content);
      return '';
    });
    const includes = [...withoutBlocks.matchAll(includePattern)];
    const contents = await Promise.all(
      includes.map(async ([, virtual, stub]) => {
        let included = null;
        if (virtual === '/remotes.json') included = context.remotesText;
        else if (virtual.startsWith(SLICE_PREFIX) && depth < MAX_DEPTH) {
          included = await sliceFragment(
            context.remotes,
            context.origin,
            virtual,
            context.deps,
            context.fragments,
          );
          if (included !== null) included = await resolveIncludes(included, context, depth + 1);
        }
        return included ?? blocks.get(stub) ?? '';
      }),
    );
    let index = 0;
    return withoutBlocks.replace(includePattern, () => contents[index++]);
  }

  async function composeFrame(frame, status, { search = '', origin, remotes, remotesText = '' }) {
    const framePath = join(config.shellDir, 'frames', `${frame}.html`);
    const read = files.read(framePath);
    if (read === null) return null;
    const deps = [{ path: framePath, validator: read.validator }];
    const unsent = new URLSearchParams(search).get(UNSENT_ARGUMENT);
    const conditioned = read.text.replace(ifPattern, (_, content) => (unsent ? content : ''));
    const fragments = [];
    const html = await resolveIncludes(conditioned, { remotes, remotesText, origin, deps, fragments }, 0);
    return { status, deps, fragments, html: html.replaceAll(ORIGIN_TOKEN, origin) };
  }

  /**
   * The page for a path: { status, html, deps, fragments }, or null when the shell has not been
   * built. `deps` lists what the page was made of: each local file with its validator (null: it was
   * missing) and each fragment fetched from another origin; `fragments` how each fragment went.
   */
  async function compose({ pathname, ...options }) {
    const routes = JSON.parse(files.text(join(config.shellDir, 'routes.json'), '{}'));
    const { frame, status } = frameFor(routes, pathname);
    return composeFrame(frame, status, options);
  }
  /** The release a remotes document runs of a slice (what a browser's report may name). */
  compose.releaseOf = (slice, remotes) => {
    const entry = remotes?.remotes?.[slice]?.entry;
    if (typeof entry !== 'string') return UNKNOWN_RELEASE;
    // A path is a release on this server (remotes.json names other origins by full URL).
    const local = entry.startsWith('/') && !entry.startsWith('//');
    try {
      const dir = local
        ? localDir(decodeURIComponent(new URL('.', new URL(entry, 'http://site')).pathname))
        : null;
      return releaseOf(slice, entry, dir, []);
    } catch {
      return UNKNOWN_RELEASE;
    }
  };
  /** How each fragment of one frame goes with these remotes (the readiness check). */
  compose.fragmentsOf = async (frame, options) => (await composeFrame(frame, 200, options))?.fragments ?? [];
  return compose;
}
