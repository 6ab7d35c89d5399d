import { Outlet } from '@chardham/shared/router';
import { useEffect, useRef } from 'react';
import { SiteFooter } from '../features/footer/site-footer';
import { TopNav } from '../features/navigation/top-nav';
import { markAppReady } from './app-ready';
import { preloadForPath } from './preload';
import { useRouteEffects } from './use-route-effects';

/** Navigation and footer around every page. */
export function ShellLayout() {
  const main = useRef<HTMLElement>(null);
  useRouteEffects(main);
  // After the first commit: every slice on the page has rendered (or hydrated) and run its effects.
  useEffect(markAppReady, []);
  return (
    <>
      <a className="ui-skip-link" href="#main">
        Skip to content
      </a>
      <TopNav onIntent={preloadForPath} />
      <main id="main" ref={main} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
