import { matchRoute } from '@chardham/shared/routes';
import { prefetchSliceModule, preloadSliceModule } from '../remotes';
import { savingData } from '../remotes/when-reached';

/** The remote module that renders a path, if any (only same-origin paths of the route table). */
export function remoteFor(path: string) {
  const url = new URL(path, window.location.href);
  if (url.origin !== window.location.origin) return undefined;
  const route = matchRoute(url.pathname)?.route;
  return route && route.slice !== 'shell' ? { slice: route.slice, module: route.module } : undefined;
}

/** Starts fetching the remote behind a link the visitor is about to follow. */
export function preloadForPath(path: string): void {
  // Without signal a preload can only fail (a page saved on the phone has what it needs).
  if (navigator.onLine === false) return;
  const target = remoteFor(path);
  if (target) preloadSliceModule(target.slice, target.module);
}

/** The link an event happened in, if any. */
export const linkOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null;

/**
 * Any link on the page, the remotes' own included, warms its route's remote when it is hovered or
 * focused: one listener on the document, so slices need not know about preloading.
 */
export function preloadOnLinkIntent(root: Document = document): () => void {
  const onIntent = (event: Event) => {
    const link = linkOf(event.target);
    if (link) preloadForPath(link.href);
  };
  root.addEventListener('pointerover', onIntent, { passive: true });
  root.addEventListener('focusin', onIntent);
  return () => {
    root.removeEventListener('pointerover', onIntent);
    root.removeEventListener('focusin', onIntent);
  };
}

/**
 * When the browser is idle after the page has loaded, fetches the remotes behind the links on the
 * page into the browser's cache, one per idle period, without running them (a link the visitor
 * points at or focuses runs its remote, above). Links are looked up again each time, since a remote's content (and its
 * links) may arrive after the shell's. Not on Save-Data or 2G connections.
 */
export function preloadWhenIdle(win: Window = window): () => void {
  if (savingData(win)) return () => {};
  const idle = (callback: () => void) =>
    'requestIdleCallback' in win
      ? win.requestIdleCallback(callback, { timeout: 3000 })
      : (win as Window).setTimeout(callback, 1500);
  // The page's own module is loaded by its region (at once, or on the visitor's intent), never
  // prefetched beside that load.
  const here = remoteFor(win.location.href);
  const done = new Set<string>(here ? [`${here.slice}/${here.module}`] : []);
  const warmSlices = new Set<string>();
  let cancelled = false;
  let emptyScans = 0;
  const tick = () => {
    if (cancelled) return;
    const candidates = [...win.document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .map((a) => remoteFor(a.href))
      .filter((target) => target && !done.has(`${target.slice}/${target.module}`));
    // A slice not warmed yet first: its entry is the bigger win than another page of a warm one.
    const next = candidates.find((target) => target && !warmSlices.has(target.slice)) ?? candidates[0];
    if (next && win.navigator.onLine !== false) {
      emptyScans = 0;
      done.add(`${next.slice}/${next.module}`);
      warmSlices.add(next.slice);
      prefetchSliceModule(next.slice, next.module);
    } else if (++emptyScans > 3) {
      return;
    }
    idle(tick);
  };
  const start = () => idle(tick);
  if (win.document.readyState === 'complete') start();
  else win.addEventListener('load', start, { once: true });
  return () => {
    cancelled = true;
    win.removeEventListener('load', start);
  };
}
