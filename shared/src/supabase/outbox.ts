/**
 * Forms sent without signal (issue 30, docs/decisions/080-offline-and-service-worker.md): the row is
 * kept in this phone's IndexedDB, under the draft's id, until the backend has it. Pages and the
 * shell's service worker both read this module (no `window` or `document` here): whichever gets
 * the signal back first sends the rows, one sender at a time (a Web Lock), and deletes each row as
 * the backend confirms it. The draft id makes a second send of the same row a duplicate the
 * database refuses (409), which counts as sent: a row reaches the table exactly once.
 *
 * A row the backend refuses for good (400, 413, 422: a rule the form did not know, or one that
 * changed since) would never go, and must neither block the forms after it nor vanish with what the
 * visitor typed: it stays, marked refused and no longer sent, with the typed values, until the
 * visitor has seen it in its own draft (`takeRefusedForm`). The same store keeps both, so phones
 * that kept forms before need no upgrade.
 *
 * No form stays more than a week (`KEPT_MS`), whatever the backend answers: every read here deletes
 * those older first, so one is never sent, given back or counted after its week, and a backend that
 * keeps answering 401, 429 or 5xx cannot keep it on the phone (issue 41, item 8).
 */
import { type DBSchema, type IDBPDatabase, type IDBPObjectStore, openDB } from 'idb';
import { demoWarning } from './demo-warning';
import { OUTBOX, type OutboxMessage } from './outbox-channel';

export { OUTBOX, type OutboxMessage };

/** A form kept on the phone: the validated row, and what is needed to tell the visitor. */
export interface QueuedForm {
  /** The draft's id, which is the row's primary key. */
  id: string;
  table: string;
  row: { id: string } & Record<string, unknown>;
  locale: 'en' | 'hi';
  queuedAt: number;
  /** The form's draft key and typed values, and the page it was on: a refused form goes back there. */
  draftKey?: string;
  values?: Record<string, string>;
  path?: string;
  /** Refused for good by the backend (see above): kept for the visitor, never sent again. */
  refusedAt?: number;
  /** The shell has told the visitor of the refusal (no such form was on screen). */
  announced?: boolean;
}

/** A form that has gone, kept only until a page has told the visitor: no personal data. */
export interface SentNote {
  id: string;
  table: string;
  locale: 'en' | 'hi';
  sentAt: number;
}

/** A form the backend refused for good, kept until its page has given it back to the visitor. */
export type RefusedForm = QueuedForm & { refusedAt: number };

const isRefused = (form: QueuedForm): form is RefusedForm => form.refusedAt !== undefined;

/** What sending one row came to: the backend has it, try again later, or it never will. */
export type SendOutcome = 'saved' | 'retry' | 'refused';

/**
 * How long a form stays on the phone from when it was kept, sent or not, refused or not: a pilgrim
 * can be days without signal, but no personal data stays on the phone for ever.
 */
export const KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/** Kept a week ago or more, or at a time nobody can tell (a row written by hand). */
const expired = (form: QueuedForm, now: number) => !(now - form.queuedAt < KEPT_MS);

interface OutboxDb extends DBSchema {
  forms: { key: string; value: QueuedForm };
  sent: { key: string; value: SentNote };
}

let database: Promise<IDBPDatabase<OutboxDb>> | undefined;
const db = () => {
  database ??= openDB<OutboxDb>(OUTBOX, 1, {
    upgrade(upgrading) {
      upgrading.createObjectStore('forms', { keyPath: 'id' });
      upgrading.createObjectStore('sent', { keyPath: 'id' });
    },
  });
  return database;
};

type FormStore = IDBPObjectStore<OutboxDb, ['forms'], 'forms', 'readwrite'>;

/** The forms still within their week; those older are deleted here, in the reader's transaction. */
async function liveForms(store: FormStore, now = Date.now()): Promise<QueuedForm[]> {
  const live: QueuedForm[] = [];
  for (const form of await store.getAll()) {
    if (expired(form, now)) await store.delete(form.id);
    else live.push(form);
  }
  return live;
}

const formStore = async () => (await db()).transaction('forms', 'readwrite').store;

/** Keeps a form on the phone (the same draft sent again replaces its row: one per id). */
export async function queueForm(form: QueuedForm): Promise<void> {
  await (await db()).put('forms', form);
}

/** The form kept under a draft's id, if it is still waiting (or was refused, see `refusedAt`). */
export async function keptForm(id: string): Promise<QueuedForm | undefined> {
  return (await liveForms(await formStore())).find((form) => form.id === id);
}

/**
 * Claims the note of a form that has gone: true for the one caller that tells the visitor (the
 * form on screen, else the shell's notice), so nobody tells them twice.
 */
export async function claimSentNote(id: string): Promise<boolean> {
  const store = (await db()).transaction('sent', 'readwrite').store;
  if ((await store.getKey(id)) === undefined) return false;
  await store.delete(id);
  return true;
}

/** Forms waiting to be sent. */
export async function queuedCount(): Promise<number> {
  return (await liveForms(await formStore())).filter((form) => !isRefused(form)).length;
}

/** The notes of forms that have gone, removed as they are read (a page tells the visitor once). */
export async function takeSentNotes(): Promise<SentNote[]> {
  const store = (await db()).transaction('sent', 'readwrite').store;
  const notes = await store.getAll();
  await store.clear();
  return notes;
}

