// Tests only: the shared router facade exports what the slices use at run time, not MemoryRouter.

import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

/**
 * Renders a page or a piece of one inside a router at `path`, as the shell would: the page's language
 * comes from the path (Hindi under /hi/), and the shared form pieces read it too.
 */
export function renderRoute(path: string, ui: ReactElement) {
  return render(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);
}
