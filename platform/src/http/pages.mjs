// The page step: who the visitor is to the composition (a side of a running canary, a candidate
// release), their page from the page cache (composed again when a file it was made of changed), and
// what the operators see of it: metrics, the canary's counts, the log's facts and Server-Timing.
import { VIEW_TOKEN_TIMING } from '@chardham/shared/observability/reports';
import { clientKey, sideFor } from '../canary/sides.mjs';
import { packageNotFound, UNSENT_ARGUMENT } from '../compose/compose.mjs';
import { clientAddress } from '../config/trust.mjs';
import { fragmentTimings } from '../observability/telemetry.mjs';
import { candidateFor, PRIVATE } from './candidates.mjs';
import { reply, replyPage, TEXT } from './reply.mjs';

/**
 * The remotes document this visitor's pages (and remotes.json) are made from, and the headers their
 * browser gets with them. While a canary runs (RELEASES_ROOT), a visitor on its side gets the
 * canary's composition; a browser trying a candidate (CANDIDATES=on only) gets its side's document
 * with that slice replaced.
 */
export function visitorOf(request) {
  const { site, req } = request;
  const live = site.remotes();
  const canary = site.canary?.current() ?? null;
  const {
    side = null,
    weighed = false,
    setCookie,
  } = canary ? sideFor(req, canary, { https: request.https }) : {};
  const base = (side === 'canary' && site.canary.remotes(canary)) || live;
  const candidate = candidateFor(site.config, req, base.document, { https: request.https });
  // What depends on the candidate or the canary cookie is never shared between browsers.
  const cookies = [candidate.setCookie, setCookie].filter(Boolean);
  const headers = {
    ...(site.config.candidates || canary ? { Vary: 'Accept-Encoding, Cookie' } : {}),
    ...(candidate.override || side === 'canary' || cookies.length ? { 'Cache-Control': PRIVATE } : {}),
    ...(cookies.length ? { 'Set-Cookie': cookies } : {}),
  };
  // The canary's side is composed with its composition's shell: the canary's own, when it is the
  // shell's (decision 098).
  const shellDir = side === 'canary' ? (site.canary.shellDir?.(canary) ?? undefined) : undefined;
  return {
    canary,
    side,
    // A candidate's browser is QA's, on a release no visitor was drawn for.
    weighed: weighed && !candidate.override,
    shellDir,
    candidate: candidate.override,
    document: candidate.document,
    text: candidate.text ?? base.text,
    headers,
  };
}

/**
 * A page (its frame from `frameFor`): kept by what besides its files decides its HTML (the frame,
 * a package page's id, the shell its side is composed with, the origin it names, remotes.json and
 * the one query argument frames read), composed when missing.
 */
export async function page(request, { target: asked }) {
  const { site } = request;
  const visitor = visitorOf(request);
  request.remotes = visitor.document;
  // A package the visitor's packages release does not offer: the one not-found page, kept once
  // however many ids are asked for (a flood of made-up ids evicts no page: issue 41).
  const offered = await site.composer.packageFound(asked, {
    origin: request.origin,
    remotes: visitor.document,
  });
  const target = offered ? asked : packageNotFound(asked);
  const search = request.url.search;
  const unsent = request.url.searchParams.get(UNSENT_ARGUMENT) ? '1' : '';
  const key = [
    target.frame,
    target.packageId ?? '',
    target.status,
    unsent,
    request.origin,
    visitor.text,
    visitor.shellDir ?? '',
  ].join('\0');
  const started = performance.now();
  let composed = false;
  const compose = () => {
    composed = true;
    // Inline in the page as the file is (as nginx includes it); nothing in it can close the element.
    const remotesText = visitor.text.replaceAll('<', '\\u003c');
    return site.composer.page(target, {
      shellDir: visitor.shellDir,
      search,
      origin: request.origin,
      remotes: visitor.document,
      remotesText,
    });
  };
  // A candidate's page is composed for its one browser and never kept: any number of candidate
  // ids must not fill the page cache (issue 41).
  const found = visitor.candidate ? await site.pages.once(compose) : await site.pages.get(key, compose);
  if (!found) return reply(request, 503, 'The site has not been built yet: run npm start.', TEXT);
  const timing = observe(request, found, { composed, target, visitor, started });
  return replyPage(request, found, { ...visitor.headers, 'Server-Timing': timing });
}

/** What a page answered counts for: metrics, the canary's watch, the log line; its Server-Timing. */
function observe(request, page, { composed, target, visitor, started }) {
  const { metrics, canary } = request.site;
  const fragments = page.fragments ?? [];
  request.cache = composed ? 'miss' : 'hit';
  request.page = page;
  if (visitor.side) request.side = visitor.side;
  metrics.pageCache.inc({ result: request.cache });
  metrics.pageViews.inc({ route: target.route, lang: target.locale });
  countFragments(request.site, page, composed, visitor.candidate);
  // A weighed page view of a running canary's side (a drawn visitor's page that exists), and its
  // token: what lets its browser's reports count.
  let token;
  if (visitor.canary && visitor.weighed && target.status === 200) {
    const { slice } = visitor.canary;
    token = canary.watch.pageView(
      visitor.canary,
      visitor.side,
      fragments.some((f) => f.slice === slice && f.outcome !== 'ok'),
      request.site.composer.releaseOf(slice, visitor.document),
      clientKey(clientAddress(request.site.config, request.req)),
    );
  }
  // A stored page's fragment entries are made once; the composition's own time is this request's.
  if (!composed) page.timingsCached ??= fragmentTimings(fragments, true);
  const timings = composed ? fragmentTimings(fragments, false) : page.timingsCached;
  const whole = `compose;dur=${(performance.now() - started).toFixed(2)};desc="${request.cache}"`;
  const all = timings ? `${timings}, ${whole}` : whole;
  return token ? `${all}, ${VIEW_TOKEN_TIMING};desc="${token}"` : all;
}

/** The release label of a candidate's fragment that is neither live, canary nor installed. */
export const CANDIDATE_RELEASE = 'candidate';

/**
 * Counts a page's fragments and, when it was composed for this request, the time of each (a page
 * answered from memory read none). What a stored page's fragments count under is kept with it. A
 * candidate's page counts a release no server knows (not live, canary or installed) as one label
 * value, `candidate`, and teaches the server no release: any number of candidate ids adds no series.
 */
function countFragments(site, page, composed, candidate) {
  const fragments = page.fragments ?? [];
  const release = (f) =>
    candidate && !site.releases.has(f.slice, f.release) ? CANDIDATE_RELEASE : f.release;
  if (composed) {
    for (const f of fragments) {
      if (!candidate) site.releases.add(f.slice, f.release);
      site.metrics.fragmentSeconds.observe(
        { slice: f.slice, release: release(f), outcome: f.outcome },
        f.ms / 1000,
      );
    }
  }
  page.fragmentCounts ??= fragments.map((f) =>
    site.metrics.fragments.handle({ slice: f.slice, release: release(f), outcome: f.outcome }),
  );
  for (const count of page.fragmentCounts) count.value += 1;
}
