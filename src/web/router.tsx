import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ErrorPanel } from '#ui/app/error-panel.tsx';
import { PageLoader } from '#ui/app/page-loader.tsx';
import { RootLayout } from '#ui/app/root-layout.tsx';
import type { LazySlice, WebComposition } from './container.ts';

/** Routes; each screen is its own lazily loaded chunk. */
export const createRouter = (loadSlices: WebComposition['loadSlices']) => {
  /** A route to one screen, loaded as its own chunk on the first visit, with the lazily wired slices it uses. */
  const screen = (
    path: string,
    load: () => Promise<ComponentType>,
    slices: readonly LazySlice[] = [],
  ): RouteObject => ({
    path,
    lazy: async () => {
      const [Component] = await Promise.all([load(), loadSlices(slices)]);
      return { Component };
    },
  });

  /** The purchase path's screens: its use cases and the billing gateway they call. */
  const PURCHASE: readonly LazySlice[] = ['billing', 'purchase'];

  return createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <ErrorPanel />,
      hydrateFallbackElement: <PageLoader />,
      children: [
        {
          index: true,
          lazy: async () => ({ Component: (await import('#ui/landing/home-route.tsx')).HomeRoute }),
        },
        screen('login', async () => (await import('#ui/auth/login-page.tsx')).LoginPage),
        screen('signup', async () => (await import('#ui/auth/signup-route.tsx')).SignupRoute, [
          ...PURCHASE,
          'signup',
        ]),
        screen(
          'signup/verify/:a/:b',
          async () => (await import('#ui/auth/signup-verify-page.tsx')).SignupVerifyPage,
          ['signup'],
        ),
        screen('reset', async () => (await import('#ui/auth/reset-page.tsx')).ResetPage, ['signup']),
        screen(
          'reset/verify/:a/:b',
          async () => (await import('#ui/auth/reset-verify-page.tsx')).ResetVerifyPage,
          ['signup'],
        ),
        screen('logout', async () => (await import('#ui/auth/logout-page.tsx')).LogoutPage),
        screen('scanner', async () => (await import('#ui/scanner/scanner-app-page.tsx')).ScannerAppPage, [
          'scanner',
        ]),
        screen('pricing', async () => (await import('#ui/pricing/pricing-page.tsx')).PricingPage, PURCHASE),
        // Protected by the guard, but without the app's sidebar: paying is one focused step.
        screen(
          'billing/checkout/:sessionId',
          async () => (await import('#ui/billing/checkout-page.tsx')).CheckoutPage,
          PURCHASE,
        ),
        {
          // The signed-in layout (app shell, navigation, account menu) is a chunk of its own too:
          // the public pages never load it (issue 23).
          lazy: async () => ({ Component: (await import('#ui/app/app-layout.tsx')).AppLayout }),
          errorElement: <ErrorPanel />,
          children: [
            screen('dashboard', async () => (await import('#ui/dashboard/dashboard-page.tsx')).DashboardPage),
            screen('cards', async () => (await import('#ui/cards/cards-page.tsx')).CardsPage, [
              'customers',
              'messaging',
            ]),
            screen('trash-cards', async () => (await import('#ui/cards/trash-page.tsx')).TrashPage),
            screen(
              'card/:cardId',
              async () => (await import('#ui/cards/card-share-page.tsx')).CardSharePage,
              ['customers'],
            ),
            screen(
              'card/:cardId/test',
              async () => (await import('#ui/testing-wizard/testing-wizard-page.tsx')).TestingWizardPage,
              // Billing: adding a device key reads the plan's scanner limit.
              ['customers', 'messaging', 'scanner', 'billing'],
            ),
            screen(
              'customers',
              async () => (await import('#ui/customers/customers-page.tsx')).CustomersPage,
              ['customers'],
            ),
            screen(
              'points-rules',
              async () => (await import('#ui/points-rules/points-rules-page.tsx')).PointsRulesPage,
              // The account slice reads the business, whose currency a new rule starts in.
              ['loyalty', 'account'],
            ),
            screen(
              'scanner-app',
              async () => (await import('#ui/device-keys/scanner-keys-page.tsx')).ScannerKeysPage,
              ['scanner', 'billing'],
            ),
            screen('account', async () => (await import('#ui/account/account-page.tsx')).AccountPage, [
              'account',
              'billing',
            ]),
            screen(
              'account/verify-email/:a/:b',
              async () => (await import('#ui/account/verify-email-page.tsx')).VerifyEmailPage,
              ['account'],
            ),
            screen('creator', async () => (await import('#ui/creator/creator-page.tsx')).CreatorPage, [
              'loyalty',
            ]),
          ],
        },
        screen('*', async () => (await import('#ui/app/catch-all-page.tsx')).CatchAllPage),
      ],
    },
  ]);
};
