// Tests only: a server render hydrated after the visitor changed it, as on a slow phone.

import { act, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { onTestFinished, vi } from 'vitest';

/**
 * Renders `ui` as the server would, puts the HTML in the page, lets `before` change it as the early
 * script does for a tap made before the page's code ran (decision 088), then hydrates it. Returns the
 * container and every hydration complaint: recoverable errors (React rendered anew) and the
 * development build's warnings about attributes the client would render differently.
 */
export async function hydrateAfter(ui: ReactElement, before: (container: HTMLElement) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  before(container);
  const complaints: string[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    complaints.push(args.map(String).join(' '));
  });
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = scope.IS_REACT_ACT_ENVIRONMENT;
  scope.IS_REACT_ACT_ENVIRONMENT = true;
  let root: Root | undefined;
  try {
    await act(async () => {
      root = hydrateRoot(container, ui, {
        onRecoverableError: (error) => complaints.push(String(error)),
      });
    });
  } finally {
    consoleError.mockRestore();
    scope.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  }
  onTestFinished(() => {
    const before = scope.IS_REACT_ACT_ENVIRONMENT;
    scope.IS_REACT_ACT_ENVIRONMENT = true;
    act(() => root?.unmount());
    scope.IS_REACT_ACT_ENVIRONMENT = before;
    container.remove();
  });
  return { container, complaints };
}
