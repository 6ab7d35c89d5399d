import type { ModuleTarget, SlicePageProps } from '@chardham/shared/contracts';
import { localeOfPath, localizedPath } from '@chardham/shared/i18n';
import { useLocation } from '@chardham/shared/router';
import type { RouteDef, RoutePageKey } from '@chardham/shared/routes';
import { fragmentKey } from '@chardham/shared/ssr';
import { RemoteRegion } from './remote-region';
import { enquirySlots } from './slots';

/**
 * A route's page module with a page's props. The route table types a module as a string; its
 * RoutePageKey checks that every route's is a page module of the contracts, taking exactly these.
 */
const pageRegion = (route: RouteDef, props: SlicePageProps) =>
  ({ slice: route.slice, module: route.module, props }) as ModuleTarget<RoutePageKey>;

/** A route whose page is an exposed module of a remote. */
export function RemotePage({ route }: { route: RouteDef }) {
  const { pathname } = useLocation();
  if (route.slice === 'shell') throw new Error(`${route.path} is not rendered by a remote`);
  return (
    // Keyed: another page is another region, with its own load state (a fallback shown for the
    // previous page must not stay on screen for the next one).
    <RemoteRegion
      key={`${route.slice}/${route.module}`}
      {...pageRegion(route, { slots: enquirySlots })}
      level="page"
      hydrate={route.hydrate}
      // The region's own root matches the page's path again: the route's pattern in its language.
      pattern={localizedPath(route.path, localeOfPath(pathname))}
      fragment={fragmentKey(pathname)}
    />
  );
}
