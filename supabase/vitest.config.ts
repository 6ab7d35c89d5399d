import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'supabase',
    environment: 'node',
    include: ['tests/**/*.test.ts'],
    // One throwaway cluster per file is slow to start: give database tests room.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
