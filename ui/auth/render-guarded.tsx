import { render } from '@testing-library/react';
import type { i18n } from 'i18next';
import type { Container } from 'inversify';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '../app/app-providers.tsx';
import { RouteGuard } from '../app/route-guard.tsx';

/** For screens' tests: `routes` in the app's providers, rendered at `path`; answers the router. */
export const renderRoutes = (container: Container, i18n: i18n, routes: RouteObject[], path: string) => {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders container={container} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
};

/** For the auth screens' tests: `routes` behind the route guard, rendered at `path`. */
export const renderGuarded = (container: Container, i18n: i18n, routes: RouteObject[], path: string) =>
  renderRoutes(container, i18n, [{ element: <RouteGuard />, children: routes }], path);
