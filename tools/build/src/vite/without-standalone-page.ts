/**
 * A release ships no standalone page (issue 41): `/remotes/<slice>/index.html` served "mfe-<slice>
 * (standalone)", the dev server's page, with its own bundle. The page stays a build input, so the
 * slice's chunks are cut exactly as before (without it they split into more files, ten more
 * requests a page), and once the bundle is written this removes the page, its entry chunk, the
 * chunks that exist to start it (the federation's bootstrap of the page) and the stylesheets only
 * it linked (each chunk's own file: its pages load one file each, decision 084), before the
 * precompressed copies are made. Chunks the page shares with the slice's pages stay, whatever loads
 * them (the federation runtime loads some by name, not by import).
 */
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** What this reads of an output file: Rollup/Rolldown's chunk and asset, Vite's CSS metadata. */
export interface OutputLike {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  facadeModuleId?: string | null;
  imports?: string[];
  dynamicImports?: string[];
  viteMetadata?: { importedCss?: Set<string> };
  /** An asset's content (the federation writes the page's bootstrap as a script asset). */
  source?: string | Uint8Array;
}

/** The files of a bundle that are the standalone page or start it, and the stylesheets only it links. */
export function standaloneOnly(bundle: Record<string, OutputLike>): string[] {
  const outputs = Object.values(bundle);
  const chunks = outputs.filter((o) => o.type === 'chunk');
  const pages = new Set(
    chunks.filter((c) => c.isEntry && c.facadeModuleId?.endsWith('.html')).map((c) => c.fileName),
  );
  const basenames = [...pages].map((file) => file.slice(file.lastIndexOf('/') + 1));
  // What starts the page: a chunk that imports it, or a script asset that names it.
  const starters = outputs.filter((o) =>
    o.type === 'chunk'
      ? [...(o.imports ?? []), ...(o.dynamicImports ?? [])].some((file) => pages.has(file))
      : o.fileName.endsWith('.js') && basenames.some((name) => String(o.source ?? '').includes(name)),
  );
  const gone = new Set([...pages, ...starters.map((o) => o.fileName)]);
  const asked = new Set<string>();
  for (const chunk of chunks) {
    if (gone.has(chunk.fileName)) continue;
    for (const sheet of chunk.viteMetadata?.importedCss ?? []) asked.add(sheet);
  }
  for (const output of outputs) {
    const html = output.type === 'asset' && output.fileName.endsWith('.html');
    const unasked =
      output.type === 'asset' && output.fileName.endsWith('.css') && !asked.has(output.fileName);
    if (html || unasked) gone.add(output.fileName);
  }
  return [...gone];
}

export function withoutStandalonePage(): Plugin {
  let outDir = '';
  let serverBuild = false;
  return {
    name: 'chardham:without-standalone-page',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      serverBuild = Boolean(config.build.ssr);
    },
    writeBundle(_options, bundle) {
      if (serverBuild) return;
      for (const file of standaloneOnly(bundle as unknown as Record<string, OutputLike>)) {
        rmSync(join(outDir, file), { force: true });
      }
    },
  };
}
