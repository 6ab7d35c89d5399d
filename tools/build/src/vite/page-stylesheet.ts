/**
 * One stylesheet per page (docs/decisions/084-one-stylesheet-per-page.md). Vite gives every chunk
 * its own CSS file, so a page whose code shares a chunk with another page (the price shown on the
 * list and on a package's page, the select field of the enquiry form and of the custom request)
 * links two or three stylesheets, each one more request before the first paint. This plugin writes
 * each exposed page's stylesheets as one file, in the order Vite would load them, and makes that
 * file what the page's chunk asks for: the server's HTML (from the federation manifest) and the
 * client (Vite's preload list of the dynamic import) then name the same one file, and hydration
 * finds it already in the head.
 */
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** What the plan reads of a Rollup/Rolldown output chunk. */
export interface ChunkLike {
  fileName: string;
  facadeModuleId: string | null;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  css: string[];
}

export interface StylesheetPlan {
  /** Each page chunk's stylesheets, in load order: one file is written from each list of two or more. */
  pages: Map<string, string[]>;
  /** Chunks whose stylesheets now travel in their pages' files. */
  emptied: string[];
}

/** The chunks that load with a chunk: itself and what it imports, transitively. */
function staticClosure(chunks: Map<string, ChunkLike>, from: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    const chunk = chunks.get(file);
    if (!chunk || seen.has(file)) return;
    seen.add(file);
    chunk.imports.forEach(visit);
  };
  visit(from);
  return seen;
}

/** The chunks a chunk may load later, through dynamic imports, that do not load with it. */
function loadedLater(chunks: Map<string, ChunkLike>, from: string): Set<string> {
  const withIt = staticClosure(chunks, from);
  const later = new Set<string>();
  const queue = [...withIt];
  for (const file of queue) {
    for (const dynamic of chunks.get(file)?.dynamicImports ?? []) {
      for (const reached of staticClosure(chunks, dynamic)) {
        if (withIt.has(reached) || later.has(reached)) continue;
        later.add(reached);
        queue.push(reached);
      }
    }
  }
  return later;
}

/** Stylesheets in the order Vite's preload loads them: an import's before its importer's. */
function cssInLoadOrder(chunks: Map<string, ChunkLike>, from: string, include: (file: string) => boolean) {
  const seen = new Set<string>();
  const css: string[] = [];
  const visit = (file: string) => {
    const chunk = chunks.get(file);
    if (!chunk || seen.has(file)) return;
    seen.add(file);
    chunk.imports.forEach(visit);
    if (include(file)) for (const sheet of chunk.css) if (!css.includes(sheet)) css.push(sheet);
  };
  visit(from);
  return css;
}

/**
 * Which stylesheets go into each page's file. A chunk's stylesheet moves into the files of the pages
 * that load it, unless something would then load that chunk without its styles: a page that reaches
 * it only later, through a dynamic import, or an entry other than a page. (An HTML entry, the
 * slice's standalone page, is left out: Vite has written its links before this runs.) Such a chunk
 * keeps its own file, and every page goes on loading it as before.
 */
export function planPageStylesheets(chunkList: ChunkLike[], pageModules: Set<string>): StylesheetPlan {
  const chunks = new Map(chunkList.map((chunk) => [chunk.fileName, chunk]));
  const isPage = (chunk: ChunkLike) => chunk.isEntry && pageModules.has(chunk.facadeModuleId ?? '');
  const pages = chunkList.filter(isPage);
  const keepOwnFile = new Set<string>();
  for (const page of pages) for (const file of loadedLater(chunks, page.fileName)) keepOwnFile.add(file);
  for (const entry of chunkList) {
    if (!entry.isEntry || isPage(entry) || entry.facadeModuleId?.endsWith('.html')) continue;
    for (const file of staticClosure(chunks, entry.fileName)) keepOwnFile.add(file);
    for (const file of loadedLater(chunks, entry.fileName)) keepOwnFile.add(file);
  }
  const movable = (file: string) => !keepOwnFile.has(file);
  const plan: StylesheetPlan = { pages: new Map(), emptied: [] };
  const emptied = new Set<string>();
  for (const page of pages) {
    const sheets = cssInLoadOrder(chunks, page.fileName, movable);
    if (sheets.length === 0) continue;
    plan.pages.set(page.fileName, sheets);
    for (const file of staticClosure(chunks, page.fileName)) {
      if (movable(file) && (chunks.get(file)?.css.length ?? 0) > 0) emptied.add(file);
    }
  }
  plan.emptied = [...emptied];
  return plan;
}

/** The build plugin: applies the plan to the bundle before Vite writes preload lists and the manifest. */
export function pageStylesheet(options: { pages: readonly string[] }): Plugin {
  let pageModules = new Set<string>();
  let skip = false;
  return {
    name: 'chardham:page-stylesheet',
    apply: 'build',
    // After Vite's CSS plugin has named each chunk's stylesheets, before the preload lists and the
    // federation manifest are written from them (both run later, as post plugins listed after this).
    enforce: 'post',
    configResolved(config) {
      pageModules = new Set(options.pages.map((page) => resolve(config.root, page)));
      skip = Boolean(config.build.ssr);
    },
    generateBundle(_options, bundle) {
      if (skip) return;
      const chunkList: ChunkLike[] = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [
              {
                fileName: output.fileName,
                facadeModuleId: output.facadeModuleId,
                isEntry: output.isEntry,
                imports: output.imports,
                dynamicImports: output.dynamicImports,
                css: [...(output.viteMetadata?.importedCss ?? [])],
              },
            ]
          : [],
      );
      const plan = planPageStylesheets(chunkList, pageModules);
      const sheetOf = new Map<string, string>();
      for (const [pageFile, sheets] of plan.pages) {
        const chunk = bundle[pageFile];
        if (chunk?.type !== 'chunk') continue;
        if (sheets.length === 1) {
          sheetOf.set(pageFile, sheets[0] as string);
          continue;
        }
        const source = sheets
          .map((file) => {
            const asset = bundle[file];
            if (asset?.type !== 'asset') throw new Error(`page stylesheet: ${file} is not in the bundle`);
            return String(asset.source);
          })
          .join('\n');
        sheetOf.set(
          pageFile,
          this.getFileName(this.emitFile({ type: 'asset', name: `${chunk.name}.css`, source })),
        );
      }
      for (const file of plan.emptied) {
        const chunk = bundle[file];
        if (chunk?.type === 'chunk' && chunk.viteMetadata) chunk.viteMetadata.importedCss = new Set();
      }
      for (const [pageFile, sheet] of sheetOf) {
        const page = bundle[pageFile];
        if (page?.type !== 'chunk') continue;
        // The page's chunk, and the chunk its module's code is in when that is another (a chunk the
        // standalone page shares): the federation manifest reads a page's styles from the latter.
        for (const output of Object.values(bundle)) {
          const holdsPage =
            output === page ||
            (output.type === 'chunk' && page.facadeModuleId && page.facadeModuleId in output.modules);
          if (holdsPage && output.type === 'chunk' && output.viteMetadata)
            output.viteMetadata.importedCss = new Set([sheet]);
        }
      }
      // The chunks' own files stay written for the slice's standalone page (index.html), which links
      // them; a release ships neither (without-standalone-page.ts).
    },
  };
}
