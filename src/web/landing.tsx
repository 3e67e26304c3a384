import '@fontsource-variable/inter';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createCookieSessionStore } from '#adapters/browser/cookie-session-store.adapter.ts';
import { createI18n } from '#ui/app/i18n.ts';
import { HomePage } from '#ui/landing/home-page.tsx';

/**
 * The public home page's own composition root. Visitors who are not customers yet open it first,
 * so it is built apart from the dashboard like the get-pass page (Preact, see
 * vite.get-pass.config.ts): no dashboard, router, Mantine or container code (issue 23, ≤ 80 KB).
 * Whether to offer the dashboard rests on the session cookie alone; the app checks it for real.
 */
const start = async () => {
  const i18n = await createI18n(undefined, ['common'], 'common');
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from landing.html');
  createRoot(root).render(
    <I18nextProvider i18n={i18n}>
      <HomePage signedIn={createCookieSessionStore().read() !== null} />
    </I18nextProvider>,
  );
};

void start();
