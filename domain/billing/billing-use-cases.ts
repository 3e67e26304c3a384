import type { Clock } from '../shared/clock.port.ts';
import { domainError, err, ok, type Result } from '../shared/result.ts';
import { firstIssue } from '../shared/validation.ts';
import {
  CancelQuerySchema,
  SubscribeBodySchema,
  type CheckoutLinkSchema,
  type PaymentHistoryEntry,
  type PaymentMethod,
  type PlanView,
  type SubscriptionView,
  type UpcomingInvoice,
} from './billing-views.ts';
import type { BillingProvider } from './billing-provider.port.ts';
import { CurrencyMismatchError } from './billing-provider.port.ts';
import type { BillingRepository, StoredSubscription } from './billing.repository.port.ts';
import type { Currency } from './currency.ts';
import { FREE_PLAN_ID } from './plan-catalogue.ts';
import { canUseFeature, priceFor, type FeatureVerdict, type GatedFeature, type Plan } from './plans.ts';
import { referralDiscount } from './referral-discount.ts';
import { ownUrl } from './return-url.ts';
import { effectiveStatus, gateUsage, subscriptionView } from './subscription-state.ts';
import type { z } from 'zod';

/** Error codes of the billing slice (texts in locales/<lang>/errors.json). */
export const BILLING_ERRORS = Object.freeze({
  planNotFound: 'billing.plan_not_found',
  planFree: 'billing.plan_free',
  currentPlan: 'billing.current_plan',
  currencyMismatch: 'billing.currency_mismatch',
  noSubscription: 'billing.no_subscription',
  /** Keeping a plan that is not set to end (or has ended already). */
  notEnding: 'billing.not_ending',
  subscribeFailed: 'billing.subscribe_failed',
  cancelFailed: 'billing.cancel_failed',
  paymentMethodNotFound: 'billing.payment_method_not_found',
  defaultMethodFailed: 'billing.default_method_failed',
  portalFailed: 'billing.portal_failed',
  businessNotFound: 'billing.business_not_found',
  /** A return address (`successUrl`, `cancelUrl`, `returnUrl`) that leads off the app. */
  returnUrlForeign: 'billing.return_url_foreign',
});

/** The providers a server has: the one new purchases go to, and the one each stored subscription names. */
export interface BillingProviders {
  /** Where new purchases go: Stripe when it is configured, else the built-in provider. */
  readonly current: BillingProvider;
  readonly builtin: BillingProvider;
  readonly stripe: BillingProvider | null;
}

/**
 * What buying and the portal need: the providers, and the app's own address (PUBLIC_URL), the
 * only place their return addresses may lead to.
 */
type SellingDeps = Deps & { providers: BillingProviders; appOrigin: string };

/** The provider that manages a stored subscription (a manual or trial one is ours). */
export const providerOf = (providers: BillingProviders, subscription: StoredSubscription): BillingProvider =>
  subscription.provider === 'stripe' && providers.stripe ? providers.stripe : providers.builtin;

/** Who is buying: the business and the signed-in member (whose address the provider's receipts go to). */
export interface BillingActor {
  readonly businessId: string;
  readonly userId: string;
}

type Deps = { billing: BillingRepository; clock: Clock };

/** The stored subscription, or the trial a business that never bought one is on. */
const storedOf = (billing: BillingRepository, businessId: string) => billing.subscription(businessId);

/** A plan as the API shows it: prices as two-decimal strings. */
export const toPlanView = (plan: Plan): PlanView => ({
  _id: plan._id,
  name: plan.name,
  type: plan.type,
  interval: plan.interval,
  isActive: plan.isActive ?? true,
  annualOnly: plan.annualOnly ?? false,
  isTrialEnabled: plan.isTrialEnabled ?? false,
  features: plan.features.map((feature) => ({ name: feature.name, limit: feature.limit })),
  price: String(plan.price),
  currencies: Object.fromEntries(Object.entries(plan.currencies ?? {}).map(([k, v]) => [k, String(v)])),
  stripePriceId: plan.stripePriceId ?? null,
  stripePriceIds: { ...plan.stripePriceIds },
});

/** `GET /api/stripe/plans`: the plans on sale (a legacy plan is kept by who has it, not sold). */
export const listPlans =
  ({ billing }: Pick<Deps, 'billing'>) =>
  async (): Promise<PlanView[]> =>
    (await billing.plans()).filter((plan) => plan.isActive !== false).map(toPlanView);

/** The subscription view of a business now, or null when the business is gone. */
const viewOf = async (deps: Deps, businessId: string): Promise<SubscriptionView | null> => {
  const stored = await storedOf(deps.billing, businessId);
  if (!stored) return null;
  const [plan, freePlan, usage] = await Promise.all([
    deps.billing.plan(stored.planId),
    deps.billing.plan(FREE_PLAN_ID),
    deps.billing.usage(businessId),
  ]);
  if (!plan || !freePlan) return null;
  return subscriptionView(stored, { plan, freePlan }, usage, deps.clock.now());
};

