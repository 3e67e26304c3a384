import { fireEvent, screen, waitFor } from '@testing-library/react';
import { notifications, notificationsStore } from '@mantine/notifications';
import type { i18n } from 'i18next';
import { Container } from 'inversify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  BillingUseCases,
  cancelPlan,
  keepPlan,
  loadSubscription,
  type BillingGateway,
  type PlanChange,
} from '#domain/billing/index.ts';
import { ok } from '#domain/shared/index.ts';
import { fakeBillingGateway, sampleSubscription } from '../../test/fakes/billing-client-fakes.ts';
import { createI18n } from '../app/i18n.ts';
import { renderRoutes } from '../auth/render-guarded.tsx';
import { resetSubscriptionStore, subscriptionStore } from './subscription.store.ts';
import { usePlanChange } from './use-plan-change.ts';

let i18n: i18n;
beforeAll(async () => {
  i18n = await createI18n('en');
});
afterEach(() => {
  notifications.clean();
  resetSubscriptionStore();
});

const ending = (cancelAtPeriodEnd: boolean, provider: 'builtin' | 'stripe' = 'stripe') =>
  sampleSubscription({ status: 'active', trialEndsAt: null, cancelAtPeriodEnd, provider });

const Page = ({ what }: { what: PlanChange }) => {
  const plan = usePlanChange({ tries: 3, waitMs: 1 });
  return (
    <button type="button" onClick={() => void plan.change(what)}>
      Keep
    </button>
  );
};

const render = (gateway: BillingGateway, what: PlanChange = 'keep') => {
  const container = new Container();
  const deps = { billing: gateway };
  container.bind(BillingUseCases.cancelPlan).toConstantValue(cancelPlan(deps));
  container.bind(BillingUseCases.keepPlan).toConstantValue(keepPlan(deps));
  container.bind(BillingUseCases.loadSubscription).toConstantValue(loadSubscription(deps));
  renderRoutes(container, i18n, [{ path: '/account', element: <Page what={what} /> }], '/account');
  fireEvent.click(screen.getByRole('button', { name: 'Keep' }));
};

const toasts = () => notificationsStore.getState().notifications.map((toast) => toast.message);

describe('usePlanChange', () => {
  it('says done at once when the answer already shows the change, or comes from the built-in provider', async () => {
    const answers = [ending(true, 'builtin'), ending(false)];
    render(fakeBillingGateway({ resume: async () => ok(answers.shift()!) }));
    await waitFor(() => expect(toasts()).toEqual(['Your plan will renew as usual.']));
    notifications.clean();
    fireEvent.click(screen.getByRole('button', { name: 'Keep' }));
    await waitFor(() => expect(toasts()).toEqual(['Your plan will renew as usual.']));
    expect(subscriptionStore.subscription?.cancelAtPeriodEnd).toBe(false);
  });

  it('follows Stripe until its webhook has changed the subscription, then says done', async () => {
    const reads = [ending(true), ending(false)];
    render(
      fakeBillingGateway({
        resume: async () => ok(ending(true)),
        current: async () => ok(reads.shift() ?? ending(false)),
      }),
    );
    await waitFor(() => expect(toasts()).toEqual(['Your plan will renew as usual.']));
    expect(reads).toEqual([]);
    expect(subscriptionStore.subscription?.cancelAtPeriodEnd).toBe(false);
  });

  it('says a trial cancelled at its end charges nothing', async () => {
    const trial = sampleSubscription({ status: 'trialing', cancelAtPeriodEnd: true, provider: 'builtin' });
    render(fakeBillingGateway({ cancel: async () => ok(trial) }), 'cancelAtPeriodEnd');
    await waitFor(() =>
      expect(toasts()).toEqual(['Your plan will end with the trial. Nothing will be charged.']),
    );
  });

  it('says a paid plan cancelled at its end ends with its period', async () => {
    render(fakeBillingGateway({ cancel: async () => ok(ending(true, 'builtin')) }), 'cancelAtPeriodEnd');
    await waitFor(() => expect(toasts()).toEqual(['Your plan will end at the end of the paid period.']));
  });

  it('says the change is not confirmed yet when Stripe stays silent', async () => {
    render(
      fakeBillingGateway({ resume: async () => ok(ending(true)), current: async () => ok(ending(true)) }),
    );
    await waitFor(() =>
      expect(toasts()).toEqual([
        'Stripe has not confirmed the change yet. Reload the page in a minute to see it.',
      ]),
    );
  });
});
