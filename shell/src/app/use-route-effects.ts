import { documentTitle, routeList } from '@chardham/shared/routes';
import { useEffect, useRef } from 'react';
import { matchPath, useLocation } from 'react-router-dom';

const NOT_FOUND_TITLE = 'Page not found';

export function titleFor(pathname: string): string {
  const route = routeList.find((r) => matchPath(r.path, pathname));
  return documentTitle(route ? route.title : NOT_FOUND_TITLE);
}

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Scrolls to an anchor once it exists: the section may belong to a remote that is still loading. */
function scrollToAnchor(id: string): () => void {
  const go = (element: HTMLElement) => {
    element.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
    element.focus({ preventScroll: true });
  };
  const found = document.getElementById(id);
  if (found) {
    go(found);
    return () => {};
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
  };
}

/**
 * On each navigation: the document title follows the route, focus moves to the main region (a skip
 * target) so screen readers start at the new page, and an anchor scrolls smoothly into view.
 */
export function useRouteEffects(main: React.RefObject<HTMLElement | null>) {
  const location = useLocation();
  const first = useRef(true);

  useEffect(() => {
    document.title = titleFor(location.pathname);
  }, [location.pathname]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key marks every navigation, even to the same URL.
  useEffect(() => {
    const isFirst = first.current;
    first.current = false;
    const id = decodeURIComponent(location.hash.slice(1));
    if (id) return scrollToAnchor(id);
    if (isFirst) return;
    window.scrollTo({ top: 0 });
    main.current?.focus({ preventScroll: true });
    return undefined;
  }, [location.key, location.pathname, location.hash]);
}
