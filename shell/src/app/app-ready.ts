/**
 * Called once the app has rendered (or hydrated) the page: forms now submit through the app, and a
 * form the visitor submitted before that (held by the early script) is submitted again.
 */
export function markAppReady(): void {
  const root = document.documentElement;
  if (root.hasAttribute('data-app-ready')) return;
  root.setAttribute('data-app-ready', '');
  const early = (globalThis as { __chardhamEarly?: { held?: { form: HTMLFormElement | null } } })
    .__chardhamEarly;
  const form = early?.held?.form;
  if (early?.held) early.held.form = null;
  if (form?.isConnected) form.requestSubmit();
}
