// @vitest-environment node
/**
 * The outbox (issue 30) on a fresh IndexedDB per test: what a flush sends, keeps, hands back and
 * tells open pages, and how one row's answer is read.
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Outbox from './outbox';

let outbox: typeof Outbox;
let heard: { type: string; id: string }[];
let listener: BroadcastChannel;

beforeEach(async () => {
  vi.stubGlobal('indexedDB', new IDBFactory());
  vi.resetModules();
  outbox = await import('./outbox');
  heard = [];
  listener = new BroadcastChannel(outbox.OUTBOX);
  listener.onmessage = ({ data }) => heard.push({ type: data.type, id: data.id });
});

afterEach(() => {
  listener.close();
  vi.unstubAllGlobals();
});

const form = (id: string, queuedAt: number, draftKey = `draft:${id}`): Outbox.QueuedForm => ({
  id,
  table: 'tour_inquiries',
  row: { id, name: `Visitor ${id}` },
  locale: 'en',
  queuedAt,
  draftKey,
  values: { name: `Visitor ${id}` },
  path: `/package/${id}`,
});

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

  it('goes back to its form once: by the draft id, or by the draft key in a new tab', async () => {
    await refuse(form('a', 1, 'enquiry:x'), form('b', 2, 'enquiry:y'));

    expect(await outbox.takeRefusedForm('a', 'enquiry:other')).toMatchObject({ id: 'a', path: '/package/a' });
    expect(await outbox.takeRefusedForm('a', 'enquiry:other')).toBeUndefined();
    // A new tab's draft has a new id: the form's draft key finds it.
    expect(await outbox.takeRefusedForm('new-id', 'enquiry:y')).toMatchObject({
      id: 'b',
      values: { name: 'Visitor b' },
    });
    expect(await outbox.keptForm('b')).toBeUndefined();
  });

  it('is announced by the shell once, and forgotten after a week', async () => {
    await refuse(form('a', 1));
    const now = Date.now();

    expect((await outbox.takeUnannouncedRefused(now)).map((kept) => kept.id)).toEqual(['a']);
    expect(await outbox.takeUnannouncedRefused(now)).toEqual([]);
    // Told, but still there for its form until a week has passed.
    expect(await outbox.keptForm('a')).toBeDefined();
    await outbox.takeUnannouncedRefused(now + outbox.REFUSED_KEPT_MS + 1);
    expect(await outbox.keptForm('a')).toBeUndefined();
  });

  it('sent again without signal is queued again', async () => {
    await refuse(form('a', 1));
    await outbox.queueForm(form('a', 3));
    expect(await outbox.queuedCount()).toBe(1);
    expect(await outbox.flushOutbox(async () => 'saved')).toEqual(['a']);
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
