// Tests only: the shared facade exports what the slices use at run time, nothing more.

import { fakeMatchMedia } from '@chardham/shared/testing/match-media';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

/**
 * Renders a piece of the landing page inside a router at `path`, as the shell would: `/`, or `/hi/`
 * for the Hindi page.
 */
export function renderRoute(path: string, ui: ReactElement) {
  return render(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);
}

/**
 * Puts the browser's own address at `path` until the returned function runs: the landing page's
 * sections further down (islands) are their own React roots, whose router reads `window.location`.
 */
export function atBrowserPath(path: string): () => void {
  const previous = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  window.history.replaceState(null, '', path);
  return () => window.history.replaceState(null, '', previous);
}

/** Makes matchMedia answer `reduce` for prefers-reduced-motion until the returned function runs. */
export function preferReducedMotion(): () => void {
  const original = window.matchMedia;
  window.matchMedia = fakeMatchMedia((query) => query.includes('prefers-reduced-motion: reduce'));
  return () => {
    window.matchMedia = original;
  };
}
