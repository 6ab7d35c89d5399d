import '@chardham/shared/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { preloadOnLinkIntent, preloadWhenIdle, remoteFor } from './app/preload';
import { createRouter } from './app/router';
import { loadSliceModule } from './features/remotes';

// The current route's remote: index.html's early script has already asked for remotes.json, the
// entry and its manifest; this picks those requests up and runs the remote as soon as the shell can.
const current = remoteFor(window.location.pathname);
if (current) loadSliceModule(current.slice, current.module).catch(() => {});
preloadOnLinkIntent();
preloadWhenIdle();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={createRouter()} />
  </StrictMode>,
);
