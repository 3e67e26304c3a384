import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useSnapshot } from 'valtio';
import { BillingUseCases } from '#domain/billing/index.ts';
import { useInjection } from '../app/container-context.tsx';
import { authStore } from '../auth/auth.store.ts';
import { refreshSubscription, resetSubscriptionStore } from './subscription.store.ts';

/** requirements §4: the pages whose entry refreshes the subscription. */
const REFRESHING_PATHS = ['/account', '/customers', '/dashboard'];

/**
 * Keeps the subscription store current in the signed-in frame (requirements §4): on login, when
 * the tab becomes visible again, and on entering /account, /customers or /dashboard; the store
 * throttles the calls to one per 3 s.
 */
export const useSubscriptionRefresh = () => {
  const load = useInjection(BillingUseCases.loadSubscription);
  const userId = useSnapshot(authStore).user?._id ?? null;
  const { pathname } = useLocation();
  const entering = REFRESHING_PATHS.find((path) => pathname === path || pathname.startsWith(`${path}/`));

  useEffect(() => {
    if (userId) void refreshSubscription(load, { force: true });
    else resetSubscriptionStore();
  }, [userId, load]);

  useEffect(() => {
    if (userId && entering) void refreshSubscription(load);
  }, [userId, entering, load]);

  useEffect(() => {
    if (!userId) return;
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refreshSubscription(load);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [userId, load]);
};
