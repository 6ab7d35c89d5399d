/**
 * The one federation config: every remote's Vite config (remote-vite-config.ts) calls
 * `federationConfig`; the shared singletons are declared once, in singletons.ts, which the shell's
 * runtime host reads too. Node-side only.
 */

import type { BuildInfo } from '@chardham/shared/federation/names';
import { remoteEntryFile } from '@chardham/shared/federation/names';
import { sharedSingletons, shareStrategy } from '@chardham/shared/federation/singletons';
import type { federation } from '@module-federation/vite';
import { createBuildInfo } from './build-info';

type FederationOptions = Parameters<typeof federation>[0];

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

/** The federation plugin's options for a remote (the shell hosts at runtime: federation-host.ts). */
export function federationConfig(options: {
  name: string;
  exposes: Record<string, string>;
}): FederationOptions {
  return {
    name: options.name,
    filename: remoteEntryFile,
    // One federation runtime per page: the shell publishes it and the remotes use it.
    experiments: { externalRuntime: true },
    exposes: options.exposes,
    shared: sharedSingletons,
    shareStrategy,
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
