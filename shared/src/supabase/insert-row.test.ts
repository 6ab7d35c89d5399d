import { mockServer } from '@chardham/shared/testing/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRowStore, runtimeConfigHandler, tourInquiriesHandler } from '../testing';

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
    mockServer.use(runtimeConfigHandler(), tourInquiriesHandler({ store }));
    const { insertRow } = await import('./insert-row');
    const row = {
      id: crypto.randomUUID(),
      name: 'Asha Verma',
      email: 'asha@example.com',
      phone: '+91 98765 43210',
      group_size: '3-5',
      duration: '5-6',
      budget: 'Kedarnath',
      travel_date: '2027-05-20',
      special_requirements: 'Pony for my mother',
      destination: 'Kedarnath Yatra',
      package_type: 'Kedarnath Tour',
      website: '',
    };
    await expect(insertRow('tour_inquiries', row)).rejects.toThrow(/failed/i);
    expect(store.rows.size).toBe(0);
    await expect(insertRow('tour_inquiries', row)).resolves.toBe('saved');
    expect(store.rows.size).toBe(1);
  });
});
