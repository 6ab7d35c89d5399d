import type { SliceName } from '../routes';

/** The federation container name of each slice: identifiers, so no hyphens. Browser-safe. */
export const containerNames: Record<SliceName, string> = {
  marketing: 'mfe_marketing',
  packages: 'mfe_packages',
  enquiry: 'mfe_enquiry',
  info: 'mfe_info',
};

/** Where each slice is deployed under the reference server; remotes.json may point anywhere else. */
export const defaultRemotePrefix = (slice: SliceName) => `/remotes/${slice}/`;
export const remoteEntryFile = 'remoteEntry.js';
/** Written by the federation plugin next to the entry; carries `buildInfo` (see build-info.ts). */
export const manifestFile = 'mf-manifest.json';

/** The shared singletons whose major must match the shell's for a remote to be loaded. */
export { skewCheckedPackages } from './skew-checked.mjs';

/** Stored in each app's `mf-manifest.json` under `buildInfo` (served no-cache next to remoteEntry.js);
 * written by the build (@chardham/build createBuildInfo), read by the shell before loading a remote. */
export interface BuildInfo {
  /** Federation container name, e.g. mfe_info. */
  name: string;
  /** The app's package.json version. */
  version: string;
  /** Unique per build: BUILD_ID from CI, else a timestamp and a random suffix. */
  buildId: string;
  builtAt: string;
  /** Exact installed versions of the shared singletons this build was compiled against. */
  shared: Record<string, string>;
}
