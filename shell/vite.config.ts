import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  buildInfoFor,
  contractsRecord,
  devRuntimeConfig,
  leanBundles,
  precompressedFiles,
} from '@chardham/build';
import { parseRemoteOrigins } from '@chardham/platform/trust';
import { modulesBySlice } from '@chardham/shared/routes';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { earlyRemotePlugin } from './build/early-script-plugin';
import { framesPlugin } from './build/frames-plugin';
import { hindiFont } from './build/hindi-font-plugin';
import { routesManifest } from './build/routes-manifest-plugin';
import { seoFiles } from './build/seo-files-plugin';
import { serviceWorkerPlugin } from './build/service-worker-plugin';
import { webAppManifest } from './build/web-app-manifest-plugin';

const sharedPackage = JSON.parse(
  readFileSync(new URL('../shared/package.json', import.meta.url), 'utf8'),
) as { version: string };

// The shell hosts the remotes through the federation runtime's API (src/features/remotes/
// federation-host.ts), not the build plugin: see docs/decisions/064-runtime-host.md.
const font = hindiFont();

// Origins the shell may load remotes from besides its own, read as the server reads its
// REMOTE_ORIGINS: https only (plain http to this machine alone); anything else stops the build.
const remoteOriginsList = JSON.stringify(parseRemoteOrigins(process.env.REMOTE_ORIGINS));

export default defineConfig({
  plugins: [
    react(),
    leanBundles(),
    devRuntimeConfig(),
    earlyRemotePlugin(),
    // The shared singletons' versions let the release tools refuse a release this shell could not
    // run. No package ids: the live packages release says which exist (issue 45).
    routesManifest(() => ({
      shared: buildInfoFor('shell').shared,
      routerFacade: sharedPackage.version,
      // The only other origins it loads a slice from: a release there must be named here first.
      remoteOrigins: JSON.parse(remoteOriginsList),
    })),
    // The props it passes to each module it loads, its slots among them (releases.mjs verify, decision 093).
    contractsRecord({
      passes: Object.entries(modulesBySlice()).flatMap(([slice, modules]) =>
        modules.map((m) => `${slice}/${m}`),
      ),
    }),
    seoFiles(),
    font.plugin,
    // Each route's frame (dist/frames/), from the same components as the app.
    framesPlugin({
      plugins: () => [react()],
      hindiCss: font.css,
    }),
    // Installable in both languages: a manifest per language, icons drawn from the logo.
    webAppManifest({ logo: fileURLToPath(new URL('./public/favicon.svg', import.meta.url)) }),
    // The service worker, once the frames and offline pages are written (docs/decisions/080).
    serviceWorkerPlugin({
      define: { __REMOTE_ORIGINS__: remoteOriginsList, 'process.env.NODE_ENV': '"production"' },
    }),
    // Last: the brotli and gzip forms of every file the plugins above wrote.
    precompressedFiles(),
  ],
  define: {
    // The versions this shell was built with, compared with each remote's (version skew check). Not
    // the build id: it would change the shell's hashed files on every build.
    __SHELL_SHARED_VERSIONS__: JSON.stringify(buildInfoFor('shell').shared),
    // The router facade is shared under the version of the package that holds it.
    __ROUTER_FACADE_VERSION__: JSON.stringify(sharedPackage.version),
    __REMOTE_ORIGINS__: remoteOriginsList,
  },
  build: { target: 'es2022', sourcemap: false },
  server: { port: 5170, strictPort: true },
  preview: { port: 4170 },
});
