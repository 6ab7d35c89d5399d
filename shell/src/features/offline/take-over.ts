/**
 * A link followed while a new worker waits (issue 30): the new worker takes over first, then the
 * link is followed as a full page load, so the next page comes whole from the new worker and no page
 * ever runs under two releases.
 *
 * Chromium activates a worker that skipped waiting once the old one has no work left, and asks the
 * old one to stop as soon as it is idle. If the old worker is started again meanwhile (this page's
 * requests still under way at the click: the clicked link's code, preloaded as it was pointed at),
 * the restarted worker no longer stops when idle (not for 30 s, never while DevTools is attached),
 * and the takeover waits. Only a navigation asks the old worker again; and that navigation, started
 * while the takeover waits, is given to the old worker that it makes Chromium retire: it reaches
 * neither worker nor the network, and never ends. So the page never waits for a navigation started
 * before the takeover: if the new worker has not taken over after a moment, the page navigates
 * anyway, which gets the old worker retired, and navigates again once the new worker has taken
 * over, which replaces the held navigation.
 */

/** How long a takeover may take before a navigation asks for it again (docs/decisions/080). */
export const NUDGE_AFTER_MS = 3_000;

type Container = Pick<ServiceWorkerContainer, 'controller' | 'addEventListener' | 'removeEventListener'>;

export interface TakeOverOptions {
  /** The page's service worker container (`navigator.serviceWorker`). */
  container: Container;
  /** The worker waiting to take over (`registration.waiting` at the click). */
  waiting: ServiceWorker;
  /** A full page load of a link (`location.assign`). */
  navigate: (href: string) => void;
  nudgeAfter?: number;
  setTimer?: (callback: () => void, ms: number) => unknown;
}

export interface TakeOver {
  /** Follows a link once the waiting worker has taken over; the last link clicked wins. */
  follow(href: string): void;
}

export function takeOverThenFollow({
  container,
  waiting,
  navigate,
  nudgeAfter = NUDGE_AFTER_MS,
  setTimer = (callback, ms) => setTimeout(callback, ms),
}: TakeOverOptions): TakeOver {
  let target: string | undefined;
  let phase: 'idle' | 'asked' | 'nudged' | 'done' = 'idle';
  // Taken over: the new worker is this page's controller, or activating or activated (the old one
  // is retired then, and a navigation waits for the activation in the browser). Redundant: it will
  // never take over (an even newer one replaced it), and a navigation is served as usual.
  const takenOver = () =>
    container.controller === waiting ||
    waiting.state === 'activating' ||
    waiting.state === 'activated' ||
    waiting.state === 'redundant';
  const onChange = () => {
    if (phase === 'idle' || phase === 'done' || !target || !takenOver()) return;
    phase = 'done';
    container.removeEventListener('controllerchange', onChange);
    waiting.removeEventListener('statechange', onChange);
    navigate(target);
  };
  return {
    follow(href) {
      target = href;
      if (phase === 'done') return navigate(href);
      // Already asked: the takeover under way follows this link instead.
      if (phase !== 'idle') return;
      phase = 'asked';
      container.addEventListener('controllerchange', onChange);
      waiting.addEventListener('statechange', onChange);
      // Taken over before this click (another tab of the site asked first): followed at once.
      if (takenOver()) return onChange();
      waiting.postMessage({ type: 'SKIP_WAITING' });
      setTimer(() => {
        if (phase !== 'asked' || !target) return;
        phase = 'nudged';
        navigate(target);
      }, nudgeAfter);
    },
  };
}
