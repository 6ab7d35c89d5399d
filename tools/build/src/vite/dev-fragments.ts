/**
 * `pnpm dev <slice>` (tools/dev/dev.mjs): the slice's dev server answers its HTML fragments at the paths
 * its build writes them to (`html/<key>/<head|body>.html`), rendered from source on each request
 * through Vite's SSR loader, so a save shows in the next request's server HTML. A render that throws
 * answers 500 with its stack, printed in the terminal too; the next save recovers (Vite reloads the
 * changed modules).
 */
import { FRAGMENTS_DIR } from '@chardham/shared/ssr';
import { createServer, type Plugin, type PluginOption, type ViteDevServer } from 'vite';
import type { RenderContext, RenderedFragment } from '../render/render-slice';

interface SliceServerModule {
  render: (context: RenderContext) => RenderedFragment[] | Promise<RenderedFragment[]>;
}

const fragmentPath = new RegExp(`^/${FRAGMENTS_DIR}/(.+)/(head|body)\\.html$`);

/**
 * `plugins`: the page plugins the build renders with (slice-html.ts): the render runs in a server of
 * its own, without the federation plugin, whose shared-module wrappers are for browsers only.
 */
export function devFragments(options: {
  plugins: () => PluginOption[];
  origin: string;
  entry?: string;
}): Plugin {
  const entry = options.entry ?? '/src/server/entry.tsx';
  let renderer: Promise<ViteDevServer> | null = null;
  let rendered: Promise<Map<string, RenderedFragment>> | null = null;
  const renderAll = (server: ViteDevServer) => {
    renderer ??= createServer({
      configFile: false,
      root: server.config.root,
      logLevel: 'warn',
      plugins: options.plugins(),
      appType: 'custom',
      // A cache of its own: the slice's dev server keeps the browser's optimised dependencies.
      cacheDir: 'node_modules/.vite-fragments',
      optimizeDeps: { noDiscovery: true, include: [] },
      // Asset URLs in the HTML name the slice's dev server, which serves the files.
      server: { middlewareMode: true, hmr: false, ws: false, origin: options.origin },
    });
    rendered ??= renderer
      .then((ssr) => ssr.ssrLoadModule(entry))
      .then((module) => (module as SliceServerModule).render({ css: {} }))
      .then((fragments) => new Map(fragments.map((fragment) => [fragment.key, fragment])));
    // A failed render is not kept: the next request (after the fix) renders again.
    rendered.catch(() => {
      rendered = null;
    });
    return rendered;
  };
  return {
    name: 'chardham:dev-fragments',
    apply: 'serve',
    configureServer(server) {
      // Any change in the slice's module graph: the next request renders every fragment again.
      server.watcher.on('all', (_event, file) => {
        rendered = null;
        // The render's own module graph forgets the file, so the next render reads it anew.
        void renderer?.then((ssr) => {
          for (const module of ssr.moduleGraph.getModulesByFile(file) ?? [])
            ssr.moduleGraph.invalidateModule(module);
        });
      });
      server.httpServer?.once('close', () => void renderer?.then((ssr) => ssr.close()));
      server.middlewares.use(async (request, response, next) => {
        const match = fragmentPath.exec((request.url ?? '').split('?')[0] ?? '');
        if (!match) return next();
        const [, key = '', part = 'body'] = match;
        try {
          const fragment = (await renderAll(server)).get(key);
          response.setHeader('Cache-Control', 'no-store');
          if (!fragment) {
            response.statusCode = 404;
            response.end();
            return;
          }
          response.setHeader('Content-Type', 'text/html; charset=utf-8');
          response.end(fragment[part as 'head' | 'body']);
        } catch (error) {
          const failure = error instanceof Error ? error : new Error(String(error));
          (await renderer)?.ssrFixStacktrace(failure);
          server.config.logger.error(
            `The server render of ${key} threw:\n${failure.stack ?? failure.message}`,
          );
          response.statusCode = 500;
          response.setHeader('Content-Type', 'text/plain; charset=utf-8');
          response.end(failure.stack ?? failure.message);
        }
      });
    },
  };
}
