/**
 * The worker's bookkeeping (saving a page's release, pruning) is kept alive with `waitUntil`, but
 * must never hold a newer worker back: Chromium activates a worker that skipped waiting only once
 * the events already given to the old one have settled, and holds every new request, the visitor's
 * next navigation included, until then (up to five minutes). So an event's bookkeeping settles as
 * soon as a newer worker is installed and waiting; the work goes on while this worker lives, and
 * what it leaves undone the newer one does for the pages it saves (every step is idempotent).
 */

declare const self: ServiceWorkerGlobalScope;

/** Resolves once a newer worker of the registration is installed and waiting. */
export function newerWorkerWaiting(registration: ServiceWorkerRegistration): Promise<void> {
  return new Promise<void>((resolve) => {
    const check = () => {
      if (registration.waiting) resolve();
    };
    registration.addEventListener('updatefound', () => {
      registration.installing?.addEventListener('statechange', check);
    });
    check();
  });
}

let replaced: Promise<void> | undefined;

/** What an event waits for: the work, or a newer worker waiting, whichever comes first. */
export function untilReplaced(work: Promise<unknown>): Promise<unknown> {
  replaced ??= newerWorkerWaiting(self.registration);
  return Promise.race([work, replaced]);
}
