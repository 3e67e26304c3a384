import { render } from '@testing-library/react';
import type { i18n } from 'i18next';
import type { Container } from 'inversify';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '../app/app-providers.tsx';
import { RouteGuard } from '../app/route-guard.tsx';

/** For the auth screens' tests: `routes` behind the route guard, rendered at `path`. */
export const renderGuarded = (container: Container, i18n: i18n, routes: RouteObject[], path: string) => {
  const router = createMemoryRouter([{ element: <RouteGuard />, children: routes }], {
    initialEntries: [path],
  });
  render(
    <AppProviders container={container} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
};
