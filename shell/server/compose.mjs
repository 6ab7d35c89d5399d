// Composes every page on request: the shell's frame for the path, with each slice's head and body
// fragments from wherever remotes.json says that slice lives now (a local release folder or an
// http(s) origin). The syntax is nginx's server-side includes, so nginx composes the same pages
// (docs/decisions/065-slice-html.md). A fragment that is missing, fails or is slow leaves its
// region empty: the browser renders it, or shows the slice's fallback.
import { join, normalize } from 'node:path';
import { localeOfPath, withoutLocale } from '@chardham/shared/i18n';
import { findRoute } from '@chardham/shared/routes/match';
import { ORIGIN_TOKEN, SLICE_BASE_TOKEN, SLICE_PREFIX } from '@chardham/shared/ssr/tokens';
import { FileTexts } from './file-texts.mjs';

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

/** The frame a path is answered with, and its status: a route's own, or a not-found page with 404. */
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
  if (!found) return { frame: `${prefix}404`, status: 404 };
  // The one route with a parameter is a package's page: a frame exists for each package we offer.
  const packageId = found.params.id;
  if (packageId === undefined) return { frame: `${prefix}${key}`, status: 200 };
  const known = routes.packageIds?.includes(packageId) && packageId !== NOT_FOUND_PACKAGE;
  return known
    ? { frame: `${prefix}${key}`, status: 200 }
    : { frame: `${prefix}package/${NOT_FOUND_PACKAGE}`, status: 404 };
}

/**
 * Fragments from an http(s) origin, revalidated with their ETag on every use, within the budget.
 * Requests arriving while one revalidation is on its way share it: a slow origin under load sees
 * one request per fragment at a time, not one per visitor.
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
      if (response.status === 304 && cached) return cached.text;
      if (!response.ok) return null;
      const text = await response.text();
      const etag = response.headers.get('etag');
      if (etag) this.entries.set(url, { etag, text });
      return text;
    } catch {
      return null;
    }
  }
}

export function createComposer(config) {
  const files = config.fileTexts ?? new FileTexts();
  const remote = new HttpCache();
  const timeoutMs = config.fragmentTimeoutMs ?? FRAGMENT_TIMEOUT_MS;

  /** The local folder behind a same-origin URL path, through the server's mounts. */
  function localDir(basePath) {
    const prefix = Object.keys(config.mounts)
      .filter((p) => basePath.startsWith(p))
      .sort((a, b) => b.length - a.length)[0];
    if (!prefix) return null;
    return join(config.mounts[prefix], basePath.slice(prefix.length));
  }

  /** One slice's fragment: its text with asset URLs pointing at its release, or null. */
  async function sliceFragment(remotes, origin, virtual, deps) {
    const [slice, ...rest] = virtual.slice(SLICE_PREFIX.length).split('/');
    const entry = remotes?.remotes?.[slice]?.entry;
    const file = normalize(rest.join('/'));
    if (typeof entry !== 'string' || file.startsWith('..') || file.startsWith('/')) return null;
    let base;
    try {
      base = new URL('.', new URL(entry, origin));
    } catch {
      return null;
    }
    let text;
    if (base.origin === origin) {
      const dir = localDir(decodeURIComponent(base.pathname));
      const path = dir && join(dir, file);
      const read = path ? files.read(path) : null;
      // A missing file is a dependency too: the page changes when a deploy adds it.
      if (path) deps.push({ path, validator: read?.validator ?? null });
      text = read?.text ?? null;
    } else if (base.protocol === 'https:' || base.protocol === 'http:') {
      const url = new URL(file, base).href;
      deps.push({ url });
      text = await remote.read(url, timeoutMs);
    }
    if (text === null || text === undefined) return null;
    // Same-origin releases by path, as nginx writes them; others by their full URL. An absolute URL of
    // the slice's own (a share image: the origin token, then the base token) is the release's URL.
    return text
      .replaceAll(`${ORIGIN_TOKEN}${SLICE_BASE_TOKEN}`, base.href)
      .replaceAll(SLICE_BASE_TOKEN, base.origin === origin ? base.pathname : base.href);
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
          included = await sliceFragment(context.remotes, context.origin, virtual, context.deps);
          if (included !== null) included = await resolveIncludes(included, context, depth + 1);
        }
        return included ?? blocks.get(stub) ?? '';
      }),
    );
    let index = 0;
    return withoutBlocks.replace(includePattern, () => contents[index++]);
  }

  /**
   * The page for a path: { status, html, deps }, or null when the shell has not been built.
   * `deps` lists what the page was made of: each local file with its validator (null: it was
   * missing) and each fragment fetched from another origin.
   */
  return async function compose({ pathname, search = '', origin, remotes, remotesText }) {
    const routes = JSON.parse(files.text(join(config.shellDir, 'routes.json'), '{}'));
    const { frame, status } = frameFor(routes, pathname);
    const framePath = join(config.shellDir, 'frames', `${frame}.html`);
    const read = files.read(framePath);
    if (read === null) return null;
    const deps = [{ path: framePath, validator: read.validator }];
    const unsent = new URLSearchParams(search).get(UNSENT_ARGUMENT);
    const conditioned = read.text.replace(ifPattern, (_, content) => (unsent ? content : ''));
    const html = await resolveIncludes(conditioned, { remotes, remotesText, origin, deps }, 0);
    return { status, deps, html: html.replaceAll(ORIGIN_TOKEN, origin) };
  };
}
