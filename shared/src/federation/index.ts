/**
 * The one federation config: every app's vite.config.ts calls `federationConfig`, so the shared
 * singletons are declared once. Node-side only (used by vite.config.ts).
 */
import type { federation } from '@module-federation/vite';
import { type BuildInfo, createBuildInfo } from './build-info';
import { remoteEntryFile } from './names';

type FederationOptions = Parameters<typeof federation>[0];

export { type BuildInfo, createBuildInfo } from './build-info';
export { devRuntimeConfig } from './dev-runtime-config';
export { leanBundles } from './lean-bundles';
export {
  containerNames,
  defaultRemotePrefix,
  manifestFile,
  remoteEntryFile,
  skewCheckedPackages,
} from './names';

const singleton = (requiredVersion: string) => ({ singleton: true, requiredVersion }) as const;

/**
 * One React, one React DOM and one router for the whole page. The subpath keys cover
 * react/jsx-runtime and react-dom/client. Routing is shared as the `@chardham/shared/router` facade,
 * which bundles the part of react-router the slices use: react-router is never imported elsewhere
 * (a lint rule forbids it), so the facade is the page's only router (docs/decisions/060-router-facade.md).
 */
export const sharedSingletons = {
  react: singleton('^19.3.0'),
  'react/': singleton('^19.3.0'),
  'react-dom': singleton('^19.3.0'),
  'react-dom/': singleton('^19.3.0'),
  '@chardham/shared/router': singleton('^1.0.0'),
} satisfies FederationOptions['shared'];

const buildInfos = new Map<string, BuildInfo>();
/** One build, one id: the manifest and the stats file are written from the same record. */
export function buildInfoFor(name: string): BuildInfo {
  let info = buildInfos.get(name);
  if (!info) {
    info = createBuildInfo(name);
    buildInfos.set(name, info);
  }
  return info;
}

export function federationConfig(options: {
  name: string;
  exposes?: Record<string, string>;
  host?: boolean;
}): FederationOptions {
  return {
    name: options.name,
    filename: remoteEntryFile,
    // One federation runtime per page: the host publishes it and the remotes use it.
    experiments: options.host ? { provideExternalRuntime: true } : { externalRuntime: true },
    ...(options.exposes ? { exposes: options.exposes } : {}),
    // The host learns its remotes at runtime from remotes.json (registerRemotes), never at build time.
    ...(options.host ? { remotes: {} } : {}),
    shared: sharedSingletons,
    // A remote that is down must not blank the site: use whatever copy is already loaded.
    shareStrategy: 'loaded-first',
    // Remotes are loaded from remoteEntry.js named in remotes.json, never through manifest snapshots.
    disableSnapshot: true,
    // mf-manifest.json (no-cache, next to remoteEntry.js) carries the build info the shell checks
    // for version skew before it runs any of the remote's code.
    manifest: { additionalData: ({ stats }) => ({ ...stats, buildInfo: buildInfoFor(options.name) }) },
    dts: false,
  };
}

/** Exposes are one small file per page in src/exposes/ (the remote's public API). */
export function exposesOf(modules: readonly string[]): Record<string, string> {
  return Object.fromEntries(modules.map((m) => [`./${m}`, `./src/exposes/${m}.tsx`]));
}
