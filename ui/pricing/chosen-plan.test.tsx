import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { i18n } from 'i18next';
import { Container } from 'inversify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BillingUseCases } from '#domain/billing/index.ts';
import { ok } from '#domain/shared/index.ts';
import { fixedClock, sampleUser } from '../../test/fakes/auth-fakes.ts';
import { bindPurchaseUseCases, fakeBillingGateway } from '../../test/fakes/purchase-fakes.ts';
import { memoryStorage } from '../../test/fakes/storage-fakes.ts';
import { createI18n } from '../app/i18n.ts';
import { setSignedInUser } from '../auth/auth.store.ts';
import { renderRoutes } from '../auth/render-guarded.tsx';
import { ChosenPlanCheckout } from './chosen-plan.tsx';
import { PlanChoiceBanner } from './plan-choice-banner.tsx';

let i18n: i18n;
beforeAll(async () => {
  i18n = await createI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  setSignedInUser(null);
});

const PAY = 'https://checkout.example/pay/1';

/** The sign-up's last step after Growth yearly was chosen in PLN, with the server's answer to subscribing. */
const renderStep = (answer: { paymentLink: string; note?: string }) => {
  const container = new Container();
  bindPurchaseUseCases(container, {
    billing: fakeBillingGateway([], { subscribe: async () => ok(answer) }),
    storage: memoryStorage(),
    clock: fixedClock(),
  });
  container.get<(raw: Record<string, string | null>) => unknown>(BillingUseCases.rememberPlanChoice)({
    plan: 'growth-year',
    currency: 'PLN',
    priceId: null,
  });
  const assign = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
  const onLeave = vi.fn();
  renderRoutes(
    container,
    i18n,
    [
      {
        path: '/signup',
        element: <ChosenPlanCheckout currency="PLN" onLeave={onLeave} onDashboard={() => undefined} />,
      },
    ],
    '/signup',
  );
  return { assign, onLeave };
};

describe("the sign-up's checkout step (issue 24)", () => {
  it('goes straight to the payment page when the plan is priced in the chosen currency', async () => {
    const { assign, onLeave } = renderStep({ paymentLink: PAY });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to checkout' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(PAY));
    expect(onLeave).toHaveBeenCalledOnce();
  });

  it('says first that the plan was priced in USD, then lets the owner go on to pay', async () => {
    const { assign, onLeave } = renderStep({
      paymentLink: PAY,
      note: 'Note: Your subscription was created in USD instead of PLN due to a currency configuration issue.',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to checkout' }));
    const note = await screen.findByRole('status');
    expect(note.textContent).toContain(
      'Note: Your subscription was created in USD instead of PLN due to a currency configuration issue. Please contact support if you need this corrected.',
    );
    expect(assign).not.toHaveBeenCalled();
    const onward = screen.getByRole('link', { name: 'Continue to payment' });
    expect(onward.getAttribute('href')).toBe(PAY);
    fireEvent.click(onward);
    expect(onLeave).toHaveBeenCalledOnce();
  });
});

/** The signed-in frame's offer of a plan chosen before signing up, for a member of `role`. */
const renderBanner = (role: 'owner' | 'staff', choose = true) => {
  const container = new Container();
  const subscribe = vi.fn(async () => ok({ paymentLink: PAY }));
  const storage = memoryStorage();
  bindPurchaseUseCases(container, {
    billing: fakeBillingGateway([], { subscribe }),
    storage,
    clock: fixedClock(),
  });
  if (choose)
    container.get<(raw: Record<string, string | null>) => unknown>(BillingUseCases.rememberPlanChoice)({
      plan: 'growth-year',
      currency: 'PLN',
      priceId: null,
    });
  setSignedInUser({ ...sampleUser(), teamRole: role });
  const assign = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
  renderRoutes(container, i18n, [{ path: '/dashboard', element: <PlanChoiceBanner /> }], '/dashboard');
  const pending = () => container.get<() => unknown>(BillingUseCases.pendingPlanChoice)();
  return { assign, subscribe, pending };
};

describe('a plan chosen on the pricing page, offered in the signed-in frame', () => {
  it('takes the owner on to the payment page of the chosen plan', async () => {
    const { assign, subscribe, pending } = renderBanner('owner');
    screen.getByText('You chose a plan on the pricing page. Confirm it at checkout to start it.');
    fireEvent.click(screen.getByRole('button', { name: 'Continue to checkout' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(PAY));
    expect(subscribe).toHaveBeenCalledWith(expect.objectContaining({ planId: 'growth-year' }), 'PLN');
    expect(pending()).toBeNull();
  });

  it('forgets the choice for good on "Not now"', async () => {
    const { subscribe, pending } = renderBanner('owner');
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Your chosen plan is waiting' })).toBeNull(),
    );
    expect(pending()).toBeNull();
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('shows nothing without a choice, or to a member who may not manage billing', () => {
    renderBanner('owner', false);
    expect(screen.queryByRole('region', { name: 'Your chosen plan is waiting' })).toBeNull();
    renderBanner('staff');
    expect(screen.queryByRole('region', { name: 'Your chosen plan is waiting' })).toBeNull();
  });
});
