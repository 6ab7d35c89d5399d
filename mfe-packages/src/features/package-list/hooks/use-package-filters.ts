import { useHydrated } from '@chardham/shared/hydration';
import { useLocation, useNavigate, useNavigationType } from '@chardham/shared/router';
import { href } from '@chardham/shared/routes';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { filtersToQuery, parseFilters } from '../utils/filter-query';
import { defaultFilters, type PackageFilters } from '../utils/filters';

/**
 * The list's filters, kept in the query string so a filtered list can be shared and survives a
 * reload. Each change replaces the history entry (docs/decisions/023-filters-in-the-url.md).
 *
 * The search text is also held locally: the router applies a navigation in a transition, and an input
 * bound only to the URL would lose keystrokes typed before it catches up.
 *
 * While it hydrates the server's page, the list shows what the server rendered: every package, no
 * filter (the server's HTML is one page for every query). The URL's filters apply right after.
 */
export function usePackageFilters() {
  const location = useLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const fromUrl = useMemo(() => parseFilters(new URLSearchParams(location.search)), [location.search]);
  const [search, setSearchText] = useState(fromUrl.search);

  // Back or Forward to another state of the list: the URL is the truth again. Our own writes are
  // REPLACE navigations, so they never reset what the visitor is typing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key marks each history entry.
  useEffect(() => {
    if (navigationType === 'POP') setSearchText(fromUrl.search);
  }, [location.key]);

  const hydrated = useHydrated();
  const filters: PackageFilters = useMemo(
    () => (hydrated ? { ...fromUrl, search } : defaultFilters),
    [hydrated, fromUrl, search],
  );

  const setFilters = useCallback(
    (next: PackageFilters) => {
      setSearchText(next.search);
      navigate(href.packages(filtersToQuery(next)), { replace: true, preventScrollReset: true });
    },
    [navigate],
  );

  const update = useCallback(
    (change: Partial<PackageFilters>) => setFilters({ ...filters, ...change }),
    [filters, setFilters],
  );
  const clear = useCallback(() => setFilters(defaultFilters), [setFilters]);

  return { filters, update, clear };
}
