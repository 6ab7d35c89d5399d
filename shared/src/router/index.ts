/**
 * The router API the slices use, and the one router module the page shares. Sharing this facade
 * instead of react-router itself lets the bundler keep only what is exported here: the declarative
 * router is about a quarter of react-router's size, which keeps the first load within budget
 * (docs/decisions/060-router-facade.md). Import routing from here, never from react-router(-dom).
 */

export type { Location, NavigateFunction } from 'react-router-dom';
export {
  BrowserRouter,
  matchPath,
  Outlet,
  Route,
  Router,
  Routes,
  UNSAFE_NavigationContext as NavigationContext,
  useLocation,
  useNavigationType,
  useParams,
} from 'react-router-dom';
export { Link, type LinkProps, useLocalizedTo } from './link';
export { useNavigate } from './navigate';
export { useLocale } from './use-locale';
