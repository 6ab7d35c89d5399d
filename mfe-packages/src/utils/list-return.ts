import { href } from '@chardham/shared/routes';

/**
 * A card link carries the list's query string in the history state, so the detail page's Back to
 * Packages returns to the same filtered list (docs/decisions/022-back-to-packages.md). History state
 * survives a reload of the detail page, and a shared detail link simply has none.
 */
export interface FromListState {
  listQuery: string;
}

export function fromListState(search: string): FromListState {
  return { listQuery: search };
}

export function backToPackagesHref(state: unknown): string {
  const query =
    typeof state === 'object' && state !== null && 'listQuery' in state && typeof state.listQuery === 'string'
      ? state.listQuery
      : '';
  // Rebuilt through the route table's builder: the state can only ever lead back to /packages.
  return href.packages(Object.fromEntries(new URLSearchParams(query)));
}
