import { Outlet } from '@chardham/shared/router';
import { useEffect, useRef } from 'react';
import { preloadForPath } from '../features/early-script/preload';
import { SiteFooter } from '../features/footer/site-footer';
import { TopNav } from '../features/navigation/top-nav';
import { loadFieldVitalsWhenIdle } from '../features/observability/load-field-vitals';
import { onPagesHydrated } from '../features/remotes/deferred-regions';
import { usePendingRegionLinks } from '../features/remotes/pending-region-links';
import { useMessages } from '../i18n';
import { markAppReady } from './app-ready';
import { useRouteEffects } from './use-route-effects';

/** Navigation and footer around every page. */
export function ShellLayout() {
  const main = useRef<HTMLElement>(null);
  useRouteEffects(main);
  const m = useMessages();
  usePendingRegionLinks();
  // Once the page's slices have hydrated (each region is its own root) or rendered here: the app is
  // live, and its field vitals can be measured without the page paying for it.
  useEffect(
    () =>
      onPagesHydrated(() => {
        markAppReady();
        loadFieldVitalsWhenIdle();
      }),
    [],
  );
  return (
    <>
      <a className="ui-skip-link" href="#main">
        {m.skipLink}
      </a>
      <TopNav onIntent={preloadForPath} />
      <main id="main" ref={main} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
