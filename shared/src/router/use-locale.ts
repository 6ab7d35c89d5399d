import { useContext } from 'react';
import { UNSAFE_LocationContext } from 'react-router-dom';
import { type Locale, localeOfPath } from '../i18n/index.mjs';

/**
 * The language of the page being rendered, from its path: the router's location (the server
 * render's too), or the address where a component renders outside a router (an island's own root
 * before its router, a unit test of a single component).
 */
export function useLocale(): Locale {
  const location = useContext(UNSAFE_LocationContext)?.location;
  const pathname = location?.pathname ?? (typeof window === 'undefined' ? '/' : window.location.pathname);
  return localeOfPath(pathname);
}
