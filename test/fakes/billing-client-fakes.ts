import type { BillingGateway, PlanView, SubscriptionView } from '#domain/billing/index.ts';
import { PLAN_CATALOGUE, toPlanView } from '#domain/billing/index.ts';
import { domainError, err, ok } from '#domain/shared/index.ts';
import { sampleSubscription as trialSubscription } from './purchase-fakes.ts';

/** The seeded catalogue as the plans endpoint answers it. */
export const samplePlans = (): PlanView[] => PLAN_CATALOGUE.map(toPlanView);

/** A business on the Growth trial in EUR, one of its five cards published. */
export const sampleSubscription = (overrides: Partial<SubscriptionView> = {}): SubscriptionView =>
  trialSubscription({
    currency: 'EUR',
    trialEndsAt: '2026-12-26T10:00:00.000Z',
    planDetails: {
      name: 'Growth',
      type: 'growth',
      interval: 'month',
      features: [{ name: 'blueprint', limit: 5 }],
    },
    resourceUsage: {
      blueprint: { enabled: true, limit: 5, total: 5, used: 1, remaining: 4, available: 4 },
    },
    ...overrides,
  });

const refused = () => err(domainError('http.internal', 'Server exploded'));

/** A billing gateway answering from memory; each call can be overridden, and `failing` refuses them all. */
export const fakeBillingGateway = (
  overrides: Partial<BillingGateway> = {},
  { failing = false }: { failing?: boolean } = {},
): BillingGateway => {
  const base: BillingGateway = {
    plans: async () => ok(samplePlans()),
    current: async () => ok(sampleSubscription()),
    subscribe: async (input) => ok({ paymentLink: `https://pay.example/${input.planId}` }),
    cancel: async (immediately) =>
      ok(sampleSubscription({ status: 'active', cancelAtPeriodEnd: !immediately })),
    resume: async () => ok(sampleSubscription({ status: 'active', cancelAtPeriodEnd: false })),
    paymentHistory: async () => ok([]),
    upcomingInvoice: async () => ok(null),
    paymentMethods: async () => ok([]),
    setDefaultPaymentMethod: async (paymentMethodId) => ok({ paymentMethodId }),
    customerPortal: async (returnUrl) => ok({ url: returnUrl }),
    previewReferral: async (code) => ok({ isValid: false, code, discountType: null, discountValue: null }),
    discountInfo: async () => ok({ hasDiscount: false, code: null, discountType: null, discountValue: null }),
    applyReferral: async () => refused(),
    checkout: async () => refused(),
    confirmCheckout: async () => refused(),
  };
  if (failing)
    for (const key of Object.keys(base) as (keyof BillingGateway)[])
      (base as unknown as Record<string, () => Promise<unknown>>)[key] = async () => refused();
  return { ...base, ...overrides };
};

/** One feature of a subscription's resource usage: `used` against `limit` (null: unlimited). */
export const usageOf = (used: number, limit: number | null) => ({
  enabled: limit === null || limit > 0,
  limit,
  total: limit,
  used,
  remaining: limit === null ? null : Math.max(0, limit - used),
  available: limit === null ? null : Math.max(0, limit - used),
});
