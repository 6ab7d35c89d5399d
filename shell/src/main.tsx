import '@chardham/shared/ui/styles.css';
// The offline page (written by the build, answered by the service worker) is styled by this stylesheet.
import './features/offline/offline.css';
import { BrowserRouter } from '@chardham/shared/router';
import type { SliceName } from '@chardham/shared/routes';
import type { HydrateWhen } from '@chardham/shared/ssr/region';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoutes } from './app/router';
import { preloadOnLinkIntent, preloadWhenIdle, remoteFor } from './features/early-script/preload';
import { reportFailure } from './features/observability/report';
import { loadSliceModule } from './features/remotes';
import { deferRegion } from './features/remotes/deferred-regions';
import { recordTypedFields } from './features/remotes/typed-fields';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

/** When a region of the server's page is hydrated: at once, or when the visitor gets near or reaches for it. */
function hydrateWhen(element: HTMLElement): HydrateWhen | undefined {
  const when = element.dataset.hydrate;
  if (when === 'near') return when;
  // A page the server left empty (its slice did not answer in time) is rendered at once.
  return when === 'intent' && element.hasChildNodes() ? when : undefined;
}

// The current route's remote: the early script has already asked for its entry and manifest; this
// picks those requests up and runs the remote as soon as the shell can. Not for a page that waits
// for the visitor's intent (the early script leaves it alone too).
const current = remoteFor(window.location.pathname);
const currentRegion = container.querySelector<HTMLElement>('[data-remote-region]');
if (current && !(currentRegion && hydrateWhen(currentRegion) === 'intent')) {
  loadSliceModule(current.slice, current.module).catch(() => {});
}
preloadOnLinkIntent();
preloadWhenIdle();

const app = (
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>
);

/**
 * The server's page is hydrated, not replaced (no flash, no layout shift): the shell's root adopts
 * the navigation and footer at once, and each slice's region becomes its own root, hydrated from the
 * HTML its slice rendered once that slice's code is loaded (docs/decisions/065-slice-html.md). A
 * region the server left empty (its slice did not answer) is rendered in the browser.
 */
function start(root: HTMLElement) {
  if (!root.hasChildNodes()) {
    createRoot(root).render(app);
    return;
  }
  for (const element of root.querySelectorAll<HTMLElement>('[data-remote-region]')) {
    const [slice, module] = (element.dataset.remoteRegion ?? '').split('/') as [SliceName, string];
    deferRegion(element, slice, module, hydrateWhen(element));
  }
  // Hydration resets a controlled field to its state: what the visitor typed meanwhile is kept aside
  // for the form's draft to adopt.
  recordTypedFields(root);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page: a tap or a scroll meanwhile is not kept waiting.
  startTransition(() => {
    hydrateRoot(root, app, {
      onRecoverableError: (error) => {
        console.warn('The server page was rendered again on the client.', error);
        reportFailure({ slice: 'shell', kind: 'hydration-error' });
      },
    });
  });
}

start(container);

// The service worker (offline pages, kept forms: issue 30) once the visitor is using the loaded
// page (a tap, a key, a scroll) or ten seconds after load, whichever is first, when the browser is
// idle: nothing of it competes with the first visit's own loading, which includes the work the page
// defers to idle time (the landing page's code is fetched into the cache then, decision 083).
function startOfflineLater() {
  const idle = window.requestIdleCallback ?? ((task: () => void) => setTimeout(task, 1000));
  const cues = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const cue of cues) window.removeEventListener(cue, start, true);
    idle(
      () => {
        import('./features/offline/register-worker')
          .then((offline) => offline.startOffline())
          .catch(() => {});
      },
      { timeout: 5_000 },
    );
  };
  for (const cue of cues) window.addEventListener(cue, start, { capture: true, passive: true });
  setTimeout(start, 10_000);
}
// Not in development (`pnpm dev`): a worker would keep answering with pages of an earlier save.
if (import.meta.env.PROD) {
  if (document.readyState === 'complete') startOfflineLater();
  else window.addEventListener('load', startOfflineLater, { once: true });
}
