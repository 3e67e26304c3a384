import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { Container } from 'inversify';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BillingUseCases,
  cancelPlan,
  choosePlan,
  downloadInvoice,
  keepPlan,
  loadBillingOverview,
  loadPlans,
  loadSubscription,
  makeDefaultPaymentMethod,
  openCustomerPortal,
  pickDisplayCurrency,
  resolvePricingCurrency,
  type BillingGateway,
  type SubscriptionView,
} from '#domain/billing/index.ts';
import { ok } from '#domain/shared/index.ts';
import { sampleUser } from '../../test/fakes/auth-fakes.ts';
import { fakeBillingGateway, sampleSubscription, usageOf } from '../../test/fakes/billing-client-fakes.ts';
import { memoryStorage } from '../../test/fakes/storage-fakes.ts';
import { createI18n } from '../app/i18n.ts';
import { resetAuthStore, setSignedInUser } from '../auth/auth.store.ts';
import { renderRoutes } from '../auth/render-guarded.tsx';
import { BillingTab } from './billing-tab.tsx';
import { PastDueBanner } from './past-due-banner.tsx';
import { PlanUsage } from './plan-usage.tsx';
import { PlansTab } from './plans-tab.tsx';
import { markCheckoutSucceeded, resetSubscriptionStore, setSubscription } from './subscription.store.ts';
import { useCheckoutReturn } from './use-checkout-return.ts';

let i18n: i18n;
beforeAll(async () => {
  i18n = await createI18n('en');
});
beforeEach(() => setSignedInUser(sampleUser()));
afterEach(() => {
  resetAuthStore();
  resetSubscriptionStore();
  vi.restoreAllMocks();
});

const invoiceDownloads: string[] = [];

const renderTab = (gateway: BillingGateway, path: string, extra?: ReactNode) => {
  const container = new Container();
  const deps = { billing: gateway };
  container.bind(BillingUseCases.loadSubscription).toConstantValue(loadSubscription(deps));
  container.bind(BillingUseCases.loadPlans).toConstantValue(loadPlans(deps));
  container.bind(BillingUseCases.choosePlan).toConstantValue(choosePlan(deps));
  container.bind(BillingUseCases.cancelPlan).toConstantValue(cancelPlan(deps));
  container.bind(BillingUseCases.keepPlan).toConstantValue(keepPlan(deps));
  container.bind(BillingUseCases.loadBillingOverview).toConstantValue(loadBillingOverview(deps));
  container.bind(BillingUseCases.makeDefaultPaymentMethod).toConstantValue(makeDefaultPaymentMethod(deps));
  container.bind(BillingUseCases.openCustomerPortal).toConstantValue(openCustomerPortal(deps));
  container.bind(BillingUseCases.downloadInvoice).toConstantValue(
    downloadInvoice({
      invoices: {
        download: async (path, language) => (
          invoiceDownloads.push(`${path} in ${language}`),
          ok({ fileName: 'x.pdf', bytes: new Uint8Array() })
        ),
      },
    }),
  );
  const storage = memoryStorage();
  container.bind(BillingUseCases.resolvePricingCurrency).toConstantValue(resolvePricingCurrency({ storage }));
  container.bind(BillingUseCases.pickDisplayCurrency).toConstantValue(pickDisplayCurrency({ storage }));
  const tab = new URLSearchParams(path.split('?')[1]).get('tab');
  return renderRoutes(
    container,
    i18n,
    [
      {
        path: '/account',
        element: (
          <>
            {extra}
            {tab === 'plans' ? <PlansTab /> : <BillingTab />}
          </>
        ),
      },
    ],
    path,
  );
};

const usage = usageOf;

