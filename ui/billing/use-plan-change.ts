import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BillingUseCases,
  billedByStripe,
  planChangeShown,
  type PlanChange,
  type SubscriptionView,
} from '#domain/billing/index.ts';
import { useInjection } from '../app/container-context.tsx';
import { notify } from '../app/notify.ts';
import { setSubscription } from './subscription.store.ts';

/** The toasts of a plan change: "Stripe is confirming" gives way to the outcome. */
const TOPIC = 'billing.plan-change';

const DONE: Record<PlanChange, string> = {
  cancelNow: 'cancelledNow',
  cancelAtPeriodEnd: 'cancelledAtEnd',
  keep: 'keptPlan',
};

/** What a done change says: a trial cancelled at its end has no paid period, and charges nothing. */
const doneKey = (change: PlanChange, subscription: SubscriptionView) =>
  change === 'cancelAtPeriodEnd' && subscription.status === 'trialing' ? 'cancelledAtTrialEnd' : DONE[change];

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Cancelling and keeping the plan. The built-in provider answers with the changed subscription;
 * Stripe's changes reach our records by its webhook a moment later, so until the subscription
 * shows the change it is read again a few times (`tries` × `waitMs`), and the toast says so.
 */
export const usePlanChange = ({ tries = 6, waitMs = 1500 }: { tries?: number; waitMs?: number } = {}) => {
  const { t } = useTranslation('billing', { keyPrefix: 'billing' });
  const cancel = useInjection(BillingUseCases.cancelPlan);
  const keep = useInjection(BillingUseCases.keepPlan);
  const load = useInjection(BillingUseCases.loadSubscription);
  const [busy, setBusy] = useState(false);

  const follow = async (change: PlanChange) => {
    for (let attempt = 0; attempt < tries; attempt += 1) {
      await pause(waitMs);
      const subscription = await load();
      if (!subscription) continue;
      setSubscription(subscription);
      if (planChangeShown(subscription, change))
        return void notify.success(t(doneKey(change, subscription)), TOPIC);
    }
    notify.warning(t('providerSlow'), TOPIC);
  };

  /** Asks for the change; false when it was refused (the toast says why). */
  const change = async (what: PlanChange): Promise<boolean> => {
    setBusy(true);
    const result = what === 'keep' ? await keep() : await cancel(what === 'cancelNow');
    setBusy(false);
    if (!result.ok) {
      notify.error(result.error.message || t(what === 'keep' ? 'keepFailed' : 'cancelFailed'), TOPIC);
      return false;
    }
    setSubscription(result.value);
    // Only Stripe changes later; the built-in provider's answer is the outcome.
    if (!billedByStripe(result.value) || planChangeShown(result.value, what))
      notify.success(t(doneKey(what, result.value)), TOPIC);
    else {
      notify.info(t('providerConfirming'), TOPIC);
      void follow(what);
    }
    return true;
  };

  return { busy, change };
};
