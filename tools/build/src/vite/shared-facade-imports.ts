/**
 * Node-side: in a remote's build, the shared package's own imports of a shared singleton it
 * publishes (`@chardham/shared/router`) go through the federation's shared scope like the slice's.
 *
 * @module-federation/vite keeps an import of a shared module local when the importer belongs to
 * the same package (`importerPackage === getPackageName(key)` in its resolve-shared-loadShare
 * hook): it takes the import for the package's own internals. For `@chardham/shared` that is
 * wrong: its form parts and its head hook import the router facade, they are not part of it. Kept
 * local, they made every remote bundle and download its own copy of react-router with the facade
 * (8.8 KB gzipped per slice, three copies on `/`), and their `useLocale` read that copy's
 * contexts, which no router provides on the page. Resolved as if the slice imported it, the import
 * becomes the plugin's loadShare proxy: the shell's one router.
 *
 * Upstream: module-federation/vite. The same-package rule came with the fix of issue #1175 (a
 * package's internal imports were rewritten to its own share entry): PR #1177 compares package
 * roots, so a subpath share key counts as the package's own too
 * (https://github.com/module-federation/vite/issues/1175,
 * https://github.com/module-federation/vite/pull/1177; the rule is in 1.23.0's lib/index.js). No
 * upstream issue was found for a package importing a subpath of its own that it publishes as a
 * singleton. This plugin can go once the federation plugin shares such an import.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const sharedPackage = '@chardham/shared';

const packageNames = new Map<string, string | undefined>();
/** The name in the nearest package.json above a file. */
function packageNameOf(file: string): string | undefined {
  let dir = dirname(file.split('?')[0] ?? file);
  const visited: string[] = [];
  let name: string | undefined;
  for (;;) {
    if (packageNames.has(dir)) {
      name = packageNames.get(dir);
      break;
    }
    visited.push(dir);
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      name = (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name;
      break;
    }
    const parent = dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  for (const seen of visited) packageNames.set(seen, name);
  return name;
}

/**
 * @param singletons the shared keys the shared package publishes (`@chardham/shared/router`)
 * @param sliceModule a module of the slice (one of its exposes): imports are resolved as from it
 */
export function sharedFacadeImports(singletons: readonly string[], sliceModule: string): Plugin {
  const published = new Set(singletons.filter((key) => key.startsWith(`${sharedPackage}/`)));
  let standIn = sliceModule;
  return {
    name: 'chardham:shared-facade-imports',
    apply: 'build',
    // Before the federation plugin's own pre hook, which would keep the import local.
    enforce: 'pre',
    configResolved(config) {
      standIn = join(config.root, sliceModule);
    },
    resolveId(source, importer, options) {
      if (!importer || !published.has(source) || packageNameOf(importer) !== sharedPackage) return null;
      return this.resolve(source, standIn, { ...options, skipSelf: true });
    },
  };
}
