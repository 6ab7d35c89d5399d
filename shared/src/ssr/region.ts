import type { RouteDef, SliceName } from '../routes';

/** A page fills the main element; a region (an embedded form) is hydrated when the visitor gets near. */
export type RegionLevel = 'page' | 'region';

/**
 * The element around a slice's markup on a page, the same in the server render and in the shell's
 * RemoteRegion: the client finds each slice's server HTML by it and hydrates it as its own root.
 */
export function regionAttributes(
  slice: SliceName,
  module: string,
  level: RegionLevel,
  hydrate?: RouteDef['hydrate'],
) {
  return {
    // Layout-neutral: the region is only a marker around the slice's own markup.
    className: 'ui-contents',
    'data-remote-region': `${slice}/${module}`,
    // When the client hydrates it: at once (none), when the visitor gets near, or on intent.
    'data-hydrate': level === 'region' ? 'near' : hydrate,
  } as const;
}

/** When the client hydrates a region of the server's page (none: as soon as its code is loaded). */
export type HydrateWhen = 'near' | 'intent';
