import * as billing from '#domain/billing/index.ts';
import {
  PLAN_CATALOGUE,
  toPlanView,
  type BillingGateway,
  type CheckoutSessionView,
  type SubscriptionView,
} from '#domain/billing/index.ts';
import { ok, type Clock, type KeyValueStorage } from '#domain/shared/index.ts';

/** The seeded catalogue as `GET /api/stripe/plans` answers it: the plans on sale. */
export const samplePlans = () => PLAN_CATALOGUE.filter((plan) => plan.isActive !== false).map(toPlanView);

const planView = (id: string) => samplePlans().find((plan) => plan._id === id)!;

/** A business on the 30-day Growth trial, as a new sign-up is. */
export const sampleSubscription = (overrides: Partial<SubscriptionView> = {}): SubscriptionView => ({
  status: 'trialing',
  planId: 'growth-month',
  currency: 'USD',
  actualCurrency: null,
  stripeSubscriptionId: null,
  provider: 'builtin',
  trialEligible: true,
  trialEndsAt: '2026-12-22T10:00:00.000Z',
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  isLegacy: false,
  planDetails: {
    name: 'Growth',
    type: 'growth',
    interval: 'month',
    features: planView('growth-month').features,
  },
  resourceUsage: {},
  ...overrides,
});

export const SAMPLE_SESSION_ID = '0b7e8f0a-5c1e-4c8e-9a43-7f1f3f0b2a10';

/** An open built-in checkout of Growth yearly in PLN with WELCOME20. */
export const sampleCheckout = (overrides: Partial<CheckoutSessionView> = {}): CheckoutSessionView => ({
  id: SAMPLE_SESSION_ID,
  status: 'open',
  plan: planView('growth-year'),
  currency: 'PLN',
  price: '1535.92',
  dueNow: '1535.92',
  creditApplied: '0.00',
  firstPaymentAt: null,
  firstPayment: null,
  creditLeftBehind: null,
  discount: { code: 'WELCOME20', discountType: 'PERCENTAGE', discountValue: '20' },
  successUrl: 'http://localhost/dashboard?subscription=success',
  cancelUrl: 'http://localhost/pricing',
  expiresAt: '2026-11-23T10:00:00.000Z',
  ...overrides,
});

/** A billing gateway whose every call records its name and arguments and succeeds, unless overridden. */
export const fakeBillingGateway = (
  calls: unknown[][] = [],
  overrides: Partial<BillingGateway> = {},
): BillingGateway => {
  const record =
    <A extends unknown[], R>(name: string, answer: (...args: A) => R) =>
    async (...args: A) => (calls.push([name, ...args]), answer(...args));
  const welcome = { code: 'WELCOME20', discountType: 'PERCENTAGE', discountValue: '20' };
  return {
    plans: record('plans', () => ok(samplePlans())),
    current: record('current', () => ok(sampleSubscription())),
    subscribe: record('subscribe', () =>
      ok({ paymentLink: `http://localhost/billing/checkout/${SAMPLE_SESSION_ID}` }),
    ),
    cancel: record('cancel', () => ok(sampleSubscription({ cancelAtPeriodEnd: true }))),
    resume: record('resume', () => ok(sampleSubscription({ cancelAtPeriodEnd: false }))),
    paymentHistory: record('paymentHistory', () => ok([])),
    upcomingInvoice: record('upcomingInvoice', () => ok(null)),
    paymentMethods: record('paymentMethods', () => ok([])),
    setDefaultPaymentMethod: record('setDefaultPaymentMethod', (id: string) => ok({ paymentMethodId: id })),
    customerPortal: record('customerPortal', (url: string) => ok({ url })),
    previewReferral: record('previewReferral', (code: string) =>
      ok(
        code === 'WELCOME20'
          ? { isValid: true, ...welcome }
          : { isValid: false, code, discountType: null, discountValue: null },
      ),
    ),
    discountInfo: record('discountInfo', () =>
      ok({ hasDiscount: false, code: null, discountType: null, discountValue: null }),
    ),
    applyReferral: record('applyReferral', () => ok({ hasDiscount: true, ...welcome })),
    checkout: record('checkout', () => ok(sampleCheckout())),
    confirmCheckout: record('confirmCheckout', () =>
      ok({ redirectUrl: 'http://localhost/dashboard?subscription=success', invoiceNumber: 'PD-2026-0001' }),
    ),
    ...overrides,
  };
};

/** The purchase path's use cases (pricing, sign-up with a plan, checkout), for screens' tests. */
const PURCHASE_USE_CASES = [
  'loadPricing',
  'resolvePricingCurrency',
  'pickDisplayCurrency',
  'checkReferralCode',
  'choosePricingPlan',
  'rememberPlanChoice',
  'pendingPlanChoice',
  'forgetPlanChoice',
  'startChosenPlanPurchase',
  'loadCheckoutSession',
  'confirmCheckoutSession',
  'loadSubscription',
] as const;

/** Binds the purchase use cases to `deps` (a fake gateway, memory storage, a fixed clock). */
export const bindPurchaseUseCases = (
  container: { bind(token: symbol): { toConstantValue(value: unknown): unknown } },
  deps: { billing: BillingGateway; storage: KeyValueStorage; clock: Clock },
) => {
  for (const name of PURCHASE_USE_CASES)
    container
      .bind(billing.BillingUseCases[name])
      .toConstantValue((billing[name] as (d: typeof deps) => unknown)(deps));
};
