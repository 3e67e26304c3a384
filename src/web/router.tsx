import { createBrowserRouter } from 'react-router';
import { AppLayout } from '#ui/app/app-layout.tsx';
import { CatchAllPage } from '#ui/app/catch-all-page.tsx';
import { ErrorPanel } from '#ui/app/error-panel.tsx';
import { PageLoader } from '#ui/app/page-loader.tsx';
import { RootLayout } from '#ui/app/root-layout.tsx';

/** Routes; each screen is its own lazily loaded chunk. */
export const createRouter = () =>
  createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <ErrorPanel />,
      hydrateFallbackElement: <PageLoader />,
      children: [
        {
          index: true,
          lazy: async () => ({ Component: (await import('#ui/landing/home-page.tsx')).HomePage }),
        },
        {
          path: 'login',
          lazy: async () => ({ Component: (await import('#ui/auth/login-page.tsx')).LoginPage }),
        },
        {
          path: 'signup',
          lazy: async () => ({ Component: (await import('#ui/auth/signup-page.tsx')).SignupPage }),
        },
        {
          path: 'logout',
          lazy: async () => ({ Component: (await import('#ui/auth/logout-page.tsx')).LogoutPage }),
        },
        {
          path: 'scanner',
          lazy: async () => ({
            Component: (await import('#ui/scanner/scanner-app-page.tsx')).ScannerAppPage,
          }),
        },
        {
          element: <AppLayout />,
          errorElement: <ErrorPanel />,
          children: [
            {
              path: 'dashboard',
              lazy: async () => ({
                Component: (await import('#ui/dashboard/dashboard-page.tsx')).DashboardPage,
              }),
            },
            {
              path: 'cards',
              lazy: async () => ({ Component: (await import('#ui/cards/cards-page.tsx')).CardsPage }),
            },
            {
              path: 'trash-cards',
              lazy: async () => ({ Component: (await import('#ui/cards/trash-page.tsx')).TrashPage }),
            },
            {
              path: 'card/:cardId',
              lazy: async () => ({
                Component: (await import('#ui/cards/card-share-page.tsx')).CardSharePage,
              }),
            },
            {
              path: 'card/:cardId/test',
              lazy: async () => ({
                Component: (await import('#ui/testing-wizard/testing-wizard-page.tsx')).TestingWizardPage,
              }),
            },
            {
              path: 'customers',
              lazy: async () => ({
                Component: (await import('#ui/customers/customers-page.tsx')).CustomersPage,
              }),
            },
            {
              path: 'points-rules',
              lazy: async () => ({
                Component: (await import('#ui/points-rules/points-rules-page.tsx')).PointsRulesPage,
              }),
            },
            {
              path: 'scanner-app',
              lazy: async () => ({
                Component: (await import('#ui/device-keys/scanner-keys-page.tsx')).ScannerKeysPage,
              }),
            },
            {
              path: 'creator',
              lazy: async () => ({ Component: (await import('#ui/creator/creator-page.tsx')).CreatorPage }),
            },
          ],
        },
        { path: '*', element: <CatchAllPage /> },
      ],
    },
  ]);
