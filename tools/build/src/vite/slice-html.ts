/**
 * Each remote's build also renders its routes: after the client build, a server build of
 * src/server/entry.tsx (the same components) runs in Node and writes a head and a body fragment per
 * route into dist/html/, beside the JavaScript of the same release (docs/decisions/065-slice-html.md).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { manifestFile } from '@chardham/shared/federation/names';
import { FRAGMENTS_DIR, SLICE_BASE_TOKEN } from '@chardham/shared/ssr';
import { build, type Plugin, type PluginOption } from 'vite';
import type { RenderContext, RenderedFragment } from '../render/render-slice';
import { afterClientBuild } from './after-client-build';

interface ManifestExpose {
  name: string;
  assets: { css: { sync: string[]; async: string[] } };
}

/** The stylesheets of each exposed module, as the client build's manifest lists them. */
export function stylesheetsOf(manifest: { exposes: ManifestExpose[] }): RenderContext['css'] {
  return Object.fromEntries(
    manifest.exposes.map((expose) => [
      expose.name.replace(/^\.\//, ''),
      [...new Set([...expose.assets.css.sync, ...expose.assets.css.async])],
    ]),
  );
}

// Node's own import: this file runs inside Vite's config loader, whose module runner is closed by
// the time the build's last hook runs.
const importNative = new Function('url', 'return import(url)') as (url: string) => Promise<unknown>;

interface SliceServerModule {
  render: (context: RenderContext) => RenderedFragment[] | Promise<RenderedFragment[]>;
  /** Other files of the slice's own under html/, by name (the packages slice's sitemap entries). */
  files?: () => Record<string, string>;
}

/**
 * Builds a server entry of an app (the same source and plugins as its client build, bundled for
 * Node with its dependencies) and imports it.
 */
export async function buildServerEntry<T>(options: {
  root: string;
  entry: string;
  plugins: PluginOption[];
}): Promise<T> {
  const outDir = join(options.root, 'node_modules/.cache/server-render');
  await build({
    configFile: false,
    root: options.root,
    base: './',
    logLevel: 'warn',
    mode: 'production',
    plugins: options.plugins,
    ssr: { noExternal: true },
    build: {
      ssr: options.entry,
      outDir,
      emptyOutDir: true,
      target: 'node20',
      rollupOptions: { output: { entryFileNames: 'entry.mjs' } },
    },
    // Asset URLs in the HTML point into the release folder wherever it is deployed.
    experimental: { renderBuiltUrl: (filename) => `${SLICE_BASE_TOKEN}${filename}` },
  });
  return (await importNative(pathToFileURL(join(outDir, 'entry.mjs')).href)) as T;
}

/**
 * A build plugin that, once the client build is written, builds `entry` for Node with the same
 * plugins, imports it and hands it to `write` with the client build's folder. The remotes write
 * their fragments with it, the shell its frames.
 */
export function serverRenderPlugin<T>(options: {
  name: string;
  entry: string;
  plugins: () => PluginOption[];
  write: (module: T, outDir: string) => Promise<void> | void;
}): Plugin {
  return afterClientBuild({
    name: options.name,
    async run({ root, outDir }) {
      const module = await buildServerEntry<T>({ root, entry: options.entry, plugins: options.plugins() });
      await options.write(module, outDir);
    },
  });
}

export function sliceHtml(options: { plugins: () => PluginOption[]; entry?: string }): Plugin {
  return serverRenderPlugin<SliceServerModule>({
    name: 'chardham:slice-html',
    entry: options.entry ?? 'src/server/entry.tsx',
    plugins: options.plugins,
    async write(module, outDir) {
      const manifest = JSON.parse(readFileSync(join(outDir, manifestFile), 'utf8'));
      const fragments = await module.render({ css: stylesheetsOf(manifest) });
      const target = join(outDir, FRAGMENTS_DIR);
      rmSync(target, { recursive: true, force: true });
      for (const fragment of fragments) {
        for (const part of ['head', 'body'] as const) {
          const file = join(target, fragment.key, `${part}.html`);
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, fragment[part]);
        }
      }
      for (const [name, text] of Object.entries(module.files?.() ?? {})) {
        writeFileSync(join(target, name), text);
      }
      console.log(`slice html: ${fragments.length} fragments in ${target}`);
    },
  });
}
