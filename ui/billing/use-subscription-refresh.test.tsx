import { act, render } from '@testing-library/react';
import { Container } from 'inversify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { BillingUseCases } from '#domain/billing/index.ts';
import { sampleUser } from '../../test/fakes/auth-fakes.ts';
import { sampleSubscription } from '../../test/fakes/billing-client-fakes.ts';
import { ContainerProvider } from '../app/container-context.tsx';
import { resetAuthStore, setSignedInUser } from '../auth/auth.store.ts';
import { resetSubscriptionStore, subscriptionStore } from './subscription.store.ts';
import { useSubscriptionRefresh } from './use-subscription-refresh.ts';

afterEach(() => {
  resetAuthStore();
  resetSubscriptionStore();
  vi.restoreAllMocks();
});

const Frame = () => {
  useSubscriptionRefresh();
  return null;
};

describe('useSubscriptionRefresh (requirements §4)', () => {
  it('refreshes on login, on a visible tab and on entering the pages that need it, at most every 3 s', async () => {
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    let calls = 0;
    const container = new Container();
    container
      .bind(BillingUseCases.loadSubscription)
      .toConstantValue(async () => (calls++, sampleSubscription()));
    const router = createMemoryRouter(
      ['/cards', '/customers', '/dashboard'].map((path) => ({ path, element: <Frame /> })),
      { initialEntries: ['/cards'] },
    );
    setSignedInUser(sampleUser());
    await act(async () => {
      render(
        <ContainerProvider container={container}>
          <RouterProvider router={router} />
        </ContainerProvider>,
      );
    });
    expect(calls).toBe(1);
    expect(subscriptionStore.subscription?.status).toBe('trialing');

    // Within 3 s nothing more is fetched.
    await act(async () => document.dispatchEvent(new Event('visibilitychange')));
    await act(async () => router.navigate('/customers'));
    expect(calls).toBe(1);

    now += 3_000;
    await act(async () => document.dispatchEvent(new Event('visibilitychange')));
    expect(calls).toBe(2);
    now += 3_000;
    await act(async () => router.navigate('/dashboard'));
    expect(calls).toBe(3);
    // /cards is not one of the pages that refresh.
    now += 3_000;
    await act(async () => router.navigate('/cards'));
    expect(calls).toBe(3);
  });
});
