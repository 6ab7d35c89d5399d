import { routeList } from '@chardham/shared/routes';
import type { Plugin } from 'vite';

/**
 * Emits routes.json next to index.html so the production server answers known routes with 200 and
 * everything else with 404 (crawlers see a real 404) without duplicating the route table.
 */
export function routesManifest(extra: () => Record<string, unknown> = () => ({})): Plugin {
  return {
    name: 'chardham:routes-manifest',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'routes.json',
        source: `${JSON.stringify(
          {
            patterns: routeList.map((r) => r.path),
            // Which slice renders each route: the server counts a page's field vitals under its release.
            slices: Object.fromEntries(routeList.map((r) => [r.path, r.slice])),
            ...extra(),
          },
          null,
          2,
        )}\n`,
      });
    },
  };
}
