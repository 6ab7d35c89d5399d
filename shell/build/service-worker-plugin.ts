/**
 * Builds the shell's service worker (src/service-worker/sw.ts) into dist/sw.js once the frames and
 * the offline pages are written, and injects Workbox's precache list into it with workbox-build:
 * the offline pages and the stylesheets they link (docs/decisions/080-offline-and-service-worker.md).
 * One classic script with everything bundled: a worker registered as a module would not start in
 * browsers that lack module workers.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterClientBuild } from '@chardham/build';
import { build, type Plugin } from 'vite';
import { injectManifest } from 'workbox-build';

export const SERVICE_WORKER = 'sw.js';

export function serviceWorkerPlugin(options: { define: Record<string, string> }): Plugin {
  // After the frames plugin wrote the offline pages; before the build's compressed forms.
  return afterClientBuild({
    name: 'chardham:service-worker',
    order: 'post',
    async run({ root, outDir }) {
      const tmp = mkdtempSync(join(tmpdir(), 'chardham-sw-'));
      try {
        await build({
          configFile: false,
          root,
          logLevel: 'warn',
          define: options.define,
          build: {
            outDir: tmp,
            emptyOutDir: true,
            target: 'es2022',
            minify: true,
            copyPublicDir: false,
            lib: {
              entry: resolve(root, 'src/service-worker/sw.ts'),
              formats: ['iife'],
              name: 'chardhamServiceWorker',
              fileName: () => SERVICE_WORKER,
            },
          },
        });
        const { count, size, warnings } = await injectManifest({
          swSrc: join(tmp, SERVICE_WORKER),
          swDest: join(outDir, SERVICE_WORKER),
          globDirectory: outDir,
          // The offline pages and what they load: the shell's stylesheets (English and Hindi), the icon, the manifests.
          globPatterns: ['offline*.html', 'assets/index-*.css', 'favicon.svg', 'manifest*.webmanifest'],
          // Hashed names are their own revision.
          dontCacheBustURLsMatching: /-[\w-]{8}\.\w+$/,
        });
        for (const warning of warnings) console.warn(`service worker: ${warning}`);
        // biome-ignore lint/suspicious/noConsole: the build's own report of what it wrote.
        console.log(
          `service worker: ${SERVICE_WORKER}, ${count} files precached (${(size / 1024).toFixed(1)} KB)`,
        );
      } finally {
        rmSync(tmp, { recursive: true, force: true });
      }
    },
  });
}
