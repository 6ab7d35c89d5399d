// Which release of a slice a page carries: the same answer on the server (each fragment it
// composes), in the browser (each failure a visitor meets) and in the release tools, so that a
// failure counted in /metrics names the release that produced it (docs/observability.md).

/** A release id as the release tools accept it (platform/src/releases/), and what reports may name. */
export const RELEASE_ID = /^[\w.-]{1,64}$/;
/** A slice whose release cannot be told (its manifest could not be read). */
export const UNKNOWN_RELEASE = 'unknown';

/**
 * The release named by a slice's entry URL: `<id>` in `/releases/<slice>/<id>/remoteEntry.js`, the
 * per-release layout (docs/deploy.md); null for any other layout (the build's own id then).
 */
export function releaseOfEntry(slice, entry) {
  let pathname;
  try {
    pathname = new URL(entry, 'http://localhost').pathname;
  } catch {
    return null;
  }
  const match = /\/releases\/([^/]+)\/([^/]+)\/[^/]*$/.exec(pathname);
  if (!match || match[1] !== slice) return null;
  const id = decodeURIComponent(match[2]);
  return RELEASE_ID.test(id) ? id : null;
}

/** The build id a slice's mf-manifest.json records (tools/build build-info), or null. */
export function buildIdOfManifest(manifest) {
  const id = manifest?.buildInfo?.buildId;
  return typeof id === 'string' && RELEASE_ID.test(id) ? id : null;
}
