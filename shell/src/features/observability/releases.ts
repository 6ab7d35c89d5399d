import { buildIdOfManifest, releaseOfEntry, UNKNOWN_RELEASE } from '@chardham/shared/observability/release';
import { type SliceName, slices } from '@chardham/shared/routes';

type Entries = Partial<Record<SliceName, { entry?: unknown }>>;

/** The remotes document the registry loaded, for a page that carries none of its own. */
let loadedEntries: Entries | undefined;
/** Each slice's build id, from the mf-manifest.json the registry read. */
const buildIds: Partial<Record<SliceName, string>> = {};

/** The registry's remotes document (remotes.json, or the page's own through the early script). */
export function noteRemotesDocument(document: { remotes: Entries }): void {
  loadedEntries = document.remotes;
}

/** A slice's manifest, as the registry read it: its build id names the release when its entry does not. */
export function noteManifest(slice: SliceName, manifest: unknown): void {
  const id = buildIdOfManifest(manifest);
  if (id) buildIds[slice] = id;
}

/** The page's own remotes document, once read (null: it has none). */
let inlineEntries: Entries | null | undefined;

/**
 * The entries of the composition the server's page was made from (its inline remotes document,
 * features/early-script): the code that runs is the release whose HTML is on screen.
 */
function pageEntries(): Entries | undefined {
  if (inlineEntries === undefined) {
    try {
      const inline = document.getElementById('remotes-document')?.textContent;
      inlineEntries = inline ? ((JSON.parse(inline) as { remotes?: Entries }).remotes ?? null) : null;
    } catch {
      // An unreadable document names no release: the registry's, or the manifests', then.
      inlineEntries = null;
    }
  }
  return inlineEntries ?? loadedEntries;
}

/**
 * The release a report names for a slice: the per-release folder its entry is in, else its
 * manifest's build id, else `unknown`. The shell's own build id is not in its code (vite.config.ts:
 * it would change every hashed file on every build), so the shell's release is `unknown`.
 */
export function releaseOf(slice: SliceName | 'shell'): string {
  if (slice === 'shell') return UNKNOWN_RELEASE;
  const entry = pageEntries()?.[slice]?.entry;
  return (typeof entry === 'string' && releaseOfEntry(slice, entry)) || buildIds[slice] || UNKNOWN_RELEASE;
}

/** Every slice's release on this page. */
export const pageReleases = (): Record<SliceName, string> =>
  Object.fromEntries(slices.map((slice) => [slice, releaseOf(slice)])) as Record<SliceName, string>;
