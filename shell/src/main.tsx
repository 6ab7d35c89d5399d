import '@chardham/shared/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { remoteFor } from './app/preload';
import { createRouter } from './app/router';
import { loadSliceModule } from './features/remotes';

// Start fetching the current route's remote in parallel with the shell's own boot.
const current = remoteFor(window.location.pathname);
if (current) loadSliceModule(current.slice, current.module).catch(() => {});

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={createRouter()} />
  </StrictMode>,
);
