/**
 * The page's side of the service worker (issue 30), loaded once the page is live and the browser
 * idle (main.tsx), so the first visit is not slowed down:
 * - registers /sw.js; a new worker takes over only at the next navigation (a link followed in the
 *   app becomes a full page load once it has), never under a page that is running;
 * - tells the worker which page this is and which files it loaded, so that a page saved on the
 *   phone keeps the release it came with, and a repeat visit loads none of them again;
 * - sends forms kept on this phone when the signal returns where there is no Background Sync, and
 *   tells the visitor, in the page's language, when one has gone or was refused.
 */
import { siteConfig, telHref, whatsappHref } from '@chardham/shared/config';
import { OUTBOX, type OutboxMessage } from '@chardham/shared/supabase/outbox-channel';
import { type TakeOver, takeOverThenFollow } from './take-over';
import { offlineWords } from './words';

const WORKER = '/sw.js';

/** What this page loaded that the worker keeps: code, styles, manifests, fonts, pictures. */
function loadedFiles(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => /\.(?:js|css|json|woff2|avif|webp|jpe?g|png|svg)(?:\?|$)/.test(name));
}

/** The path this document was loaded as: what the worker saved it under. */
const documentPath = () =>
  new URL(performance.getEntriesByType('navigation')[0]?.name ?? location.href).pathname;

function tell(worker: ServiceWorker | null | undefined, message: object) {
  worker?.postMessage(message);
}

/**
 * A worker waiting to take over does so at the next navigation: a link of this site followed in
 * the app is then a full page load, served by the new worker, never a page running two releases
 * (take-over.ts: the page navigates once the new worker has taken over).
 */
function takeOverAtNextNavigation(registration: ServiceWorkerRegistration) {
  let current: { waiting: ServiceWorker; takeOver: TakeOver } | undefined;
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    // Once a takeover has started, every link followed from this page waits for it too.
    const waiting = registration.waiting ?? current?.waiting;
    if (!(link instanceof HTMLAnchorElement) || !waiting || event.defaultPrevented) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (link.origin !== location.origin || link.target || link.hasAttribute('download')) return;
    event.preventDefault();
    event.stopPropagation();
    if (current?.waiting !== waiting) {
      current = {
        waiting,
        takeOver: takeOverThenFollow({
          container: navigator.serviceWorker,
          waiting,
          navigate: (href) => location.assign(href),
        }),
      };
    }
    current.takeOver.follow(link.href);
  };
  document.addEventListener('click', onClick, true);
}

type Words = (typeof offlineWords)[keyof typeof offlineWords];

/**
 * The notice of a form kept on this phone, in the page's language, at the foot of the screen: it has
 * gone, or (the backend refused it) it is waiting on its page, with the phone and WhatsApp.
 */
function showNotice(kind: 'sent' | 'refused', formPath?: string) {
  const locale = document.documentElement.lang === 'hi' ? 'hi' : 'en';
  const w: Words = offlineWords[locale];
  document.querySelector('.offline-sent')?.remove();
  const notice = document.createElement('div');
  notice.className = kind === 'sent' ? 'offline-sent' : 'offline-sent offline-sent--refused';
  notice.setAttribute('role', kind === 'sent' ? 'status' : 'alert');
  const text = document.createElement('p');
  if (kind === 'sent') text.textContent = w.sent;
  else {
    const [phone] = siteConfig.contact.phones;
    const link = (href: string, label: string) => {
      const a = document.createElement('a');
      a.href = href;
      a.textContent = label;
      return a;
    };
    text.append(w.refused, ' ');
    // "Open the form, or call us on …", else "Call us on …".
    text.append(...(formPath ? [link(formPath, w.openForm), w.orCall] : [w.callUs]));
    text.append(link(telHref(phone), phone.display), w.orWhatsapp);
    const whatsapp = link(whatsappHref(locale), 'WhatsApp');
    whatsapp.target = '_blank';
    whatsapp.rel = 'noopener noreferrer';
    text.append(whatsapp, w.end);
  }
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'ui-button ui-button--ghost';
  close.textContent = w.close;
  close.addEventListener('click', () => notice.remove());
  notice.append(text, close);
  document.body.append(notice);
}

/**
 * Forms kept on this phone: sent now if the signal is back (a visit after the tab was closed, in a
 * browser without Background Sync), and on `online`. A form that went, or that the backend refused,
 * while no form on screen claimed it (another page, or none open) is announced here.
 */
async function keptForms() {
  // Nothing was ever kept on this phone (no outbox yet): nothing to load.
  const databases = await indexedDB.databases?.().catch(() => undefined);
  if (databases && !databases.some((db) => db.name === OUTBOX)) return;
  const outbox = await import('@chardham/shared/supabase/outbox');
  const { sendKeptForms } = await import('@chardham/shared/supabase/kept-forms');
  const announce = async () => {
    const refused = await outbox.takeUnannouncedRefused();
    if (refused.length > 0) showNotice('refused', refused[0]?.path);
    // A refusal on screen matters more: the note of a form that went waits for the next page.
    else if (document.querySelector('.offline-sent--refused')) return;
    else if ((await outbox.takeSentNotes()).length > 0) showNotice('sent');
  };
  const channel = new BroadcastChannel(OUTBOX);
  channel.onmessage = ({ data }: MessageEvent<OutboxMessage>) => {
    // The form on screen, if it is the one, claims it first and says so itself.
    setTimeout(async () => {
      if (data?.type === 'sent' && !document.querySelector('.offline-sent--refused')) {
        if (await outbox.claimSentNote(data.id)) showNotice('sent');
      }
      if (data?.type === 'refused') await announce();
    }, 1000);
  };
  // A form the worker sent while this page was starting leaves only its note: looked for again.
  const send = () => {
    sendKeptForms()
      .catch(() => [])
      .then(() => setTimeout(announce, 1000));
  };
  window.addEventListener('online', send);
  if (navigator.onLine && (await outbox.queuedCount()) > 0) send();
  setTimeout(announce, 1000);
  setTimeout(announce, 5000);
}

export async function startOffline(): Promise<void> {
  keptForms().catch(() => {});
  if (!('serviceWorker' in navigator)) return;
  // This document came through the worker (and was saved as it came) only if one controlled it.
  const cameThroughWorker = Boolean(navigator.serviceWorker.controller);
  const registration = await navigator.serviceWorker.register(WORKER, { scope: '/', updateViaCache: 'none' });
  // Registration refused (a browser's setting, a test harness that blocks workers): nothing to do.
  if (!registration) return;
  takeOverAtNextNavigation(registration);
  const ready = await navigator.serviceWorker.ready;
  const page = documentPath();
  // Else the worker saves it now.
  tell(ready.active, {
    type: cameThroughWorker ? 'USED' : 'SAVE',
    page,
    files: loadedFiles(),
  });
  // A page reached in the app (its HTML never requested): saved too, with what it loaded.
  const navigation = (window as Window & { navigation?: EventTarget }).navigation;
  navigation?.addEventListener('navigatesuccess', () => {
    tell(ready.active, { type: 'SAVE', page: location.pathname, files: loadedFiles() });
  });
  // Files loaded later (a region hydrated when reached, a form's submit code) stay with the page.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden')
      tell(ready.active, { type: 'USED', page, files: loadedFiles() });
  });
}
