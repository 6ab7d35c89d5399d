/**
 * Node-side: two trims of third-party code on every first load, for production builds (used by
 * every vite.config.ts). Budgets and figures: docs/decisions/060-router-facade.md and 061.
 *
 * - react-router points bundlers at its development build, and its modules keep whatever they
 *   define: every context and component gets a `displayName` assigned at the top level, and its
 *   `createContext`/`forwardRef` calls are not marked pure, so the bundler cannot drop what the
 *   router facade never exports (data routers, `<Form>`, framework-mode prefetching). This resolves
 *   react-router to its production build, removes those assignments (debugging labels only) and
 *   marks those calls pure.
 * - @module-federation/vite's runtime plugin imports the runtime's whole package.json (scripts,
 *   exports map, author) to read its version. Only the name and version are kept.
 *
 * Upstream, for each trim:
 * - remix-run/react-router: every condition of its exports map names dist/development since 7.0.2
 *   (PR #12437, meant to be temporary); issue #14102, open
 *   (https://github.com/remix-run/react-router/issues/14102).
 * - remix-run/react-router: no issue found for the top-level `displayName` assignments and the
 *   unannotated `createContext`/`forwardRef`/`memo` calls. The open PR #15299 makes `Link`,
 *   `NavLink` and `Form` removable (https://github.com/remix-run/react-router/pull/15299), not the
 *   contexts.
 * - module-federation/vite: `src/utils/injectExternalRuntimeCorePlugin.ts` imports
 *   `@module-federation/runtime/package.json` for its version since PR #1017
 *   (https://github.com/module-federation/vite/pull/1017). No issue found about the file reaching
 *   the bundle.
 */
import type { Plugin } from 'vite';

const routerDist = /[\\/]react-router[\\/]dist[\\/](?:development|production)[\\/][^\\/]+\.mjs$/;
// Top-level statements only (column 0): an assignment inside a function is left alone.
const displayName = /^[A-Za-z_$][\w$]*\.displayName = "[^"]*";[ \t]*$/gm;
const reactFactory = /(=\s*)(React\d*\.(?:createContext|forwardRef|memo)\()/g;
const runtimePackage = /[\\/]@module-federation[\\/]runtime[\\/]package\.json$/;

/** One react-router module, rewritten so the bundler can drop what is not used. */
export function treeShakeableRouter(code: string): string {
  return code.replace(displayName, '').replace(reactFactory, '$1/* @__PURE__ */ $2');
}

/** A package.json reduced to what code may read from it at run time. */
export function nameAndVersion(json: string): string {
  const { name, version } = JSON.parse(json) as { name?: string; version?: string };
  return JSON.stringify({ name, version });
}

export function leanBundles(): Plugin {
  let production = false;
  return {
    name: 'chardham:lean-bundles',
    enforce: 'pre',
    configResolved(config) {
      production = config.command === 'build' && config.isProduction;
    },
    async resolveId(source, importer, options) {
      if (!production || (source !== 'react-router' && source !== 'react-router/dom')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      return { ...resolved, id: resolved.id.replace(/([\\/]dist[\\/])development([\\/])/, '$1production$2') };
    },
    transform(code, id) {
      if (!production) return null;
      if (routerDist.test(id)) return { code: treeShakeableRouter(code), map: null };
      if (runtimePackage.test(id)) return { code: nameAndVersion(code), map: null };
      return null;
    },
  };
}
