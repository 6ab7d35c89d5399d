import type { FailureKind, FallbackReason } from '../observability/report';
import { VersionSkewError } from './version-skew';

/** A slice that did not answer within the shell's budget (REMOTE_TIMEOUT_MS). */
export class SliceTimeoutError extends Error {
  override name = 'SliceTimeoutError';
}

/**
 * A module script that did not load, as Chromium, Firefox and Safari word it (the same list the
 * federation runtime matches, runtime-core `esmRemoteEntryLoadErrorMessages`).
 */
const importFailed =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/;

/**
 * The federation runtime wraps whatever goes wrong with a remote's entry in its own error
 * (`[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008 ...`, whose text also
 * carries the browser's import message); a chunk the loaded entry imports fails with the browser's
 * own TypeError.
 */
const federationError = /^\[ Federation Runtime \]/;

/**
 * Why a slice's module did not load. `entry-error`: its entry (or its manifest, or remotes.json)
 * did not load or was refused; `chunk-error`: its entry ran, and a chunk of it did not load.
 */
export function loadFailureKind(
  error: unknown,
): Extract<FailureKind, 'timeout' | 'skew' | 'entry-error' | 'chunk-error'> {
  if (error instanceof SliceTimeoutError) return 'timeout';
  if (error instanceof VersionSkewError) return 'skew';
  const message = error instanceof Error ? error.message : String(error);
  return importFailed.test(message) && !federationError.test(message) ? 'chunk-error' : 'entry-error';
}

/** What a region's fallback says went wrong before it, from the load's error. */
export function fallbackReasonOf(error: unknown): FallbackReason {
  const kind = loadFailureKind(error);
  return kind === 'timeout' || kind === 'skew' ? kind : 'load';
}
