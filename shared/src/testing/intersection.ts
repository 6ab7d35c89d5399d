import { act } from 'react';
import { vi } from 'vitest';

/**
 * An IntersectionObserver the test scrolls by hand (jsdom has none): `scrollNear()` tells every
 * observer that everything it watches is in view. Installs itself with vi.stubGlobal.
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
          o.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
          o as unknown as IntersectionObserver,
        );
      }
    });
  return { scrollNear };
}
