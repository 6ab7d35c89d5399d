import { modulesBySlice, routeList } from '@chardham/shared/routes';
import type { Plugin } from 'vite';

/** routes.json: the route table as the server reads it, and what a release must fit. */
export function routesDocument(extra: Record<string, unknown> = {}): string {
  return `${JSON.stringify(
    {
      patterns: routeList.map((r) => r.path),
      // Which slice renders each route: the server counts a page's field vitals under its release.
      slices: Object.fromEntries(routeList.map((r) => [r.path, r.slice])),
      // What each slice's release must expose for this shell (releases.mjs verify).
      modules: modulesBySlice(),
      ...extra,
    },
    null,
    2,
  )}\n`;
}

/**
 * Emits routes.json next to index.html so the production server answers known routes with 200 and
 * everything else with 404 (crawlers see a real 404) without duplicating the route table. The
 * release tools read what a slice's release must fit in it too: the modules this shell loads, and
 * (from `extra`) the shared singletons' versions it provides.
 */
export function routesManifest(extra: () => Record<string, unknown> = () => ({})): Plugin {
  return {
    name: 'chardham:routes-manifest',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'routes.json', source: routesDocument(extra()) });
    },
  };
}
