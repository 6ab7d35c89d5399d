/**
 * The shell under `pnpm dev` (tools/dev/dev.mjs): the frames its build writes (frames-plugin.ts), made
 * from source by the dev server's SSR loader, with the app's scripts served by Vite (its client,
 * React Fast Refresh's preamble, then src/main.tsx), and routes.json. The reference server
 * composes pages from these files exactly as from a build.
 */
import type { Locale } from '@chardham/shared/i18n';
import { earlyRemoteSource } from './early-script-plugin';
import { frameDocument, framesOf } from './frames-plugin';
import { routesDocument } from './routes-manifest-plugin';

/** Where the dev server answers what a build would have emitted. */
export const DEV_PREFIX = '/@chardham-dev/';
export const devFiles = {
  early: `${DEV_PREFIX}early-remote.js`,
  app: `${DEV_PREFIX}app.js`,
  hindiCss: `${DEV_PREFIX}hindi.css`,
};

/**
 * The app's one script in dev: the page's React Fast Refresh runtime goes in before React does (a
 * remote's dev server hands its components to this runtime: @module-federation/vite's react
 * adapter), then the app. One module, as the early script adds its scripts unordered.
 */
export const devAppScript = `import '/@vite/client';
import RefreshRuntime from '/@react-refresh';
RefreshRuntime.injectIntoGlobalHook(window);
window.$RefreshReg$ = () => {};
window.$RefreshSig$ = () => (type) => type;
window.__vite_plugin_react_preamble_installed__ = true;
globalThis.__MF_REACT_REFRESH_URL__ = new URL('/@react-refresh', window.location.origin).href;
await import('/src/main.tsx');
`;

export const devEarlyScript = (): string => earlyRemoteSource();

/**
 * Every frame (by its path under the shell's folder) and routes.json, without the shared singletons'
 * versions a build records: nothing verifies a release against a dev shell.
 */
export function devShellFiles(render: {
  renderFrame: (path: string) => string;
  renderNotSentNotice: (locale: Locale) => string;
}): Map<string, string> {
  const template = {
    stylesheets: [],
    early: [devFiles.early],
    scripts: [devFiles.app],
    preloads: [],
    runtime: undefined,
  };
  const files = new Map<string, string>();
  for (const frame of framesOf()) {
    files.set(
      `frames/${frame.key}.html`,
      frameDocument(
        frame,
        render.renderFrame(frame.path),
        render.renderNotSentNotice(frame.locale),
        template,
        devFiles.hindiCss,
      ),
    );
  }
  files.set('routes.json', routesDocument());
  return files;
}
