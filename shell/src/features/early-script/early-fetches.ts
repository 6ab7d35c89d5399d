/**
 * Requests started by the shell's early script (see shell/build/early-script-plugin.ts) before
 * the app's own JavaScript has arrived. Each is handed over once; later loads fetch anew.
 */
export interface EarlyFetches {
  remotes?: Promise<Response>;
  manifests: Partial<Record<string, { entry: string; response: Promise<Response> }>>;
}

export const EARLY_GLOBAL = '__chardhamEarly';

function early(): EarlyFetches | undefined {
  return (globalThis as Record<string, unknown>)[EARLY_GLOBAL] as EarlyFetches | undefined;
}

export function takeEarlyRemotes(): Promise<Response> | undefined {
  const fetches = early();
  const response = fetches?.remotes;
  if (fetches) fetches.remotes = undefined;
  return response;
}

/** The early manifest request for a slice, if it was made for the same entry URL. */
export function takeEarlyManifest(slice: string, entry: string): Promise<Response> | undefined {
  const fetches = early();
  const found = fetches?.manifests[slice];
  if (!fetches || !found) return undefined;
  fetches.manifests[slice] = undefined;
  return found.entry === entry ? found.response : undefined;
}
