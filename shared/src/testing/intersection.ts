import { act } from 'react';
import { vi } from 'vitest';

/**
 * An IntersectionObserver the test scrolls by hand (jsdom has none): `scrollNear()` tells every
 * observer that everything it watches (still in the document) is in view. Installs itself with vi.stubGlobal.
 */
export function fakeIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
  class FakeObserver {
    targets: Element[] = [];
    constructor(public callback: IntersectionObserverCallback) {
      observers.push(this);
    }
    observe(target: Element) {
      this.targets.push(target);
    }
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  const scrollNear = () =>
    act(async () => {
      for (const o of observers) {
        o.callback(
          // An element no longer in the document is never in view.
          o.targets.map(
            (target) => ({ target, isIntersecting: target.isConnected }) as IntersectionObserverEntry,
          ),
          o as unknown as IntersectionObserver,
        );
      }
    });
  return { scrollNear };
}
