/**
 * A remote's whole Vite config: the vite.config.ts of each remote calls `remoteViteConfig` with its slice
 * and its exposes, so the federation options, the build plugins and the ports are written once.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { containerNames } from '@chardham/shared/federation/names';
import { sharedSingletons } from '@chardham/shared/federation/singletons';
import type { SliceName } from '@chardham/shared/routes';
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import type { Plugin, UserConfigFnObject } from 'vite';
import { responsiveImages } from '../images/plugin';
import { type ShareCard, shareImages } from '../share/plugin';
import { contractsRecord } from './contracts-record';
import { devFragments } from './dev-fragments';
import { devRuntimeConfig } from './dev-runtime-config';
import { exposesOf, federationConfig } from './federation-config';
import { leanBundles } from './lean-bundles';
import { pageStyles } from './page-styles';
import { pageStylesheet } from './page-stylesheet';
import { precompressedFiles } from './precompressed-files';
import { sharedFacadeImports } from './shared-facade-imports';
import { sliceHtml } from './slice-html';
import { withoutStandalonePage } from './without-standalone-page';

/** The standalone dev server of each slice (`pnpm --filter mfe-<slice> dev`); preview is +1000. */
export const devPorts: Record<SliceName, number> = {
  marketing: 5171,
  packages: 5172,
  enquiry: 5173,
  info: 5174,
};

/**
 * The standalone host page is the same for every remote, so it is written here, not kept in four
 * copies: the file Vite builds and serves is generated (and git-ignored) next to vite.config.ts.
 */
export function standaloneHtml(slice: SliceName): Plugin {
  const html = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>mfe-${slice} (standalone)</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/dev/main.tsx"></script>
  </body>
</html>
`;
  return {
    name: 'chardham:standalone-html',
    config(config) {
      writeFileSync(join(config.root ?? process.cwd(), 'index.html'), html);
    },
  };
}

export interface RemoteOptions {
  slice: SliceName;
  /** One file per exposed module in src/exposes/ (the remote's public API). */
  exposes: readonly string[];
  /** Pictures imported with `?responsive` (the artwork and the catalogue's photos). */
  images?: boolean;
  /** The dev server answers /runtime-config.json, for slices whose forms reach Supabase. */
  runtimeConfig?: boolean;
  /** The slice's pages' share images (`virtual:share-images`), by name. */
  shareCards?: Readonly<Record<string, ShareCard>>;
}

export function remoteViteConfig({
  slice,
  exposes,
  images = false,
  runtimeConfig = false,
  shareCards,
}: RemoteOptions): UserConfigFnObject {
  const port = devPorts[slice];
  const imagePlugins = () => [
    ...(images ? [responsiveImages()] : []),
    ...(shareCards ? [shareImages({ cards: shareCards })] : []),
  ];
  const pagePlugins = () => [react(), ...imagePlugins()];
  const exposed = exposesOf(exposes);
  // `vite build` builds the remote. `vite` (the dev server) serves the slice's standalone page, which
  // imports its exposes directly: no federation there (the federation runtime would have no shell to
  // share React with). Under `pnpm dev <slice>` (tools/dev/dev.mjs, DEV_COMPOSED_ORIGIN set to the dev
  // server's origin) it is a federation remote of the composed site instead: its remoteEntry.js,
  // its components hot-replaced inside the shell's page (React Fast Refresh through the page's own
  // runtime), and its HTML fragments rendered from source on each request.
  const composed = process.env.DEV_COMPOSED_ORIGIN;
  // The composed site's origins (DEV_SITE_ORIGINS, set by dev.mjs): its page loads the slice from
  // this server, and no other page may read what the server answers (issue 62).
  const siteOrigins = (process.env.DEV_SITE_ORIGINS ?? '').split(',').filter(Boolean);
  return ({ command }) => ({
    // Relative base: the build's assets resolve against wherever remoteEntry.js is deployed.
    base: './',
    plugins: [
      standaloneHtml(slice),
      react(),
      leanBundles(),
      pageStyles(),
      ...imagePlugins(),
      ...(runtimeConfig ? [devRuntimeConfig()] : []),
      ...(command === 'serve' && composed
        ? [
            federation({
              ...federationConfig({ name: containerNames[slice], exposes: exposed }),
              dev: { remoteHmr: true },
            }),
            devFragments({ plugins: pagePlugins, origin: composed }),
          ]
        : []),
      ...(command === 'build'
        ? [
            sharedFacadeImports(Object.keys(sharedSingletons), Object.values(exposed)[0] ?? ''),
            // Before federation: its manifest lists the one stylesheet this writes for each page.
            pageStylesheet({ pages: Object.values(exposed) }),
            federation(federationConfig({ name: containerNames[slice], exposes: exposed })),
            // The dev server's page is built with the rest (the chunks stay as they are), not shipped.
            withoutStandalonePage(),
            // The props each exposed module takes, for `releases.mjs verify` (decision 093).
            contractsRecord({ exposes: exposes.map((module) => `${slice}/${module}`) }),
          ]
        : []),
      // The slice's routes as HTML, from the same components (dist/html/).
      sliceHtml({ plugins: pagePlugins }),
      // Last: the brotli and gzip forms of every file the plugins above wrote.
      precompressedFiles(),
    ],
    build: { target: 'es2022', sourcemap: false },
    server: composed
      ? {
          port: Number(new URL(composed).port),
          strictPort: true,
          host: '127.0.0.1',
          // Asset URLs (in the server HTML too) name the dev server, not the page's origin.
          origin: composed,
          cors: { origin: [composed, ...siteOrigins] },
          // Its dependencies found before the first page asks: no reload while the page hydrates.
          warmup: { clientFiles: Object.values(exposed) },
        }
      : { port, strictPort: true },
    // The federation runtime's modules, which the dev remoteEntry.js imports, are known up front.
    ...(composed
      ? { optimizeDeps: { include: ['@module-federation/runtime', '@module-federation/runtime/helpers'] } }
      : {}),
    preview: { port: port + 1000, strictPort: true },
  });
}
