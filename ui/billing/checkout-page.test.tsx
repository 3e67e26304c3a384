import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { i18n } from 'i18next';
import { Container } from 'inversify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { domainError, err, ok } from '#domain/shared/index.ts';
import { fixedClock, sampleUser } from '../../test/fakes/auth-fakes.ts';
import {
  bindPurchaseUseCases,
  fakeBillingGateway,
  sampleCheckout,
  sampleSubscription,
  SAMPLE_SESSION_ID,
} from '../../test/fakes/purchase-fakes.ts';
import { samplePlans } from '../../test/fakes/billing-client-fakes.ts';
import { memoryStorage } from '../../test/fakes/storage-fakes.ts';
import { createI18n } from '../app/i18n.ts';
import { resetAuthStore, setSignedInUser } from '../auth/auth.store.ts';
import { renderGuarded } from '../auth/render-guarded.tsx';
import { resetSubscriptionStore } from './subscription.store.ts';
import { CheckoutPage } from './checkout-page.tsx';

let i18n: i18n;
beforeAll(async () => {
  i18n = await createI18n('en');
});
beforeEach(() => {
  resetAuthStore();
  resetSubscriptionStore();
  setSignedInUser(sampleUser({ isOnBoardingCompleted: true }));
});

const renderAt = (path: string, billing = fakeBillingGateway()) => {
  const container = new Container();
  bindPurchaseUseCases(container, { billing, storage: memoryStorage(), clock: fixedClock() });
  return renderGuarded(
    container,
    i18n,
    [
      { path: '/billing/checkout/:sessionId', element: <CheckoutPage /> },
      { path: '/dashboard', element: <p>dashboard</p> },
      { path: '/login', element: <p>login page</p> },
    ],
    path,
  );
};

const here = `/billing/checkout/${SAMPLE_SESSION_ID}`;

