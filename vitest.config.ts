import { defineConfig } from 'vitest/config';

// `npm test` runs every package's unit tests in one vitest process, one project per package.
export default defineConfig({
  test: {
    projects: [
      'shared',
      'shell',
      'platform',
      'mfe-marketing',
      'mfe-packages',
      'mfe-enquiry',
      'mfe-info',
      'supabase',
      'tools',
      'tools/build',
    ],
  },
});
