import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { BillingUseCases } from '#domain/billing/index.ts';
import { useInjection } from '../app/container-context.tsx';
import { notify } from '../app/notify.ts';
import { markCheckoutSucceeded, refreshSubscription } from './subscription.store.ts';

/**
 * requirements §4 return from checkout: `subscription=success` is stored for the session, taken
 * out of the address, and the subscription fetched again; the billing tab shows the success, any
 * other page a toast. `subscription=cancel` only says that nothing was charged.
 */
export const useCheckoutReturn = () => {
  const { t } = useTranslation('billing', { keyPrefix: 'checkoutReturn' });
  const load = useInjection(BillingUseCases.loadSubscription);
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(search);
    const outcome = params.get('subscription');
    if (outcome !== 'success' && outcome !== 'cancel') return;
    params.delete('subscription');
    const rest = params.toString();
    void navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true });
    if (outcome === 'cancel') {
      notify.info(t('cancelled'));
      return;
    }
    // The billing tab thanks once the subscription is fetched again (`checkoutThanksDue`).
    markCheckoutSucceeded();
    void refreshSubscription(load, { force: true });
    if (!(pathname === '/account' && params.get('tab') === 'billing')) notify.success(t('success'));
  }, [pathname, search, hash, navigate, load, t]);
};
