import { early } from '@chardham/shared/hydration/early-state';

/**
 * Requests started by the shell's early script (see shell/build/early-script-plugin.ts) before
 * the app's own JavaScript has arrived. Each is handed over once; later loads fetch anew.
 */
export function takeEarlyRemotes(): Promise<Response> | undefined {
  const fetches = early();
  const response = fetches?.remotes;
  if (fetches) fetches.remotes = undefined;
  return response;
}

/** The early manifest request for a slice, if it was made for the same entry URL. */
export function takeEarlyManifest(slice: string, entry: string): Promise<Response> | undefined {
  const fetches = early();
  const found = fetches?.manifests?.[slice];
  if (!fetches?.manifests || !found) return undefined;
  fetches.manifests[slice] = undefined;
  return found.entry === entry ? found.response : undefined;
}
