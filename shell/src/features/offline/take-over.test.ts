import { describe, expect, it } from 'vitest';
import { takeOverThenFollow } from './take-over';

/** A page with a worker waiting, as Chromium shows them to it, and what the page does. */
function page(state: ServiceWorkerState = 'installed') {
  const waiting = Object.assign(new EventTarget(), {
    state,
    posted: [] as unknown[],
    postMessage(message: unknown) {
      this.posted.push(message);
    },
  });
  const container = Object.assign(new EventTarget(), { controller: null as unknown });
  const navigations: string[] = [];
  const timers: (() => void)[] = [];
  const takeOver = takeOverThenFollow({
    container: container as unknown as ServiceWorkerContainer,
    waiting: waiting as unknown as ServiceWorker,
    navigate: (href) => navigations.push(href),
    setTimer: (callback) => timers.push(callback),
  });
  return {
    takeOver,
    waiting,
    navigations,
    /** The moment passes without the new worker taking over. */
    nudge: () => {
      for (const timer of timers.splice(0)) timer();
    },
    /** Chromium retires the old worker: the new one activates and controls the page. */
    activate() {
      waiting.state = 'activating';
      container.controller = waiting;
      container.dispatchEvent(new Event('controllerchange'));
      waiting.dispatchEvent(new Event('statechange'));
      waiting.state = 'activated';
      waiting.dispatchEvent(new Event('statechange'));
    },
  };
}

describe('a link followed while a new worker waits', () => {
  it('asks the waiting worker to take over, and follows the link only once it has, once', () => {
    const p = page();
    p.takeOver.follow('/customer-support');
    expect(p.waiting.posted).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(p.navigations).toEqual([]);
    p.activate();
    expect(p.navigations).toEqual(['/customer-support']);
    // No navigation a moment later that would replace the one under way.
    p.nudge();
    expect(p.navigations).toEqual(['/customer-support']);
  });

  it('follows it at once where the worker took over before the click (another tab asked)', () => {
    for (const state of ['activating', 'activated', 'redundant'] as const) {
      const p = page(state);
      p.takeOver.follow('/customer-support');
      expect(p.navigations).toEqual(['/customer-support']);
      expect(p.waiting.posted).toEqual([]);
    }
  });

  it('navigates anyway after a moment, and again once the new worker has taken over', () => {
    // Chromium holds a takeover while a restarted old worker runs; the navigation asks for it
    // again, but is itself held for good: the one started after the takeover replaces it.
    const p = page();
    p.takeOver.follow('/customer-support');
    p.nudge();
    expect(p.navigations).toEqual(['/customer-support']);
    p.activate();
    expect(p.navigations).toEqual(['/customer-support', '/customer-support']);
  });

  it('follows the last link clicked, asking the worker once', () => {
    const p = page();
    p.takeOver.follow('/customer-support');
    p.takeOver.follow('/packages');
    expect(p.waiting.posted).toHaveLength(1);
    p.activate();
    expect(p.navigations).toEqual(['/packages']);
    // A link clicked once the worker has taken over is followed at once.
    p.takeOver.follow('/about');
    expect(p.navigations).toEqual(['/packages', '/about']);
  });
});
