import { early } from '@chardham/shared/hydration/early-state';

/**
 * Called once the app has rendered (or hydrated) the page: forms now submit through the app, and a
 * form the visitor submitted before that (held by the early script) is submitted again.
 */
export function markAppReady(): void {
  const root = document.documentElement;
  if (root.hasAttribute('data-app-ready')) return;
  root.setAttribute('data-app-ready', '');
  const state = early();
  const form = state?.held?.form;
  if (state?.held) state.held.form = null;
  if (form?.isConnected) form.requestSubmit();
}
