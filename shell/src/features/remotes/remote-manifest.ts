import type { BuildInfo } from '@chardham/shared/federation/names';
import { manifestFile } from '@chardham/shared/federation/names';
import { localeOfPath } from '@chardham/shared/i18n';
import type { SliceName } from '@chardham/shared/routes';
import { takeEarlyManifest } from '../early-script/early-fetches';

/** The parts of a remote's mf-manifest.json the shell reads. */
export interface RemoteManifest {
  buildInfo?: Partial<BuildInfo>;
  exposes?: { name: string; assets?: { js?: { sync?: string[]; async?: string[] } } }[];
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

const linked = { modulepreload: new Set<string>(), prefetch: new Set<string>() };

/**
 * A slice's Hindi words: its `src/i18n/hindi.ts`, a chunk its pages import when they are Hindi
 * (@chardham/shared/i18n/lazy-words). docs/decisions/073-hindi-edition.md.
 */
const hindiWordsChunk = /(^|\/)hindi-[\w-]+\.js$/;

/**
 * Links an exposed module's own chunks: `modulepreload` fetches them in parallel with the entry
 * when the module is about to run; `prefetch` only puts them in the browser's cache, at the lowest
 * priority, for a page the visitor may open next.
 */
export function linkExposeChunks(
  manifest: RemoteManifest,
  entryUrl: string,
  module: string,
  rel: keyof typeof linked = 'modulepreload',
): void {
  const expose = manifest.exposes?.find((e) => e.name === module);
  const base = manifestUrlOf(entryUrl);
  // On a Hindi page the module waits for its Hindi words before it renders: fetch them alongside.
  const words =
    localeOfPath(window.location.pathname) === 'hi'
      ? (expose?.assets?.js?.async ?? []).filter((file) => hindiWordsChunk.test(file))
      : [];
  const files = [...(expose?.assets?.js?.sync ?? []), ...words].map((file) => new URL(file, base).href);
  // A prefetch warms the entry too; a module about to run has its entry imported already.
  if (rel === 'prefetch') files.unshift(new URL(entryUrl, window.location.href).href);
  const links = files
    .filter((href) => !linked[rel].has(href))
    .map((href) => {
      linked[rel].add(href);
      const link = document.createElement('link');
      link.rel = rel;
      // Module scripts are fetched in CORS mode: a prefetch must match, or the cache is not used.
      if (rel === 'prefetch') {
        link.as = 'script';
        link.crossOrigin = '';
      }
      link.href = href;
      return link;
    });
  if (rel === 'modulepreload') {
    document.head.append(...links);
    return;
  }
  // Starting a request costs the main thread a millisecond or more on a phone: prefetches, which
  // nothing waits for, start one per task, so a tap meanwhile is answered at once.
  const appendNext = () => {
    const link = links.shift();
    if (!link) return;
    document.head.append(link);
    setTimeout(appendNext, 0);
  };
  appendNext();
}
