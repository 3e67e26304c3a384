import { Center } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { AuthUseCases } from '#domain/auth/index.ts';
import { DashboardUseCases } from '#domain/dashboard/index.ts';
import { useInjection } from '../app/container-context.tsx';
import { notify } from '../app/notify.ts';
import { usePageTitle } from '../app/use-page-title.ts';
import { authStore, signOut } from './auth.store.ts';
import { BusyIndicator } from '../components/busy-indicator.tsx';

/** /logout: ends the session on the server and on this device, then shows the login page. */
export const LogoutPage = () => {
  const { t } = useTranslation('account');
  usePageTitle(t('logout.pageTitle'));
  const logOut = useInjection(AuthUseCases.logOut);
  const dashboardData = useInjection(DashboardUseCases.dashboardData);
  const { user } = useSnapshot(authStore);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // The dashboard cache holds the business's figures: they leave with the session.
    dashboardData.clear();
    void logOut().then((result) => {
      signOut();
      if (!result.ok) notify.error(t('errors:auth.logout_failed'));
    });
  }, [logOut, dashboardData, t]);

  if (!user) return <Navigate to="/login" replace />;
  return (
    <Center mih="100dvh">
      <BusyIndicator label={t('logout.inProgress')} />
    </Center>
  );
};
