import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { shouldRedirectToLoginOnUnauthorized } from '#domain/auth/index.ts';
import { AppProviders } from '#ui/app/app-providers.tsx';
import { createI18n, NAMESPACES, STARTUP_NAMESPACES } from '#ui/app/i18n.ts';
import { PageLoader } from '#ui/app/page-loader.tsx';
import { SessionGate } from '#ui/app/session-gate.tsx';
import { signOut } from '#ui/auth/auth.store.ts';
import { createWebContainer } from './container.ts';
import { reloadAfterDeploy } from './reload-after-deploy.ts';
import { createRouter } from './router.tsx';

reloadAfterDeploy();

const start = async () => {
  const i18n = await createI18n(undefined, STARTUP_NAMESPACES);
  const { container, loadSlices } = createWebContainer({
    // Mails and messages the server writes follow the language picked in the app (i18next=de on an
    // English browser gets German mails).
    language: () => i18n.resolvedLanguage,
    // The guard sends a signed-out user from a protected page to /login (requirements §2.1);
    // get-pass and create-campaign keep the visitor where they are.
    onSessionExpired: () => {
      if (shouldRedirectToLoginOnUnauthorized(window.location.pathname)) signOut();
    },
  });
  const router = createRouter(loadSlices);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <AppProviders container={container} i18n={i18n}>
        <SessionGate>
          {/* While a screen's translations load on its first visit. */}
          <Suspense fallback={<PageLoader />}>
            <RouterProvider router={router} />
          </Suspense>
        </SessionGate>
      </AppProviders>
    </StrictMode>,
  );
  // The other screens' translations once the page has loaded, so that a screen opened later finds
  // them and does not suspend the whole app for them.
  const loadTheRest = () => void i18n.loadNamespaces([...NAMESPACES]);
  if (document.readyState === 'complete') loadTheRest();
  else window.addEventListener('load', loadTheRest, { once: true });
};

void start();
