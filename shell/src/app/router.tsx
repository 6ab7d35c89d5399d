import { routeList } from '@chardham/shared/routes';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AppErrorPage } from '../features/errors/app-error-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { RemotePage } from '../features/remotes';
import { ShellLayout } from './shell-layout';

export const routeObjects: RouteObject[] = [
  {
    element: <ShellLayout />,
    errorElement: <AppErrorPage />,
    children: [
      ...routeList.map((route) => ({ path: route.path, element: <RemotePage route={route} /> })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routeObjects);
