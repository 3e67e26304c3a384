import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { BILLING_CLIENT_ERRORS, BillingUseCases, type Currency } from '#domain/billing/index.ts';
import { useInjection } from '../app/container-context.tsx';
import { notify } from '../app/notify.ts';
import { checkoutReturnUrls, currentPath } from './billing-links.ts';
import { subscriptionStore } from './subscription.store.ts';

/**
 * Starting to pay for a plan: asks the server for a checkout and goes there (a full page load:
 * it may be the provider's site). When the server adds a note (priced in USD instead), the note
 * is shown first with a link to continue (requirements §8 Subscribe).
 */
export const usePlanCheckout = () => {
  const { t } = useTranslation('billing', { keyPrefix: 'errors' });
  const choose = useInjection(BillingUseCases.choosePlan);
  const [params] = useSearchParams();
  const { subscription } = useSnapshot(subscriptionStore);
  const [busyPlan, setBusyPlan] = useState<string | null>(null);
  // The note's link, and the currency that was asked for (the note names it).
  const [pending, setPending] = useState<{ paymentLink: string; currency: Currency } | null>(null);

  const start = async (planId: string, currency: Currency) => {
    setBusyPlan(planId);
    const result = await choose({
      planId,
      currency,
      ...checkoutReturnUrls({
        redirect: params.get('redirect'),
        returnTo: params.get('returnTo'),
        current: currentPath(),
      }),
    });
    setBusyPlan(null);
    if (!result.ok) {
      const mismatch = result.error.code === BILLING_CLIENT_ERRORS.currencyMismatch;
      notify.error(
        mismatch
          ? t('currencyMismatch', { actual: subscription?.actualCurrency ?? 'USD', requested: currency })
          : result.error.message || t('subscribeFailed'),
      );
      return false;
    }
    if (result.value.note) setPending({ paymentLink: result.value.paymentLink, currency });
    else window.location.assign(result.value.paymentLink);
    return true;
  };

  return { start, busyPlan, pending, dismissNote: () => setPending(null) };
};
