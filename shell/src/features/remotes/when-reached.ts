/** When a part of a server page that works without its code gets that code: on the visitor's reach. */
import { early, onReach } from '@chardham/shared/hydration';

type Connection = { saveData?: boolean; effectiveType?: string };

/** The visitor asked to save data, or is on 2G: nothing is fetched that they did not ask for. */
export function savingData(win: Window = window): boolean {
  const connection = (win.navigator as Navigator & { connection?: Connection }).connection;
  return Boolean(connection?.saveData) || /2g/.test(connection?.effectiveType ?? '');
}

/**
 * Resolves when the visitor reaches for a server page that can be read and followed without its
 * code: a tap, key, focus or pointer in it, or a scroll of the page, or a control in it the early
 * script answered before this code ran (decision 088). Its code never competes with
 * what the first paint needs, and a visitor who only reads it never runs it
 * (docs/decisions/069-landing-hydrates-on-intent.md, 083-javascript-of-the-landing-page.md).
 */
export function whenReached(element: HTMLElement, win: Window = window): Promise<void> {
  if (early()?.answered?.some((control) => element.contains(control))) return Promise.resolve();
  return new Promise((resolve) => {
    const stopReach = onReach(element, ['focusin', 'pointerdown', 'keydown', 'pointerover'], () => done());
    const done = () => {
      stopReach();
      win.document.removeEventListener('scroll', done);
      resolve();
    };
    // Only the document's own scroll: an element's does not bubble here.
    win.document.addEventListener('scroll', done, { passive: true });
  });
}

/**
 * Runs `warm` once the browser is idle after the page has loaded (not with Save-Data or on 2G): for
 * fetching into the cache what the visitor's reach will run. Returns a function that cancels it.
 */
export function whenIdleAfterLoad(warm: () => void, win: Window = window): () => void {
  if (savingData(win)) return () => {};
  let cancelIdle = () => {};
  const start = () => {
    if ('requestIdleCallback' in win) {
      const id = win.requestIdleCallback(warm, { timeout: 4000 });
      cancelIdle = () => win.cancelIdleCallback(id);
    } else {
      const id = (win as Window).setTimeout(warm, 2000);
      cancelIdle = () => (win as Window).clearTimeout(id);
    }
  };
  if (win.document.readyState === 'complete') start();
  else win.addEventListener('load', start, { once: true });
  return () => {
    win.removeEventListener('load', start);
    cancelIdle();
  };
}
