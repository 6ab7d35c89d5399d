/**
 * A page's side of the outbox (outbox.ts): asking the service worker to send the kept forms when
 * the signal returns (Background Sync), and sending them itself where the browser has no Background
 * Sync: on `online`, and on the next visit (the shell calls this once a page is live).
 */
import { OUTBOX, sendKeptFormsTo } from './outbox';
import { loadRuntimeConfig } from './runtime-config';

interface SyncRegistration extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/** Asks the service worker, where there is one with Background Sync, to send the kept forms. */
export async function askToSync(): Promise<boolean> {
  const registration = (await navigator.serviceWorker?.getRegistration().catch(() => undefined)) as
    | SyncRegistration
    | undefined;
  if (!registration?.active || !registration.sync) return false;
  return registration.sync.register(OUTBOX).then(
    () => true,
    () => false,
  );
}

/**
 * Sends the kept forms from this page. Demo mode (spec §7) sends nothing and keeps them: they were
 * never sent anywhere (outbox.ts, `sendKeptFormsTo`).
 */
export async function sendKeptForms(): Promise<string[]> {
  const config = await loadRuntimeConfig().catch(() => null);
  return config ? sendKeptFormsTo(config) : [];
}