/**
 * The refused form of a draft, taken back by that draft only, never by another form that happens
 * to have its draft key (another package of the same tour, the home page's form and the list's, a
 * draft the visitor typed since). The same draft is the same draft key and:
 * - the same draft id: this tab's draft, which the form was kept from (sessionStorage keeps it);
 * - or, when that tab was closed and its draft with it, a form of that key at the place it was
 *   kept from (page and section, where the shell's notice links), whose draft holds nothing of the
 *   visitor's yet: `place` is given only then. The form takes the draft back whole, its id too.
 * Deleted as it is taken, so the visitor is told once, and what they typed lives on in the form's
 * draft only.
 */
export async function takeRefusedForm(
  id: string,
  draftKey: string,
  place?: string,
): Promise<RefusedForm | undefined> {
  const store = await formStore();
  const refused = (await liveForms(store)).filter(
    (form): form is RefusedForm => isRefused(form) && form.draftKey === draftKey,
  );
  const found =
    refused.find((form) => form.id === id) ??
    (place === undefined
      ? undefined
      : refused.filter((form) => form.path === place).sort((a, b) => b.refusedAt - a.refusedAt)[0]);
  if (found) await store.delete(found.id);
  return found;
}

/** Refused forms nobody has told the visitor about yet (the shell's notice), marked as told. */
export async function takeUnannouncedRefused(now = Date.now()): Promise<RefusedForm[]> {
  const store = await formStore();
  const fresh: RefusedForm[] = [];
  for (const form of (await liveForms(store, now)).filter(isRefused)) {
    if (!form.announced) {
      fresh.push(form);
      await store.put({ ...form, announced: true });
    }
  }
  return fresh;
}

/** Runs `task` as the only sender on this phone, where the browser has Web Locks. */
function alone<T>(task: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
  return locks ? (locks.request(OUTBOX, task) as Promise<T>) : task();
}

function announce(message: OutboxMessage) {
  const channel = new BroadcastChannel(OUTBOX);
  channel.postMessage(message);
  channel.close();
}

/**
 * Sends every kept form, oldest first, and stops at the first that must wait (no signal, rate
 * limit, server error): the rest would meet the same. Each row the backend confirms is deleted
 * before the next is sent, leaves a note without personal data, and is announced to open pages.
 * A row refused for good is marked so, is announced, and the next is sent. A row whose week has
 * passed, by now or while an earlier one was on its way, is deleted unsent. Returns the ids sent.
 */
export function flushOutbox(send: (form: QueuedForm) => Promise<SendOutcome>): Promise<string[]> {
  return alone(async () => {
    const forms = (await liveForms(await formStore()))
      .filter((form) => !isRefused(form))
      .sort((a, b) => a.queuedAt - b.queuedAt);
    const sent: string[] = [];
    for (const form of forms) {
      if (expired(form, Date.now())) {
        await (await db()).delete('forms', form.id);
        continue;
      }
      const outcome = await send(form);
      if (outcome === 'retry') break;
      const tx = (await db()).transaction(['forms', 'sent'], 'readwrite');
      await Promise.all([
        outcome === 'saved'
          ? tx.objectStore('forms').delete(form.id)
          : tx.objectStore('forms').put({ ...form, refusedAt: Date.now() }),
        outcome === 'saved' &&
          tx
            .objectStore('sent')
            .put({ id: form.id, table: form.table, locale: form.locale, sentAt: Date.now() }),
        tx.done,
      ]);
      if (outcome === 'saved') sent.push(form.id);
      announce({ type: outcome === 'saved' ? 'sent' : 'refused', id: form.id, table: form.table });
    }
    return sent;
  });
}

/**
 * Sends the kept forms to the site's Supabase project, for pages and the service worker alike. A
 * site without one (demo mode, spec §7) sends nothing and deletes nothing: the forms never went
 * anywhere, so none is taken for saved, and what the visitor typed stays on the phone for its week
 * (sent after all if the site is given its settings meanwhile). The console says so, without the
 * rows, as a demo submit does.
 */
export async function sendKeptFormsTo(settings: {
  supabaseUrl?: string | null;
  supabaseAnonKey?: string | null;
}): Promise<string[]> {
  const { supabaseUrl, supabaseAnonKey } = settings;
  if (!supabaseUrl || !supabaseAnonKey) {
    if ((await queuedCount()) > 0) {
      console.warn(demoWarning('the forms kept on this phone were NOT sent; they stay there'));
    }
    return [];
  }
  return flushOutbox((form) => postRow({ supabaseUrl, supabaseAnonKey }, form));
}

const REFUSED_STATUSES = new Set([400, 413, 422]);

/**
 * One row to PostgREST as supabase-js sends it (apikey, bearer, `return=minimal`), without
 * supabase-js: the service worker sends with this too. A duplicate id (409) means an earlier send
 * arrived. A row the database will never take (400: a check; 413: too large; 422) is refused; no
 * answer, a rate limit, the server's trouble or its settings (401, 403, 404, 5xx) wait for the
 * next chance.
 */
export async function postRow(
  supabase: { supabaseUrl: string; supabaseAnonKey: string },
  form: Pick<QueuedForm, 'table' | 'row'>,
): Promise<SendOutcome> {
  try {
    const response = await fetch(`${supabase.supabaseUrl}/rest/v1/${form.table}`, {
      method: 'POST',
      headers: {
        apikey: supabase.supabaseAnonKey,
        Authorization: `Bearer ${supabase.supabaseAnonKey}`,
        'Content-Type': 'application/json',
        Prefer: 'return=minimal',
      },
      body: JSON.stringify(form.row),
      signal: AbortSignal.timeout(20_000),
    });
    if (response.ok || response.status === 409) return 'saved';
    return REFUSED_STATUSES.has(response.status) ? 'refused' : 'retry';
  } catch {
    return 'retry';
  }
}
