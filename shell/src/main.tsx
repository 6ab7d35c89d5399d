import '@chardham/shared/ui/styles.css';
import { recordTypedFields } from '@chardham/shared/hydration';
import { BrowserRouter } from '@chardham/shared/router';
import type { SliceName } from '@chardham/shared/routes';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { preloadOnLinkIntent, preloadWhenIdle, remoteFor } from './app/preload';
import { AppRoutes } from './app/router';
import { loadSliceModule } from './features/remotes';
import { deferRegion, forgetDeferredRegions } from './features/remotes/deferred-regions';
import { markFailedBeforeRender } from './features/remotes/remote-registry';

// The current route's remote: index.html's early script has already asked for remotes.json, the
// entry and its manifest; this picks those requests up and runs the remote as soon as the shell can.
const current = remoteFor(window.location.pathname);
if (current) loadSliceModule(current.slice, current.module).catch(() => {});
preloadOnLinkIntent();
preloadWhenIdle();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const app = (
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>
);

/**
 * A prerendered page is hydrated, not replaced: once every remote module it shows is loaded, React
 * adopts the markup already on screen (no flash, no layout shift). If a module cannot be loaded,
 * the page is rendered on the client instead and that slice shows its fallback.
 */
async function start(root: HTMLElement) {
  if (!root.hasChildNodes()) {
    createRoot(root).render(app);
    return;
  }
  const keys: string[] = [];
  for (const element of root.querySelectorAll<HTMLElement>('[data-remote-region]')) {
    const key = element.dataset.remoteRegion ?? '';
    const [slice, module] = key.split('/') as [SliceName, string];
    // A region further down the page (an enquiry form) hydrates when the visitor gets near it.
    if (element.dataset.hydrate === 'near') deferRegion(element, slice, module);
    else keys.push(key);
  }
  const results = await Promise.allSettled(
    keys.map((key) => {
      const [slice, module] = key.split('/') as [SliceName, string];
      return loadSliceModule(slice, module);
    }),
  );
  const failed = keys.filter((_, i) => results[i]?.status === 'rejected');
  if (failed.length) {
    markFailedBeforeRender(failed);
    forgetDeferredRegions();
    createRoot(root).render(app);
    return;
  }
  // Hydration resets a controlled field to its state: what the visitor typed meanwhile is kept aside
  // for the form's draft to adopt.
  recordTypedFields(root);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page: a tap or a scroll meanwhile is not kept waiting.
  startTransition(() => {
    hydrateRoot(root, app, {
      // A page prerendered from an older release can differ; React then renders it afresh.
      onRecoverableError: (error) =>
        console.warn('The prerendered page was rendered again on the client.', error),
    });
  });
}

void start(container);