/** `GET /api/stripe/subscriptions/current`: plan, status, trial and usage against every limit. */
export const currentSubscription =
  (deps: Deps & { providers: BillingProviders }) =>
  async (businessId: string): Promise<Result<SubscriptionView>> => {
    const view = await viewOf(deps, businessId);
    if (!view) return err(domainError(BILLING_ERRORS.businessNotFound));
    const paying = view.status === 'active' || view.status === 'past_due';
    return ok({ ...view, billedBy: paying ? view.provider : deps.providers.current.kind });
  };

/**
 * Whether the business may do a gated action now (issue 24), with the domain's `canUseFeature`
 * on its effective subscription and its counted records (`exceptCardId`: the card being published
 * is not counted against itself).
 */
export const checkFeature =
  (deps: Deps) =>
  async (businessId: string, feature: GatedFeature, exceptCardId?: string): Promise<FeatureVerdict> => {
    const stored = await storedOf(deps.billing, businessId);
    if (!stored) return { allowed: false, reason: 'free' };
    const status = effectiveStatus(stored, deps.clock.now());
    if (status === 'trialing') return { allowed: true };
    const [plan, usage] = await Promise.all([
      deps.billing.plan(status === 'free' ? FREE_PLAN_ID : stored.planId),
      deps.billing.usage(businessId, exceptCardId),
    ]);
    return canUseFeature(
      {
        status,
        stripeSubscriptionId: status === 'free' ? 'free_plan' : stored.providerSubscriptionId,
        planDetails: plan ? { type: plan.type, features: plan.features } : { type: 'free' },
      },
      feature,
      gateUsage(usage),
    );
  };

type CheckoutLink = z.infer<typeof CheckoutLinkSchema>;

/** requirements §8 Subscribe: the USD note when a currency had no price. */
const usdNote = (currency: string) =>
  `Note: Your subscription was created in USD instead of ${currency} due to a currency configuration issue. Please contact support if you need this corrected.`;

/**
 * `POST /api/stripe/subscriptions?currency=`: where to pay for a plan (requirements §7). A
 * business billed in one currency by Stripe cannot switch (requirements §8 currency mismatch); a
 * currency without a price falls back to USD with the spec's note; a live trial carries over.
 */
export const subscribe =
  (deps: SellingDeps) =>
  async (actor: BillingActor, input: unknown, currencyQuery?: Currency): Promise<Result<CheckoutLink>> => {
    const parsed = SubscribeBodySchema.safeParse(input);
    if (!parsed.success) return err(firstIssue(parsed.error));
    const successUrl = ownUrl(parsed.data.successUrl, deps.appOrigin);
    if (!successUrl) return err(domainError(BILLING_ERRORS.returnUrlForeign, undefined, 'successUrl'));
    const cancelUrl = ownUrl(parsed.data.cancelUrl, deps.appOrigin);
    if (!cancelUrl) return err(domainError(BILLING_ERRORS.returnUrlForeign, undefined, 'cancelUrl'));
    const [plan, stored] = await Promise.all([
      deps.billing.plan(parsed.data.planId),
      storedOf(deps.billing, actor.businessId),
    ]);
    if (!stored) return err(domainError(BILLING_ERRORS.businessNotFound));
    if (!plan || plan.isActive === false)
      return err(domainError(BILLING_ERRORS.planNotFound, undefined, 'planId'));
    if (plan.type === 'free') return err(domainError(BILLING_ERRORS.planFree, undefined, 'planId'));
    const now = deps.clock.now();
    const status = effectiveStatus(stored, now);
    const paying = status === 'active' || status === 'past_due';
    if (paying && stored.planId === plan._id)
      return err(domainError(BILLING_ERRORS.currentPlan, undefined, 'planId'));
    const requested = currencyQuery ?? stored.currency;
    const provider = paying ? providerOf(deps.providers, stored) : deps.providers.current;
    if (paying && provider.kind === 'stripe' && stored.provider === 'stripe' && stored.currency !== requested)
      return err(
        domainError(BILLING_ERRORS.currencyMismatch, currencyMismatchMessage(stored.currency, requested)),
      );
    const asked = priceFor(plan, requested);
    // On Stripe a currency is sold only with its own price (the default price would bill in USD).
    const priced = provider.kind === 'stripe' ? Boolean(plan.stripePriceIds?.[requested]) : !asked.isFallback;
    const currency: Currency = priced ? requested : 'USD';
    const { priceId } = priced ? asked : priceFor(plan, currency);
    // Stripe sells only what has a Stripe price; the built-in provider prices from the plan itself.
    if (provider.kind === 'stripe' && priceId === null)
      return err(domainError(BILLING_ERRORS.planNotFound, undefined, 'planId'));
    const discount = await referralDiscount(deps.billing, stored.referralCode);
    try {
      const { paymentLink } = await provider.subscribe({
        businessId: actor.businessId,
        email: (await deps.billing.accountEmail(actor.userId)) ?? '',
        subscription: stored,
        plan,
        priceId,
        currency,
        successUrl,
        cancelUrl,
        discount,
        trialEndsAt: status === 'trialing' ? stored.trialEndsAt : null,
      });
      return ok(currency === requested ? { paymentLink } : { paymentLink, note: usdNote(requested) });
    } catch (error) {
      if (error instanceof CurrencyMismatchError)
        return err(
          domainError(BILLING_ERRORS.currencyMismatch, currencyMismatchMessage(error.actual, requested)),
        );
      throw error;
    }
  };

