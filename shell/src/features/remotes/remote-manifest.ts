import type { BuildInfo } from '@chardham/shared/federation';
import { manifestFile } from '@chardham/shared/federation/names';
import type { SliceName } from '@chardham/shared/routes';
import { takeEarlyManifest } from './early-fetches';

/** The parts of a remote's mf-manifest.json the shell reads. */
export interface RemoteManifest {
  buildInfo?: Partial<BuildInfo>;
  exposes?: { name: string; assets?: { js?: { sync?: string[] } } }[];
}

/** mf-manifest.json sits next to the entry (a retry's query string is not carried over). */
export const manifestUrlOf = (entryUrl: string) =>
  new URL(manifestFile, new URL(entryUrl, window.location.href)).href;

/**
 * Reads a remote's manifest (no-cache: a redeploy changes it in place). A network failure means the
 * remote is down and rejects; a remote deployed without a manifest is loaded unchecked, with a warning.
 */
export async function fetchManifest(slice: SliceName, entryUrl: string): Promise<RemoteManifest | null> {
  const url = manifestUrlOf(entryUrl);
  const response = await (takeEarlyManifest(slice, entryUrl) ?? fetch(url, { cache: 'no-cache' }));
  if (!response.ok) {
    console.warn(
      `The ${slice} slice has no readable ${manifestFile} (${response.status}): not version-checked.`,
    );
    return null;
  }
  try {
    return (await response.json()) as RemoteManifest;
  } catch {
    console.warn(`The ${slice} slice's ${manifestFile} is not JSON: not version-checked.`);
    return null;
  }
}

const preloaded = new Set<string>();

/** Fetches an exposed module's own chunks in parallel with the entry, instead of after it runs. */
export function preloadExposeChunks(manifest: RemoteManifest, entryUrl: string, module: string): void {
  const expose = manifest.exposes?.find((e) => e.name === module);
  const base = manifestUrlOf(entryUrl);
  for (const file of expose?.assets?.js?.sync ?? []) {
    const href = new URL(file, base).href;
    if (preloaded.has(href)) continue;
    preloaded.add(href);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}
