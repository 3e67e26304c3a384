import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { authStore } from '../auth/auth.store.ts';
import { AppLayout } from './app-layout.tsx';
import { NotFoundPanel } from './error-panel.tsx';
import { usePageTitle } from './use-page-title.ts';

/** Unknown paths: the not-found panel, inside the application frame for a signed-in user. */
export const CatchAllPage = () => {
  const { t } = useTranslation('common');
  usePageTitle(t('errorPanel.notFound.title'));
  const { user } = useSnapshot(authStore);
  return user?.isOnBoardingCompleted ? (
    <AppLayout>
      <NotFoundPanel />
    </AppLayout>
  ) : (
    <NotFoundPanel />
  );
};
