/**
 * A page sending the kept forms (kept-forms.ts) with the site's settings as /runtime-config.json
 * gives them: to Supabase, or, in demo mode (no settings, spec §7), nowhere, keeping every one.
 */
import 'fake-indexeddb/auto';
import { mockServer } from '@chardham/shared/testing/server';
import { IDBFactory } from 'fake-indexeddb';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockSupabase, runtimeConfigHandler } from '../testing';
import type * as KeptForms from './kept-forms';
import type * as Outbox from './outbox';

let outbox: typeof Outbox;
let keptForms: typeof KeptForms;

beforeEach(async () => {
  vi.stubGlobal('indexedDB', new IDBFactory());
  vi.resetModules();
  outbox = await import('./outbox');
  keptForms = await import('./kept-forms');
});

afterEach(() => vi.unstubAllGlobals());

const kept = (id: string): Outbox.QueuedForm => ({
  id,
  table: 'tour_inquiries',
  row: { id, name: 'Asha Verma' },
  locale: 'en',
  queuedAt: Date.now() - 60_000,
  draftKey: 'chardham:enquiry-draft:x',
  values: { name: 'Asha Verma' },
  path: '/package/a',
});

describe('sendKeptForms', () => {
  it('sends every kept form to Supabase and removes each it has', async () => {
    const rows: unknown[] = [];
    mockServer.use(
      runtimeConfigHandler(),
      http.post(`${mockSupabase.url}/rest/v1/tour_inquiries`, async ({ request }) => {
        rows.push(await request.json());
        return new HttpResponse(null, { status: 201 });
      }),
    );
    await outbox.queueForm(kept('a'));

    expect(await keptForms.sendKeptForms()).toEqual(['a']);
    expect(rows).toEqual([{ id: 'a', name: 'Asha Verma' }]);
    expect(await outbox.keptForm('a')).toBeUndefined();
  });

  it('in demo mode sends nothing and keeps every form, with what was typed, and says so in the console', async () => {
    mockServer.use(runtimeConfigHandler({ demo: true }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await outbox.queueForm(kept('a'));

    expect(await keptForms.sendKeptForms()).toEqual([]);

    expect(await outbox.keptForm('a')).toMatchObject({ values: { name: 'Asha Verma' } });
    expect(await outbox.queuedCount()).toBe(1);
    // Not told it has gone: nothing went.
    expect(await outbox.takeSentNotes()).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Demo mode: Supabase is not configured/));
    // Nothing the visitor typed reaches the console.
    expect(JSON.stringify(warn.mock.calls)).not.toContain('Asha');
  });
});