describe('the plans tab', () => {
  it('shows the trial, the use of each limit, and checks out a plan with the redirect as success address', async () => {
    setSubscription(
      sampleSubscription({
        trialEndsAt: new Date(Date.now() + 3 * 86_400_000 - 60_000).toISOString(),
        resourceUsage: {
          blueprint: usage(2, 5),
          scanners: usage(3, 1),
          custom_questions: usage(4, null),
        },
      }),
    );
    const asked: unknown[] = [];
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      origin: 'https://app.example',
      href: 'https://app.example/account?tab=plans',
      pathname: '/account',
      search: '?tab=plans',
      hash: '',
      assign,
    });
    const gateway = fakeBillingGateway({
      subscribe: async (input, currency) => (
        asked.push({ input, currency }),
        ok({ paymentLink: '/billing/checkout/s1' })
      ),
    });
    renderTab(gateway, '/account?tab=plans&redirect=%2Fcards%3Fsubscription%3Dsuccess');
    expect(screen.getByText('3 days left in your trial.', { exact: false })).toBeTruthy();
    expect(screen.getByText('2 of 5')).toBeTruthy();
    expect(screen.getByText('4 · unlimited')).toBeTruthy();
    expect(screen.getAllByText('Not included').length).toBe(2);
    expect(screen.getByRole('progressbar', { name: 'Published cards: 2 of 5 used' })).toBeTruthy();
    // Past a limit, the figures say what it means, once: during a trial, that the limit comes with its end.
    expect(screen.getByText('3 of 1')).toBeTruthy();
    expect(
      screen.getAllByText(
        "Above your plan's limit. The trial allows it; once it ends, choose a larger plan to add more.",
      ).length,
    ).toBe(1);
    expect(screen.queryByText("Above your plan's limit: choose a larger plan to add more.")).toBeNull();

    fireEvent.click(await screen.findByRole('button', { name: /Business$/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/billing/checkout/s1'));
    expect(asked).toEqual([
      {
        input: {
          planId: 'business-month',
          successUrl: '/cards?subscription=success',
          cancelUrl: '/account?tab=plans',
        },
        currency: expect.any(String),
      },
    ]);
  });

  it("warns on a smaller plan that today's use is above its limits, before it is chosen", async () => {
    setSubscription(
      sampleSubscription({
        resourceUsage: {
          blueprint: usage(2, 5),
          scanners: usage(3, 5),
          custom_questions: usage(4, null),
        },
      }),
    );
    renderTab(fakeBillingGateway(), '/account?tab=plans');
    await screen.findByRole('button', { name: /Business$/ });
    // Only Starter (1 published card, 1 scanner) is smaller than today's use.
    const [warning, ...others] = screen.getAllByTestId('beyond-limits');
    expect(others).toEqual([]);
    expect(warning!.textContent).toContain("Above this plan's limits");
    expect(within(warning!).getByText('Published cards: you use 2, it allows 1')).toBeTruthy();
    expect(within(warning!).getByText('Scanner devices: you use 3, it allows 1')).toBeTruthy();
    // Starter has no custom questions at all: not "it allows 0".
    expect(
      within(warning!).getByText('Data-collection questions: you use 4, the plan does not include them'),
    ).toBeTruthy();
  });

  it('says plainly what use past the limit of a paid plan means', () => {
    const scanners = usage(3, 1);
    renderRoutes(new Container(), i18n, [{ path: '/', element: <PlanUsage usage={{ scanners }} /> }], '/');
    expect(screen.getByText('3 of 1')).toBeTruthy();
    expect(screen.getByText("Above your plan's limit: choose a larger plan to add more.")).toBeTruthy();
  });

  it('opened directly, follows a yearly subscription once it loads, until the switch is moved', async () => {
    const yearly = sampleSubscription({
      status: 'active',
      planId: 'starter-year',
      trialEndsAt: null,
      planDetails: {
        ...sampleSubscription().planDetails,
        name: 'Starter',
        type: 'starter',
        interval: 'year',
      },
    });
    renderTab(fakeBillingGateway(), '/account?tab=plans');
    // The tiles are up before the subscription (the app loads it), as after a reload.
    expect(await screen.findByRole('button', { name: /Starter$/ })).toBeTruthy();
    act(() => setSubscription(yearly));
    expect(await screen.findByText('Current plan')).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Yearly/ })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(screen.getByRole('radio', { name: 'Monthly' })).toHaveProperty('checked', true);
    expect(screen.queryByText('Current plan')).toBeNull();
  });

  it('sells an annual-only plan yearly in the monthly view', async () => {
    const asked: unknown[] = [];
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign: vi.fn() });
    setSubscription(sampleSubscription());
    renderTab(
      fakeBillingGateway({
        subscribe: async (input) => (asked.push(input), ok({ paymentLink: '/billing/checkout/s1' })),
      }),
      '/account?tab=plans',
    );
    expect((await screen.findByRole<HTMLInputElement>('radio', { name: 'Monthly' })).checked).toBe(true);
    const enterprise = await screen.findByRole('button', { name: /Enterprise$/ });
    expect(enterprise).toHaveProperty('disabled', false);
    fireEvent.click(enterprise);
    await waitFor(() => expect(asked).toMatchObject([{ planId: 'enterprise-year' }]));
  });

  it('names both currencies when the subscription is billed in another one', async () => {
    setSubscription(sampleSubscription({ status: 'active', actualCurrency: 'PLN', currency: 'PLN' }));
    const gateway = fakeBillingGateway({
      subscribe: async () => ({ ok: false, error: { code: 'billing.currency_mismatch', message: 'x' } }),
    });
    renderTab(gateway, '/account?tab=plans');
    fireEvent.click(await screen.findByRole('button', { name: /Business$/ }));
    expect(
      await screen.findByText(
        'Currency mismatch: Your account uses PLN, but PLN was requested. Please contact support if this persists.',
      ),
    ).toBeTruthy();
  });
});

