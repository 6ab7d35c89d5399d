import { mockServer } from '@chardham/shared/testing/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createRowStore, postgrestTableHandler, runtimeConfigHandler } from '../testing';

// The library's first load fails (a dropped connection on a phone); the next one works.
let loads = 0;
vi.mock('@supabase/supabase-js', async (importOriginal) => {
  loads += 1;
  if (loads === 1) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});

afterEach(() => {
  loads = 0;
});

describe('insertRow', () => {
  it('loads the Supabase library again on the next submit after a failed load', async () => {
    const store = createRowStore();
    const schema = z.object({ id: z.guid(), note: z.string() });
    mockServer.use(runtimeConfigHandler(), postgrestTableHandler('visitor_notes', schema, { store }));
    const { insertRow } = await import('./insert-row');
    const row = { id: crypto.randomUUID(), note: 'Pony for my mother' };
    await expect(insertRow('visitor_notes', row)).rejects.toThrow(/failed/i);
    expect(store.rows.size).toBe(0);
    await expect(insertRow('visitor_notes', row)).resolves.toBe('saved');
    expect(store.rows.size).toBe(1);
  });
});
