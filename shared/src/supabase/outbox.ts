/**
 * Forms sent without signal (issue 30, docs/decisions/080-offline-and-service-worker.md): the row is
 * kept in this phone's IndexedDB, under the draft's id, until the backend has it. Pages and the
 * shell's service worker both read this module (no `window` or `document` here): whichever gets
 * the signal back first sends the rows, one sender at a time (a Web Lock), and deletes each row as
 * the backend confirms it. The draft id makes a second send of the same row a duplicate the
 * database refuses (409), which counts as sent: a row reaches the table exactly once.
 */
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { OUTBOX, type SentMessage } from './outbox-channel';

export { OUTBOX, type SentMessage };

/** A form kept on the phone: the validated row, and what is needed to tell the visitor. */
export interface QueuedForm {
  /** The draft's id, which is the row's primary key. */
  id: string;
  table: string;
  row: { id: string } & Record<string, unknown>;
  locale: 'en' | 'hi';
  queuedAt: number;
}

/** A form that has gone, kept only until a page has told the visitor: no personal data. */
export interface SentNote {
  id: string;
  table: string;
  locale: 'en' | 'hi';
  sentAt: number;
}

/** What sending one row came to: the backend has it, or try again later. */
export type SendOutcome = 'saved' | 'retry';

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

/** Keeps a form on the phone (the same draft sent again replaces its row: one per id). */
export async function queueForm(form: QueuedForm): Promise<void> {
  await (await db()).put('forms', form);
}

/** The form kept under a draft's id, if it is still waiting. */
export async function keptForm(id: string): Promise<QueuedForm | undefined> {
  return (await db()).get('forms', id);
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

export async function queuedCount(): Promise<number> {
  return (await db()).count('forms');
}

/** The notes of forms that have gone, removed as they are read (a page tells the visitor once). */
export async function takeSentNotes(): Promise<SentNote[]> {
  const store = (await db()).transaction('sent', 'readwrite').store;
  const notes = await store.getAll();
  await store.clear();
  return notes;
}

/** Runs `task` as the only sender on this phone, where the browser has Web Locks. */
function alone<T>(task: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
  return locks ? (locks.request(OUTBOX, task) as Promise<T>) : task();
}

/**
 * Sends every kept form, oldest first, and stops at the first that must wait (no signal, rate
 * limit, server error): the rest would meet the same. Each row the backend confirms is deleted
 * before the next is sent, leaves a note without personal data, and is announced to open pages.
 * Returns the ids sent.
 */
export function flushOutbox(send: (form: QueuedForm) => Promise<SendOutcome>): Promise<string[]> {
  return alone(async () => {
    const forms = (await (await db()).getAll('forms')).sort((a, b) => a.queuedAt - b.queuedAt);
    const sent: string[] = [];
    for (const form of forms) {
      if ((await send(form)) !== 'saved') break;
      const tx = (await db()).transaction(['forms', 'sent'], 'readwrite');
      await Promise.all([
        tx.objectStore('forms').delete(form.id),
        tx
          .objectStore('sent')
          .put({ id: form.id, table: form.table, locale: form.locale, sentAt: Date.now() }),
        tx.done,
      ]);
      sent.push(form.id);
      const channel = new BroadcastChannel(OUTBOX);
      channel.postMessage({ type: 'sent', id: form.id, table: form.table } satisfies SentMessage);
      channel.close();
    }
    return sent;
  });
}

/**
 * One row to PostgREST as supabase-js sends it (apikey, bearer, `return=minimal`), without
 * supabase-js: the service worker sends with this too. A duplicate id (409) means an earlier send
 * arrived. Anything else but success waits for the next chance; a row is never dropped.
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
    return response.ok || response.status === 409 ? 'saved' : 'retry';
  } catch {
    return 'retry';
  }
}