/** requirements §8 Subscribe: the currency-mismatch text. */
export const currencyMismatchMessage = (actual: string | null, requested: string) =>
  `Currency mismatch: Your account uses ${actual ?? 'USD'}, but ${requested} was requested. Please contact support if this persists.`;

/**
 * `DELETE /api/stripe/subscriptions/cancel?cancelImmediately=`: ends the subscription now (the
 * business falls to the free plan; nothing is deleted) or at the end of the paid period.
 */
export const cancelSubscription =
  (deps: Deps & { providers: BillingProviders }) =>
  async (businessId: string, query: unknown): Promise<Result<SubscriptionView>> => {
    const parsed = CancelQuerySchema.safeParse(query);
    if (!parsed.success) return err(firstIssue(parsed.error));
    const stored = await storedOf(deps.billing, businessId);
    if (!stored || effectiveStatus(stored, deps.clock.now()) === 'free')
      return err(domainError(BILLING_ERRORS.noSubscription));
    await providerOf(deps.providers, stored).cancel(stored, parsed.data.cancelImmediately);
    return currentSubscription(deps)(businessId);
  };

/**
 * `POST /api/stripe/subscriptions/resume`: keeps a plan that was cancelled at the end of its
 * period, while that period lasts (after it, the business is on the free plan and buys again).
 */
export const resumeSubscription =
  (deps: Deps & { providers: BillingProviders }) =>
  async (businessId: string): Promise<Result<SubscriptionView>> => {
    const stored = await storedOf(deps.billing, businessId);
    if (!stored?.cancelAtPeriodEnd || effectiveStatus(stored, deps.clock.now()) === 'free')
      return err(domainError(BILLING_ERRORS.notEnding));
    await providerOf(deps.providers, stored).resume(stored);
    return currentSubscription(deps)(businessId);
  };

/** A provider read of the business's billing records (`payment-history`, `upcoming-invoice`, `payment-methods`). */
const providerRead =
  <T>(read: (provider: BillingProvider, stored: StoredSubscription) => Promise<T>, none: T) =>
  (deps: Deps & { providers: BillingProviders }) =>
  async (businessId: string): Promise<T> => {
    const stored = await storedOf(deps.billing, businessId);
    return stored ? read(providerOf(deps.providers, stored), stored) : none;
  };

/** `GET /api/stripe/payment-history`: newest first. */
export const paymentHistory = providerRead<PaymentHistoryEntry[]>((p, s) => p.paymentHistory(s), []);
/** `GET /api/stripe/upcoming-invoice`: the next charge, or null. */
export const upcomingInvoice = providerRead<UpcomingInvoice | null>((p, s) => p.upcomingInvoice(s), null);
/** `GET /api/stripe/payment-methods`. */
export const paymentMethods = providerRead<PaymentMethod[]>((p, s) => p.paymentMethods(s), []);

/** `POST /api/stripe/payment-methods/default`. */
export const setDefaultPaymentMethod =
  (deps: Deps & { providers: BillingProviders }) =>
  async (businessId: string, paymentMethodId: string): Promise<Result<{ paymentMethodId: string }>> => {
    const stored = await storedOf(deps.billing, businessId);
    if (!stored) return err(domainError(BILLING_ERRORS.businessNotFound));
    const done = await providerOf(deps.providers, stored).setDefaultPaymentMethod(stored, paymentMethodId);
    return done
      ? ok({ paymentMethodId })
      : err(domainError(BILLING_ERRORS.paymentMethodNotFound, undefined, 'paymentMethodId'));
  };

/** `POST /api/stripe/customer-portal`: where the business manages its payment details. */
export const customerPortal =
  (deps: SellingDeps) =>
  async (businessId: string, returnUrl: string): Promise<Result<{ url: string }>> => {
    // No return address is the provider's own default (the account's billing tab).
    const back = returnUrl ? ownUrl(returnUrl, deps.appOrigin) : '';
    if (back === null) return err(domainError(BILLING_ERRORS.returnUrlForeign, undefined, 'returnUrl'));
    const stored = await storedOf(deps.billing, businessId);
    if (!stored) return err(domainError(BILLING_ERRORS.businessNotFound));
    return ok(await providerOf(deps.providers, stored).customerPortal(stored, back));
  };
