import { locales, localizedPath } from '@chardham/shared/i18n';
import { Route, Routes } from '@chardham/shared/router';
import { routeList } from '@chardham/shared/routes';
import { AppErrorPage } from '../features/errors/app-error-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { RemotePage } from '../features/remotes';
import { SliceErrorBoundary } from '../features/remotes/slice-error-boundary';
import { ShellLayout } from './shell-layout';

/**
 * The route table of spec §2, in English and under /hi/ in Hindi: each route's page is a remote's
 * exposed module; anything else is 404.
 */
export function AppRoutes() {
  return (
    <SliceErrorBoundary slice="shell" fallback={(error) => <AppErrorPage error={error} />}>
      <Routes>
        <Route element={<ShellLayout />}>
          {routeList.flatMap((route) =>
            locales.map((locale) => {
              const path = localizedPath(route.path, locale);
              return <Route key={path} path={path} element={<RemotePage route={route} />} />;
            }),
          )}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </SliceErrorBoundary>
  );
}
