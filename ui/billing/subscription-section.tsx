import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { BillingUseCases, type SubscriptionView } from '#domain/billing/index.ts';
import { useInjection } from '../app/container-context.tsx';
import { LoadFailure, LoadingRows } from '../components/load-state.tsx';
import { refreshSubscription, subscriptionStore } from './subscription.store.ts';

/**
 * What the subscription store holds, for a part of a tab that shows it: skeleton rows while it
 * loads, the failure with a retry when it could not be read, else `children(subscription)`.
 */
export const WithSubscription = ({
  rows,
  children,
}: {
  rows: number;
  children: (subscription: SubscriptionView) => ReactNode;
}) => {
  const { t } = useTranslation('billing', { keyPrefix: 'plans' });
  const load = useInjection(BillingUseCases.loadSubscription);
  const { subscription, status } = useSnapshot(subscriptionStore);
  // The views take the plain type; the snapshot is only read.
  if (subscription) return children(subscription as SubscriptionView);
  if (status === 'failed')
    return (
      <LoadFailure title={t('loadFailed')} onRetry={() => void refreshSubscription(load, { force: true })} />
    );
  return <LoadingRows height={28} rows={rows} />;
};
