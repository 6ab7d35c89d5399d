import { routeList } from '@chardham/shared/routes';
import { matchPath } from 'react-router-dom';
import { preloadSliceModule } from '../features/remotes';

/** The remote module that renders a path, if any. */
export function remoteFor(path: string) {
  const pathname = new URL(path, window.location.href).pathname;
  const route = routeList.find((r) => matchPath(r.path, pathname));
  return route && route.slice !== 'shell' ? { slice: route.slice, module: route.module } : undefined;
}

/** Starts fetching the remote behind a link the visitor is about to follow. */
export function preloadForPath(path: string): void {
  const target = remoteFor(path);
  if (target) preloadSliceModule(target.slice, target.module);
}
