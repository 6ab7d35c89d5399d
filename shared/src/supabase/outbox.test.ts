// @vitest-environment node
/**
 * The outbox (issue 30) on a fresh IndexedDB per test: what a flush sends, keeps, hands back and
 * tells open pages, and how one row's answer is read.
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { openDB } from 'idb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Outbox from './outbox';

let outbox: typeof Outbox;
let heard: { type: string; id: string }[];
let listener: BroadcastChannel;
/** When the forms of a test were kept: `form(id, order)` is kept `order` ms after. */
let start: number;

const DAY = 24 * 60 * 60 * 1000;
/** How long a form may stay on the phone, whatever the backend says (a pilgrim can be days without signal). */
const WEEK = 7 * DAY;

beforeEach(async () => {
  start = Date.now() - 1000;
  vi.stubGlobal('indexedDB', new IDBFactory());
  vi.resetModules();
  outbox = await import('./outbox');
  heard = [];
  listener = new BroadcastChannel(outbox.OUTBOX);
  listener.onmessage = ({ data }) => heard.push({ type: data.type, id: data.id });
});

afterEach(() => {
  listener.close();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const form = (id: string, order: number, draftKey = `draft:${id}`): Outbox.QueuedForm => ({
  id,
  table: 'tour_inquiries',
  row: { id, name: `Visitor ${id}` },
  locale: 'en',
  queuedAt: start + order,
  draftKey,
  values: { name: `Visitor ${id}` },
  path: `/package/${id}`,
});

/** The ids of every form the phone holds, read past the outbox module: what is really left on it. */
const onThePhone = async () => {
  const db = await openDB(outbox.OUTBOX);
  const ids = await db.getAllKeys('forms');
  db.close();
  return ids;
};

/** Waits until the channel has delivered `count` messages (delivery is asynchronous). */
const messages = async (count: number) => {
  await vi.waitFor(() => expect(heard).toHaveLength(count));
  return heard;
};

describe('flushOutbox', () => {
  it('sends the kept forms oldest first, deletes each as it goes and tells open pages', async () => {
    await outbox.queueForm(form('b', 2));
    await outbox.queueForm(form('a', 1));
    const send = vi.fn(async (_kept: Outbox.QueuedForm) => 'saved' as const);

    expect(await outbox.flushOutbox(send)).toEqual(['a', 'b']);

    expect(send.mock.calls.map(([sent]) => sent.id)).toEqual(['a', 'b']);
    expect(await outbox.queuedCount()).toBe(0);
    expect(await outbox.keptForm('a')).toBeUndefined();
    expect(await messages(2)).toEqual([
      { type: 'sent', id: 'a' },
      { type: 'sent', id: 'b' },
    ]);
    // The notes left for the visitor carry no personal data.
    const notes = await outbox.takeSentNotes();
    expect(notes.map((note) => Object.keys(note).sort())).toEqual([
      ['id', 'locale', 'sentAt', 'table'],
      ['id', 'locale', 'sentAt', 'table'],
    ]);
  });

  it('stops at the first form that must wait, and sends nothing after it', async () => {
    await outbox.queueForm(form('a', 1));
    await outbox.queueForm(form('b', 2));
    const send = vi.fn(async () => 'retry' as const);

    expect(await outbox.flushOutbox(send)).toEqual([]);

    expect(send).toHaveBeenCalledTimes(1);
    expect(await outbox.queuedCount()).toBe(2);
    expect(heard).toEqual([]);
  });

  it('sets a refused form aside, sends the next, and never sends the refused one again', async () => {
    await outbox.queueForm(form('a', 1));
    await outbox.queueForm(form('b', 2));
    const answers: Record<string, Outbox.SendOutcome> = { a: 'refused', b: 'saved' };
    const send = vi.fn(async (kept: Outbox.QueuedForm) => answers[kept.id] ?? 'retry');

    expect(await outbox.flushOutbox(send)).toEqual(['b']);
    expect(await messages(2)).toEqual([
      { type: 'refused', id: 'a' },
      { type: 'sent', id: 'b' },
    ]);
    expect(await outbox.queuedCount()).toBe(0);

    // The next flush (the signal returns again) has nothing to send.
    expect(await outbox.flushOutbox(send)).toEqual([]);
    expect(send).toHaveBeenCalledTimes(2);
    // The refused form is still on the phone, with what was typed, for its page.
    expect(await outbox.keptForm('a')).toMatchObject({ values: { name: 'Visitor a' } });
  });
});

describe('a refused form', () => {
  const refuse = async (...forms: Outbox.QueuedForm[]) => {
    for (const kept of forms) await outbox.queueForm(kept);
    await outbox.flushOutbox(async () => 'refused');
  };

  it('goes back to its draft once: by the draft id, or, the tab closed, to a fresh form at its place', async () => {
    await refuse(form('a', 1, 'enquiry:x'), form('b', 2, 'enquiry:y'));

    expect(await outbox.takeRefusedForm('a', 'enquiry:x')).toMatchObject({ id: 'a', path: '/package/a' });
    expect(await outbox.takeRefusedForm('a', 'enquiry:x')).toBeUndefined();
    // A new tab's draft has a new id: a form of that key holding nothing yet, on the page and in
    // the section the form was kept from, finds it.
    expect(await outbox.takeRefusedForm('new-id', 'enquiry:y', '/package/b')).toMatchObject({
      id: 'b',
      values: { name: 'Visitor b' },
    });
    expect(await outbox.keptForm('b')).toBeUndefined();
  });

  it('never goes into another draft that happens to have its draft key', async () => {
    await refuse(form('a', 1, 'enquiry:x'));

    // Another draft of that key (the visitor's own since, or another tab's).
    expect(await outbox.takeRefusedForm('other', 'enquiry:x')).toBeUndefined();
    // A fresh form of that key on another page (another package of the same tour).
    expect(await outbox.takeRefusedForm('other', 'enquiry:x', '/package/other')).toBeUndefined();
    // Its id under another key.
    expect(await outbox.takeRefusedForm('a', 'enquiry:y', '/package/a')).toBeUndefined();
    // Still on the phone for its own draft.
    expect(await outbox.takeRefusedForm('a', 'enquiry:x')).toMatchObject({ values: { name: 'Visitor a' } });
  });

  it('is announced by the shell once, and forgotten after a week', async () => {
    await refuse(form('a', 1));
    const now = Date.now();

    expect((await outbox.takeUnannouncedRefused(now)).map((kept) => kept.id)).toEqual(['a']);
    expect(await outbox.takeUnannouncedRefused(now)).toEqual([]);
    // Told, but still there for its form until a week has passed.
    expect(await outbox.keptForm('a')).toBeDefined();
    await outbox.takeUnannouncedRefused(now + WEEK + 1);
    expect(await outbox.keptForm('a')).toBeUndefined();
  });

  it('sent again without signal is queued again', async () => {
    await refuse(form('a', 1));
    await outbox.queueForm(form('a', 3));
    expect(await outbox.queuedCount()).toBe(1);
    expect(await outbox.flushOutbox(async () => 'saved')).toEqual(['a']);
  });
});

describe('the age limit', () => {
  const supabase = { supabaseUrl: 'https://project.supabase.test', supabaseAnonKey: 'anon-key' };
  const waiting = (status: number) => {
    const fetch = vi.fn(async () => new Response('{}', { status }));
    vi.stubGlobal('fetch', fetch);
    return fetch;
  };
  const at = (time: number) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(time);
  };

  it.each([401, 403, 404, 408, 429, 500, 503])(
    'keeps a form answered %i for its week, then removes it unsent',
    async (status) => {
      const fetch = waiting(status);
      const send = (kept: Outbox.QueuedForm) => outbox.postRow(supabase, kept);
      await outbox.queueForm(form('a', 0));

      for (const day of [1, 3, 6]) {
        at(start + day * DAY);
        expect(await outbox.flushOutbox(send)).toEqual([]);
        expect(await onThePhone()).toEqual(['a']);
      }
      at(start + WEEK - 60_000);
      expect(await outbox.queuedCount()).toBe(1);
      expect(fetch).toHaveBeenCalledTimes(3);

      at(start + WEEK);
      expect(await outbox.flushOutbox(send)).toEqual([]);
      expect(fetch).toHaveBeenCalledTimes(3);
      expect(await onThePhone()).toEqual([]);
    },
  );

  /** Forms kept more than a week ago, one waiting and one refused since, and a young one. */
  const keepOldAndYoung = async () => {
    await outbox.queueForm(form('old', -WEEK - 1, 'enquiry:x'));
    await outbox.queueForm({ ...form('old-refused', -WEEK - 1, 'enquiry:x'), refusedAt: start - DAY });
    await outbox.queueForm(form('young', -DAY, 'enquiry:x'));
  };

  it.each<[string, () => Promise<unknown>, unknown]>([
    ['keptForm', () => outbox.keptForm('old'), undefined],
    ['queuedCount', () => outbox.queuedCount(), 1],
    [
      'takeRefusedForm',
      () => outbox.takeRefusedForm('old-refused', 'enquiry:x', '/package/old-refused'),
      undefined,
    ],
    ['takeUnannouncedRefused', () => outbox.takeUnannouncedRefused(), []],
  ])(
    'is checked by %s: a form older than a week is not read and is removed',
    async (_name, read, expected) => {
      await keepOldAndYoung();
      expect(await read()).toEqual(expected);
      expect(await onThePhone()).toEqual(['young']);
    },
  );

  it('is checked by flushOutbox: a form older than a week is never sent, the young one is', async () => {
    await keepOldAndYoung();
    const send = vi.fn(async (_kept: Outbox.QueuedForm) => 'saved' as const);
    expect(await outbox.flushOutbox(send)).toEqual(['young']);
    expect(send.mock.calls.map(([sent]) => sent.id)).toEqual(['young']);
    expect(await onThePhone()).toEqual([]);
  });

  it('is checked again before each send: a form that turns a week old during a flush is not sent', async () => {
    at(start);
    await outbox.queueForm(form('b', -WEEK + 10_000));
    await outbox.queueForm(form('c', -WEEK + 20_000));
    const send = vi.fn(async (_kept: Outbox.QueuedForm) => {
      // The first send is slow: by its answer, the other form is more than a week old.
      at(start + 30_000);
      return 'saved' as const;
    });
    expect(await outbox.flushOutbox(send)).toEqual(['b']);
    expect(send).toHaveBeenCalledTimes(1);
    expect(await onThePhone()).toEqual([]);
  });
});

describe('postRow', () => {
  const supabase = { supabaseUrl: 'https://project.supabase.test', supabaseAnonKey: 'anon-key' };
  const answer = (status: number) => {
    const fetch = vi.fn(async () => new Response(status === 201 ? null : '{}', { status }));
    vi.stubGlobal('fetch', fetch);
    return fetch;
  };

  it('posts the row as supabase-js does', async () => {
    const fetch = answer(201);
    expect(await outbox.postRow(supabase, form('a', 1))).toBe('saved');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://project.supabase.test/rest/v1/tour_inquiries');
    expect(init.headers).toMatchObject({ apikey: 'anon-key', Prefer: 'return=minimal' });
    expect(JSON.parse(String(init.body))).toEqual({ id: 'a', name: 'Visitor a' });
  });

  it.each([
    [201, 'saved'],
    [409, 'saved'],
    [400, 'refused'],
    [413, 'refused'],
    [422, 'refused'],
    [401, 'retry'],
    [403, 'retry'],
    [404, 'retry'],
    [408, 'retry'],
    [429, 'retry'],
    [500, 'retry'],
    [503, 'retry'],
  ] as const)('reads %i as %s', async (status, outcome) => {
    answer(status);
    expect(await outbox.postRow(supabase, form('a', 1))).toBe(outcome);
  });

  it('waits for the next chance when no answer comes', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await outbox.postRow(supabase, form('a', 1))).toBe('retry');
  });
});
