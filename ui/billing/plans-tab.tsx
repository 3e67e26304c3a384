import { Box, Button, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { BillingUseCases, type SubscriptionView } from '#domain/billing/index.ts';
import { AccountSection } from '../account/account-section.tsx';
import { useInjection } from '../app/container-context.tsx';
import { useCan } from '../app/use-can.ts';
import { useLoaded } from '../app/use-loaded.ts';
import { LoadingRows } from '../components/load-state.tsx';
import { localPath } from './billing-links.ts';
import { CurrentPlan } from './current-plan.tsx';
import { PlanTiles } from './plan-tiles.tsx';
import { PlanUsage } from './plan-usage.tsx';
import { WithSubscription } from './subscription-section.tsx';
import { subscriptionStore } from './subscription.store.ts';
import { useDisplayCurrency } from './use-display-currency.ts';
import { usePlanCheckout } from './use-plan-checkout.ts';
import { UsdNote } from './usd-note.tsx';

/**
 * `/account?tab=plans` (issue 24): the current plan with its trial or period, the use of every
 * limit, and the plans to change to; `returnTo` leads back to the page that sent the business here.
 */
export const PlansTab = () => {
  const { t } = useTranslation('billing', { keyPrefix: 'plans' });
  const [params] = useSearchParams();
  const returnTo = localPath(params.get('returnTo'));
  // The views take the plain type; a snapshot is only read here.
  const subscription = useSnapshot(subscriptionStore).subscription as SubscriptionView | null;
  const loadPlans = useInjection(BillingUseCases.loadPlans);
  const { value: plans } = useLoaded(loadPlans);
  const { currency } = useDisplayCurrency(subscription);
  const checkout = usePlanCheckout();
  // Only owners may change the plan (the API refuses the others); everyone sees its use.
  const pays = useCan()('billing.manage');

  return (
    <Stack gap="lg">
      {returnTo && (
        <Button
          component={Link}
          to={returnTo}
          variant="subtle"
          leftSection={<IconArrowLeft size={16} />}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('back')}
        </Button>
      )}
      <AccountSection title={t('current')}>
        <WithSubscription rows={2}>{(current) => <CurrentPlan subscription={current} />}</WithSubscription>
      </AccountSection>
      <AccountSection title={t('usage')}>
        <WithSubscription rows={5}>
          {(current) => <PlanUsage usage={current.resourceUsage} trialing={current.status === 'trialing'} />}
        </WithSubscription>
      </AccountSection>
      {pays && (
        <AccountSection title={t('change')}>
          {currency && (
            <Text c="dimmed" fz="sm" mb="md">
              {t('changeDescription', { currency })}
            </Text>
          )}
          {checkout.pending && (
            <Box mb="md">
              <UsdNote
                currency={checkout.pending.currency}
                paymentLink={checkout.pending.paymentLink}
                onDismiss={checkout.dismissNote}
              />
            </Box>
          )}
          {!plans || !currency ? (
            <LoadingRows height={200} rows={1} />
          ) : plans.length === 0 ? (
            <Text>{t('noPlans')}</Text>
          ) : (
            <PlanTiles
              plans={plans}
              subscription={subscription}
              currency={currency}
              busyPlan={checkout.busyPlan}
              onChoose={(plan) => void checkout.start(plan._id, currency)}
            />
          )}
        </AccountSection>
      )}
    </Stack>
  );
};
