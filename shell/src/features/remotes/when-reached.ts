/** When a part of a server page that works without its code gets that code: on reach or idle. */
import { onReach } from '@chardham/shared/hydration';

type Connection = { saveData?: boolean; effectiveType?: string };

/** The visitor asked to save data, or is on 2G: nothing is fetched that they did not ask for. */
export function savingData(win: Window = window): boolean {
  const connection = (win.navigator as Navigator & { connection?: Connection }).connection;
  return Boolean(connection?.saveData) || /2g/.test(connection?.effectiveType ?? '');
}

/**
 * Resolves when the visitor reaches for a server page that can be read and followed without its
 * code (a tap, key, focus or pointer in it, a scroll of the page), or when the browser is idle after
 * the page has loaded: its code then never competes with what the first paint needs. With Save-Data
 * or on 2G only the visitor's reach loads it (docs/decisions/069-landing-hydrates-on-intent.md).
 */
export function whenReached(element: HTMLElement, win: Window = window): Promise<void> {
  return new Promise((resolve) => {
    let cancelIdle = () => {};
    const stopReach = onReach(element, ['focusin', 'pointerdown', 'keydown', 'pointerover'], () => done());
    const start = () => {
      if ('requestIdleCallback' in win) {
        const id = win.requestIdleCallback(() => done(), { timeout: 4000 });
        cancelIdle = () => win.cancelIdleCallback(id);
      } else {
        const id = (win as Window).setTimeout(() => done(), 2000);
        cancelIdle = () => (win as Window).clearTimeout(id);
      }
    };
    const done = () => {
      stopReach();
      win.document.removeEventListener('scroll', done);
      win.removeEventListener('load', start);
      cancelIdle();
      resolve();
    };
    // Only the document's own scroll: an element's does not bubble here.
    win.document.addEventListener('scroll', done, { passive: true });
    if (savingData(win)) return;
    if (win.document.readyState === 'complete') start();
    else win.addEventListener('load', start, { once: true });
  });
}
