// Tests only: the shared facade exports what the slices use at run time, nothing more.

import { fakeMatchMedia } from '@chardham/shared/testing/match-media';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

/** Renders a piece of the landing page inside a router, as the shell would. */
export function renderWithRouter(ui: ReactElement) {
  return render(<MemoryRouter>{ui}</MemoryRouter>);
}

/** Makes matchMedia answer `reduce` for prefers-reduced-motion until the returned function runs. */
export function preferReducedMotion(): () => void {
  const original = window.matchMedia;
  window.matchMedia = fakeMatchMedia((query) => query.includes('prefers-reduced-motion: reduce'));
  return () => {
    window.matchMedia = original;
  };
}
