import { localeOfPath, locales, localizedPath } from '@chardham/shared/i18n';
import { matchPath, useLocation, useNavigationType } from '@chardham/shared/router';
import { routeList, routeText } from '@chardham/shared/routes';
import { applyPageMeta, travelAgency } from '@chardham/shared/seo';
import { useEffect, useRef } from 'react';
import { messagesFor } from '../i18n';

// React Router's matcher, as the router's own: the head must describe the page the router shows,
// and the router matches without regard to case (docs/decisions/070-one-place-for-each-thing.md).
const routeFor = (pathname: string) =>
  routeList.find((r) => locales.some((locale) => matchPath(localizedPath(r.path, locale), pathname)));

/** Head tags from the route table, in the page's language; pages that know their data set their own. */
function applyRouteMeta(pathname: string) {
  const route = routeFor(pathname);
  if (route?.ownMeta) return;
  const locale = localeOfPath(pathname);
  const text = route ? routeText(route, locale) : messagesFor(locale).notFound;
  applyPageMeta({
    title: text.title,
    description: text.description,
    path: route ? pathname : localizedPath('/', locale),
    structuredData: [travelAgency(window.location.origin)],
  });
}

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Keeps an anchor's section in view while the page is still filling in above it (sections whose
 * code arrives after the page), until the visitor scrolls, clicks, touches or types, or for 15 s:
 * on a slow phone the landing page's sections can take longer than a few seconds to arrive after a
 * navigation, and each pushed the section out of view once the hold had ended.
 */
function holdInView(element: HTMLElement): () => void {
  const main = document.getElementById('main');
  if (!main || typeof ResizeObserver !== 'function') return () => {};
  const offset = () => element.getBoundingClientRect().top + window.scrollY;
  let last = offset();
  const observer = new ResizeObserver(() => {
    const now = offset();
    if (Math.abs(now - last) > 1) element.scrollIntoView({ behavior: 'auto', block: 'start' });
    last = now;
  });
  const events = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of events) window.removeEventListener(type, stop, true);
  };
  const timer = setTimeout(stop, 15_000);
  for (const type of events) window.addEventListener(type, stop, true);
  observer.observe(main);
  return stop;
}

/** Scrolls to an anchor once it exists: the section may belong to a remote that is still loading. */
function scrollToAnchor(id: string): () => void {
  let release = () => {};
  const go = (element: HTMLElement) => {
    element.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
    element.focus({ preventScroll: true });
    release = holdInView(element);
  };
  const found = document.getElementById(id);
  if (found) {
    go(found);
    return () => release();
  }
  const observer = new MutationObserver(() => {
    const element = document.getElementById(id);
    if (element) {
      observer.disconnect();
      go(element);
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
  const stop = setTimeout(() => observer.disconnect(), 15000);
  return () => {
    observer.disconnect();
    clearTimeout(stop);
    release();
  };
}

/**
 * On each navigation: the document title follows the route, focus moves to the main region (a skip
 * target) so screen readers start at the new page, and an anchor scrolls smoothly into view.
 */
export function useRouteEffects(main: React.RefObject<HTMLElement | null>) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const first = useRef(true);
  const previousPath = useRef(location.pathname);

  useEffect(() => {
    applyRouteMeta(location.pathname);
  }, [location.pathname]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key marks every navigation, even to the same URL.
  useEffect(() => {
    const isFirst = first.current;
    first.current = false;
    const samePage = previousPath.current === location.pathname;
    previousPath.current = location.pathname;
    // A page that keeps its state in the query string (the package filters) replaces the entry as the
    // visitor types: the visitor stays where they are, with focus in the field they are typing in.
    if (samePage && navigationType === 'REPLACE' && !location.hash) return;
    const id = decodeURIComponent(location.hash.slice(1));
    if (id) return scrollToAnchor(id);
    if (isFirst) return;
    window.scrollTo({ top: 0 });
    main.current?.focus({ preventScroll: true });
    return undefined;
  }, [location.key, location.pathname, location.hash]);
}
