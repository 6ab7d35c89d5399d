/**
 * The vitest project config every package uses: jsdom, Testing Library, MSW and
 * "a console error fails the test" wired once here.
 */
import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { responsiveImages } from './images/plugin';
import { shareImagesStub } from './share/plugin';

// The shared test setup (Testing Library, MSW, console errors) as a file path, for setupFiles.
const setupFile = createRequire(import.meta.url).resolve('@chardham/shared/testing/setup');

export function sliceTestConfig(
  name: string,
  options: { environment?: 'jsdom' | 'node'; setupFiles?: string[] } = {},
) {
  return defineProject({
    // `?responsive` imports and share images resolve to placeholder URLs with real sizes (no encoding
    // in unit tests).
    plugins: [react(), responsiveImages({ stub: true }), shareImagesStub()],
    test: {
      name,
      environment: options.environment ?? 'jsdom',
      setupFiles: [setupFile, ...(options.setupFiles ?? [])],
      // .mjs: the platform's plain JavaScript (Node tests: `// @vitest-environment node`).
      include: ['src/**/*.test.{ts,tsx,mjs}'],
      restoreMocks: true,
      css: { modules: { classNameStrategy: 'non-scoped' } },
      // supabase-js wants a WebSocket global, which Node 20 has only behind this flag.
      execArgv: ['--experimental-websocket'],
    },
  });
}
