import { Button, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePriceFormat } from '../app/use-price-format.ts';
import { useSearchParams } from 'react-router';
import { useSnapshot } from 'valtio';
import {
  BillingUseCases,
  isCurrency,
  priceFor,
  type Currency,
  type SubscriptionView,
} from '#domain/billing/index.ts';
import { useInjection } from '../app/container-context.tsx';
import { useLoaded } from '../app/use-loaded.ts';
import { DialogActions } from '../components/dialog-actions.tsx';
import { subscriptionStore } from './subscription.store.ts';
import { useDisplayCurrency } from './use-display-currency.ts';
import { usePlanCheckout } from './use-plan-checkout.ts';
import { UsdNote } from './usd-note.tsx';

const PRICING_QUERY = ['plan', 'currency', 'priceId'];

/**
 * requirements §2.2: a signed-in visitor chose a plan on /pricing
 * (`tab=billing&plan=…&currency=…&priceId=…`): the plan and its price, and checkout once confirmed.
 */
export const PlanFromPricing = ({ planId, currency: asked }: { planId: string; currency: string | null }) => {
  const { t } = useTranslation('billing', { keyPrefix: 'fromPricing' });
  const money = usePriceFormat();
  const [, setParams] = useSearchParams();
  const loadPlans = useInjection(BillingUseCases.loadPlans);
  const { value: plans } = useLoaded(loadPlans);
  const subscription = useSnapshot(subscriptionStore).subscription as SubscriptionView | null;
  const display = useDisplayCurrency(subscription).currency;
  // The currency the tile showed on /pricing; the display currency when the link has none.
  const currency = isCurrency(asked) ? (asked.toUpperCase() as Currency) : display;
  const checkout = usePlanCheckout();
  const plan = plans?.find((p) => p._id === planId) ?? null;
  const dismiss = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const key of PRICING_QUERY) next.delete(key);
        return next;
      },
      { replace: true },
    );
  if (!plans || !currency) return null;
  // Once the server said it priced the plan in USD, the dialog names the USD price.
  const priced: Currency = checkout.pending ? 'USD' : currency;
  const price = plan ? money(priceFor(plan, priced).price, priced) : '';
  return (
    <Modal
      opened
      onClose={dismiss}
      title={plan ? t('title', { plan: plan.name }) : t('unknownTitle')}
      centered
      radius="lg"
    >
      <Stack>
        {plan ? (
          <Text>{t(plan.interval === 'year' ? 'bodyYear' : 'bodyMonth', { plan: plan.name, price })}</Text>
        ) : (
          <Text>{t('unknownBody')}</Text>
        )}
        {checkout.pending && (
          <UsdNote currency={checkout.pending.currency} paymentLink={checkout.pending.paymentLink} />
        )}
        <DialogActions dismissLabel={t('cancel')} onDismiss={dismiss}>
          {plan && !checkout.pending && (
            <Button
              loading={checkout.busyPlan !== null}
              onClick={() => void checkout.start(plan._id, currency)}
              data-autofocus
            >
              {t('confirm')}
            </Button>
          )}
        </DialogActions>
      </Stack>
    </Modal>
  );
};
