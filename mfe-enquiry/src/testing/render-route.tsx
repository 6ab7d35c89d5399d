import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';

/**
 * Renders a component at a URL, inside a router as the shell renders it: the page's language comes
 * from its path (Hindi under /hi/), and the shared form pieces read it.
 */
export function renderRoute(path: string, ui: ReactElement) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  );
  return render(ui, { wrapper });
}