describe('the built-in checkout page', () => {
  it("on a smaller plan, says which of today's uses are above its limits before it is confirmed", async () => {
    const starter = samplePlans().find((plan) => plan._id === 'starter-month')!;
    const counted = (used: number) => ({
      enabled: true,
      limit: 5,
      total: 5,
      used,
      remaining: 0,
      available: 0,
    });
    renderAt(
      here,
      fakeBillingGateway([], {
        checkout: async () => ok(sampleCheckout({ plan: starter, currency: 'EUR', discount: null })),
        current: async () =>
          ok(sampleSubscription({ resourceUsage: { blueprint: counted(3), scanners: counted(1) } })),
      }),
    );
    const warning = await screen.findByTestId('beyond-limits');
    expect(warning.textContent).toContain('Published cards: you use 3, it allows 1');
    // Within the scanner limit: not listed.
    expect(warning.textContent).not.toContain('Scanner devices');
  });

  it('shows the plan, its price, the discount and what is due; confirming goes to the success page', async () => {
    const calls: unknown[][] = [];
    // On the server's address (PUBLIC_URL), which may be another name of this site.
    const success = 'https://www.passdeck.example/dashboard?subscription=success';
    const router = renderAt(
      here,
      fakeBillingGateway(calls, {
        confirmCheckout: async (id) => (
          calls.push(['confirm', id]),
          ok({ redirectUrl: success, invoiceNumber: 'PD-1' })
        ),
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Confirm your plan' })).toBeTruthy();
    expect(screen.getByText('Growth')).toBeTruthy();
    expect(screen.getByText('Billed yearly')).toBeTruthy();
    expect(screen.getByText('PLN 1,919.90 per year')).toBeTruthy();
    expect(screen.getByText('Referral code WELCOME20')).toBeTruthy();
    expect(screen.getByText('−20%')).toBeTruthy();
    expect(screen.getByText('PLN 1,535.92')).toBeTruthy();
    // The session names the server's own address; the page stays on the one the business uses.
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/pricing');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and pay PLN\u00a01,535.92' }));
    await screen.findByText('dashboard');
    expect(calls).toContainEqual(['confirm', SAMPLE_SESSION_ID]);
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/dashboard?subscription=success',
    );
  });

  it('never leads to another host, even from an address whose dot segments fold into two slashes', async () => {
    renderAt(
      here,
      fakeBillingGateway([], {
        checkout: async () =>
          ok(sampleCheckout({ cancelUrl: 'https://www.passdeck.example/.//evil.example/x' })),
      }),
    );
    expect((await screen.findByRole('link', { name: 'Cancel' })).getAttribute('href')).toBe('/');
  });

  it('shows an expired link with the way back to pricing', async () => {
    renderAt(
      here,
      fakeBillingGateway([], { checkout: async () => ok(sampleCheckout({ status: 'expired' })) }),
    );
    expect(await screen.findByRole('heading', { name: 'This checkout link has expired' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to pricing' }).getAttribute('href')).toBe('/pricing');
  });

  it('reloads into the completed state when the confirm finds it already paid', async () => {
    let status: 'open' | 'completed' = 'open';
    renderAt(
      here,
      fakeBillingGateway([], {
        checkout: async () => ok(sampleCheckout({ status })),
        confirmCheckout: async () => ((status = 'completed'), err(domainError('billing.checkout_completed'))),
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: /^Confirm and pay/ }));
    expect(await screen.findByRole('heading', { name: 'This checkout is already complete' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toBeTruthy();
  });

  it('during a trial says nothing is due today and when the first payment is made', async () => {
    renderAt(
      here,
      fakeBillingGateway([], {
        checkout: async () =>
          ok(
            sampleCheckout({
              dueNow: '0.00',
              firstPayment: '1535.92',
              firstPaymentAt: '2026-12-01T12:00:00.000Z',
            }),
          ),
      }),
    );
    const note = await screen.findByText(/^Nothing due today; first payment of PLN\s1,535\.92 on /);
    expect(note.textContent).toBe(
      'Nothing due today; first payment of PLN\u00a01,535.92 on Dec 1, 2026, when your trial ends.',
    );
    expect(screen.getByText('PLN 0.00')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm plan' })).toBeTruthy();
  });

  it('shows the credit taken off what is due', async () => {
    renderAt(
      here,
      fakeBillingGateway([], {
        checkout: async () => ok(sampleCheckout({ creditApplied: '91.20', dueNow: '1444.72' })),
      }),
    );
    expect(await screen.findByText('Credit applied')).toBeTruthy();
    expect(screen.getByText('−PLN 91.20')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm and pay PLN\u00a01,444.72' })).toBeTruthy();
    expect(screen.getByText(/The credit is what is left of your current plan/)).toBeTruthy();
  });

  it('asks only to confirm when the credit covers everything, and explains no credit where there is none', async () => {
    renderAt(
      here,
      fakeBillingGateway([], {
        checkout: async () => ok(sampleCheckout({ creditApplied: '1535.92', dueNow: '0.00' })),
      }),
    );
    expect(await screen.findByRole('button', { name: 'Confirm plan' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Confirm and pay/ })).toBeNull();
    cleanup();
    renderAt(here);
    await screen.findByRole('button', { name: /Confirm and pay/ });
    expect(screen.queryByText(/The credit is what is left/)).toBeNull();
  });

  it('warns that paying in another currency leaves the credit in the old one unused', async () => {
    renderAt(
      here,
      fakeBillingGateway([], {
        checkout: async () => ok(sampleCheckout({ creditLeftBehind: { amount: '12.50', currency: 'EUR' } })),
      }),
    );
    expect(
      await screen.findByText(
        'Paying in PLN leaves your credit of €12.50 unused: it only counts towards prices in EUR, and it is gone once you confirm. Choose the plan in EUR to use it.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/The credit is what is left of your current plan/)).toBeNull();
  });

  it('says when the checkout does not exist', async () => {
    renderAt('/billing/checkout/not-a-session');
    expect(await screen.findByRole('heading', { name: "We can't find this checkout" })).toBeTruthy();
  });

  it('offers a retry when the checkout could not load', async () => {
    renderAt(
      here,
      fakeBillingGateway([], { checkout: async () => err(domainError('http.network', 'offline')) }),
    );
    expect(await screen.findByRole('heading', { name: 'The checkout could not be loaded.' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('sends a signed-out visitor to log in first, coming back here', async () => {
    setSignedInUser(null);
    const router = renderAt(here);
    await screen.findByText('login page');
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent(here)}`);
  });
});
