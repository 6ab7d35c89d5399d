import { useRef } from 'react';
import { Outlet } from 'react-router-dom';
import { SiteFooter } from '../features/footer/site-footer';
import { TopNav } from '../features/navigation/top-nav';
import { preloadForPath } from './preload';
import { useRouteEffects } from './use-route-effects';

/** Navigation and footer around every page. */
export function ShellLayout() {
  const main = useRef<HTMLElement>(null);
  useRouteEffects(main);
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