describe('a payment that did not go through (past_due)', () => {
  it('shows the banner whose action opens the customer portal', async () => {
    setSubscription(sampleSubscription({ status: 'past_due', provider: 'stripe', trialEndsAt: null }));
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      href: 'https://app.example/cards',
      pathname: '/cards',
      search: '',
      hash: '',
      assign,
    });
    const portal = fakeBillingGateway({
      customerPortal: async (back) => ok({ url: `https://portal.example/?back=${back}` }),
    });
    renderTab(portal, '/account?tab=billing', <PastDueBanner />);
    expect(screen.getByText('Your last payment did not go through')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Fix payment' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://portal.example/?back=/cards'));
    expect(screen.getByRole('button', { name: 'Manage billing' })).toBeTruthy();
  });
});

describe('a subscription that could not be read', () => {
  it('says so with a retry instead of loading forever', async () => {
    setSubscription(null);
    let calls = 0;
    renderTab(
      fakeBillingGateway({ current: async () => (calls++, ok(sampleSubscription())) }),
      '/account?tab=plans',
    );
    expect(screen.getAllByText('Your plan could not be loaded.').length).toBe(2);
    fireEvent.click(screen.getAllByRole('button', { name: 'Try again' })[0]!);
    expect(await screen.findByText('1 of 5')).toBeTruthy();
    expect(calls).toBe(1);
  });
});

describe('a teammate who does not own the business', () => {
  it('sees the plan and its use but no way to change it', async () => {
    setSignedInUser({ ...sampleUser(), teamRole: 'staff' });
    setSubscription(sampleSubscription());
    renderTab(fakeBillingGateway(), '/account?tab=plans');
    expect(screen.getByText('Usage')).toBeTruthy();
    expect(screen.queryByText('Change plan')).toBeNull();
  });
});

describe('the billing tab', () => {
  it('says billing is self-managed, lists invoices and cancels at the period end after a confirmation', async () => {
    setSubscription(
      sampleSubscription({
        status: 'active',
        trialEndsAt: null,
        currentPeriodEnd: '2026-12-26T10:00:00.000Z',
        creditBalance: '350.12',
      }),
    );
    const cancelled: boolean[] = [];
    const gateway = fakeBillingGateway({
      paymentHistory: async () =>
        ok([
          {
            id: 'i1',
            number: 'PD-2026-0001',
            description: 'Growth (monthly)',
            planId: 'growth-month',
            amount: '45.99',
            currency: 'EUR',
            status: 'paid',
            createdAt: '2026-11-26T10:00:00.000Z',
            pdfUrl: '/api/billing/invoices/i1/pdf',
          },
        ]),
      cancel: async (immediately) => (
        cancelled.push(immediately),
        ok(
          sampleSubscription({
            status: 'active',
            trialEndsAt: null,
            currentPeriodEnd: '2026-12-26T10:00:00.000Z',
            cancelAtPeriodEnd: true,
          }),
        )
      ),
      resume: async () =>
        ok(
          sampleSubscription({
            status: 'active',
            trialEndsAt: null,
            currentPeriodEnd: '2026-12-26T10:00:00.000Z',
          }),
        ),
    });
    renderTab(gateway, '/account?tab=billing');
    expect(screen.getByText('Billing is self-managed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Manage billing' })).toBeNull();
    expect(await screen.findByText('PD-2026-0001')).toBeTruthy();
    expect(screen.getByText('€45.99')).toBeTruthy();
    expect(screen.getByText('No saved payment methods.')).toBeTruthy();
    // Credit left from a dearer plan is shown, not only once it is spent.
    expect(screen.getByTestId('credit-balance').textContent).toBe(
      'Your credit: €350.12. It is taken off your next payments.',
    );
    // The invoice line is worded in the UI's language, not the server's English.
    await act(() => i18n.changeLanguage('de'));
    expect(await screen.findByText('Growth (monatlich)')).toBeTruthy();
    // So is the PDF: the download asks for it in German.
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:invoice');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Rechnung PD-2026-0001 herunterladen' }));
    await waitFor(() => expect(invoiceDownloads).toEqual(['/api/billing/invoices/i1/pdf in de']));
    await act(() => i18n.changeLanguage('en'));

    fireEvent.click(screen.getByRole('button', { name: 'Cancel plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the Growth plan?' });
    // Ending now gives nothing of the paid period back: the option says so.
    const now = within(dialog).getByRole('radio', {
      name: 'Now: what is left of the paid period is not refunded',
    });
    // A "now" picked and then dismissed is not still picked when the dialog opens again.
    fireEvent.click(now);
    expect((now as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my plan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Cancel plan' }));
    const again = await screen.findByRole('dialog', { name: 'Cancel the Growth plan?' });
    expect((within(again).getByRole('radio', { name: /^Now:/ }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(within(again).getByRole('button', { name: 'Cancel plan' }));
    await waitFor(() => expect(cancelled).toEqual([false]));
    expect(await screen.findByText(/Ends on/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Cancel plan' })).toBeNull();

    // Changing one's mind before the period ends keeps the plan.
    fireEvent.click(screen.getByRole('button', { name: 'Keep my plan' }));
    expect(await screen.findByText(/Renews on/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Keep my plan' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel plan' })).toBeTruthy();
  });

  it('offers no cancel for the bare trial, and keeps the trial of a plan chosen in it until it ends', async () => {
    const trialEnd = '2026-12-26T10:00:00.000Z';
    setSubscription(sampleSubscription({ trialEndsAt: trialEnd, currentPeriodEnd: null }));
    renderTab(fakeBillingGateway(), '/account?tab=billing');
    expect(await screen.findByText(/unless you choose a plan/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel plan' })).toBeNull();
    cleanup();

    const chosen = sampleSubscription({ trialEndsAt: trialEnd, currentPeriodEnd: trialEnd });
    setSubscription(chosen);
    const gateway = fakeBillingGateway({
      cancel: async () => ok({ ...chosen, cancelAtPeriodEnd: true }),
      resume: async () => ok(chosen),
    });
    renderTab(gateway, '/account?tab=billing');
    expect(await screen.findByText(/your plan starts and its first payment is due/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the Growth plan?' });
    // Nothing has been paid yet: the plan would end with the trial, not a paid period.
    expect(within(dialog).getByRole('radio', { name: /^At the end of the trial \(/ })).toBeTruthy();
    expect(within(dialog).queryByText(/paid period/)).toBeNull();
    // Ending now would end the trial with it: the option says so.
    expect(
      within(dialog).getByRole('radio', {
        name: "Now: the trial ends today too, and the free plan's limits apply at once",
      }),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel plan' }));
    expect(await screen.findByText(/the free plan applies after that/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Keep my plan' }));
    expect(await screen.findByText(/your plan starts and its first payment is due/)).toBeTruthy();
  });

  it('thanks for a plan chosen during the trial without calling it active before the trial ends', async () => {
    markCheckoutSucceeded();
    setSubscription(sampleSubscription({ currentPeriodEnd: '2026-12-26T10:00:00.000Z' }));
    renderTab(fakeBillingGateway(), '/account?tab=billing');
    expect(await screen.findByText('Thank you for subscribing!')).toBeTruthy();
    expect(screen.getByText('Your Growth plan starts when your trial ends, on Dec 26, 2026.')).toBeTruthy();
    expect(screen.queryByText(/plan is active/)).toBeNull();
  });

  it('after a checkout, thanks for the plan bought, not for the one held before it', async () => {
    // Held before the checkout: the bare trial, on Growth.
    setSubscription(sampleSubscription());
    let answer: (view: SubscriptionView) => void = () => undefined;
    const bought = sampleSubscription({
      currentPeriodEnd: '2026-12-26T10:00:00.000Z',
      planDetails: { name: 'Starter', type: 'starter', interval: 'month', features: [] },
    });
    const Returning = () => {
      useCheckoutReturn();
      return null;
    };
    renderTab(
      fakeBillingGateway({ current: () => new Promise((resolve) => (answer = (v) => resolve(ok(v)))) }),
      '/account?tab=billing&subscription=success',
      <Returning />,
    );
    await screen.findByText('Subscription');
    expect(screen.queryByText('Thank you for subscribing!')).toBeNull();
    act(() => answer(bought));
    expect(
      await screen.findByText('Your Starter plan starts when your trial ends, on Dec 26, 2026.'),
    ).toBeTruthy();
    expect(screen.queryByText(/Your Growth plan/)).toBeNull();
  });

  it('is not self-managed for a trial on a server that bills through Stripe', async () => {
    setSubscription(sampleSubscription({ billedBy: 'stripe' }));
    renderTab(
      fakeBillingGateway({
        upcomingInvoice: async () =>
          ok({
            amount: '10.00',
            creditApplied: '35.99',
            currency: 'EUR',
            dueAt: '2026-12-26T10:00:00.000Z',
            description: 'Growth (monthly)',
            planId: 'growth-month',
          }),
      }),
      '/account?tab=billing',
    );
    expect(await screen.findByText('€35.99 of credit applied')).toBeTruthy();
    expect(screen.queryByText('Billing is self-managed')).toBeNull();
  });

  it('asks before starting the plan chosen on /pricing', async () => {
    setSubscription(sampleSubscription());
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const asked: string[] = [];
    const gateway = fakeBillingGateway({
      subscribe: async (input, currency) => (
        asked.push(`${input.planId} ${currency}`),
        ok({ paymentLink: '/pay' })
      ),
    });
    renderTab(gateway, '/account?tab=billing&plan=growth-year&currency=GBP&priceId=');
    const dialog = await screen.findByRole('dialog', { name: 'Start the Growth plan?' });
    expect(within(dialog).getByText(/costs £.* a year/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/pay'));
    expect(asked).toEqual(['growth-year GBP']);
  });
});
