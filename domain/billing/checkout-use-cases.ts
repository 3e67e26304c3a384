import type { Clock } from '../shared/clock.port.ts';
import type { IdGenerator } from '../shared/id-generator.port.ts';
import { domainError, err, ok, type Result } from '../shared/result.ts';
import { toPlanView } from './billing-use-cases.ts';
import type { CheckoutSessionView } from './billing-views.ts';
import type {
  BillingRepository,
  CheckoutSessionRecord,
  StoredSubscription,
} from './billing.repository.port.ts';
import { applyDiscount } from './currency.ts';
import { priceFor, type Plan } from './plans.ts';
import { dueNow, periodEndOf, unusedCredit } from './proration.ts';
import { referralDiscount } from './referral-discount.ts';
import { invoiceDescription, renewalJob } from './renewal-job.ts';
import { effectiveStatus } from './subscription-state.ts';
import type { JobQueue } from '../shared/job-queue.port.ts';

export const CHECKOUT_ERRORS = Object.freeze({
  notFound: 'billing.checkout_not_found',
  expired: 'billing.checkout_expired',
  completed: 'billing.checkout_completed',
});

/** How long a built-in checkout link may be confirmed. */
export const CHECKOUT_VALID_HOURS = 24;

type Deps = { billing: BillingRepository; clock: Clock };

interface Quote {
  readonly plan: Plan;
  readonly price: string;
  readonly dueNow: string;
  readonly discount: CheckoutSessionView['discount'];
}

/**
 * What a checkout costs: the plan's price in the session's currency less the referral discount,
 * and what confirming charges now — less the unused part of a built-in plan paid in the same
 * currency (the proration the built-in provider computes).
 */
const quote = async (
  billing: BillingRepository,
  session: CheckoutSessionRecord,
  current: StoredSubscription | null,
  now: Date,
): Promise<Quote | null> => {
  const plan = await billing.plan(session.planId);
  if (!plan) return null;
  const discount = await referralDiscount(billing, session.referralCode);
  const price = applyDiscount(priceFor(plan, session.currency).price, discount);
  let credit = '0.00';
  const paying = current && ['active', 'past_due'].includes(effectiveStatus(current, now));
  if (paying && current.provider === 'builtin' && current.currency === session.currency) {
    const paid = (await billing.invoices(session.businessId)).find(
      (invoice) => invoice.planId === current.planId && invoice.periodEnd > now,
    );
    if (paid && current.currentPeriodStart && current.currentPeriodEnd)
      credit = unusedCredit(
        paid.amount,
        { start: current.currentPeriodStart, end: current.currentPeriodEnd },
        now,
      );
  }
  return { plan, price, dueNow: dueNow(price, credit), discount };
};

/** An open session of the business, or why it cannot be used. */
const openSession = async (deps: Deps, businessId: string, id: string) => {
  const session = await deps.billing.checkout(businessId, id);
  if (!session) return err(domainError(CHECKOUT_ERRORS.notFound));
  return ok(session);
};

/** `GET /api/billing/checkout/{sessionId}`: what the built-in checkout page shows. */
export const viewCheckout =
  (deps: Deps) =>
  async (businessId: string, id: string): Promise<Result<CheckoutSessionView>> => {
    const found = await openSession(deps, businessId, id);
    if (!found.ok) return found;
    const session = found.value;
    const now = deps.clock.now();
    const priced = await quote(deps.billing, session, await deps.billing.subscription(businessId), now);
    if (!priced) return err(domainError(CHECKOUT_ERRORS.notFound));
    return ok({
      id: session.id,
      status: session.status === 'open' && session.expiresAt <= now ? 'expired' : session.status,
      plan: toPlanView(priced.plan),
      currency: session.currency,
      price: priced.price,
      dueNow: priced.dueNow,
      discount: priced.discount,
      successUrl: session.successUrl,
      cancelUrl: session.cancelUrl,
      expiresAt: session.expiresAt.toISOString(),
    });
  };

/**
 * `POST /billing/checkout/{sessionId}`: the business confirms; the plan is active at once for one
 * period, a numbered invoice records the charge, and the answer says where to go (`successUrl`).
 * A second confirmation of the same session is refused, even when two arrive together.
 */
export const confirmCheckout =
  (deps: Deps & { ids: IdGenerator; jobs: JobQueue }) =>
  async (businessId: string, id: string): Promise<Result<{ redirectUrl: string; invoiceNumber: string }>> => {
    const found = await openSession(deps, businessId, id);
    if (!found.ok) return found;
    const session = found.value;
    const now = deps.clock.now();
    if (session.status === 'completed') return err(domainError(CHECKOUT_ERRORS.completed));
    if (session.status === 'expired' || session.expiresAt <= now)
      return err(domainError(CHECKOUT_ERRORS.expired));
    const current = await deps.billing.subscription(businessId);
    const priced = await quote(deps.billing, session, current, now);
    if (!priced || !current) return err(domainError(CHECKOUT_ERRORS.notFound));
    const periodEnd = periodEndOf(now, priced.plan.interval);
    const invoice = await deps.billing.completeCheckout(
      session.id,
      now,
      {
        ...current,
        planId: priced.plan._id,
        status: 'active',
        currency: session.currency,
        provider: 'builtin',
        providerSubscriptionId: current.provider === 'builtin' ? current.providerSubscriptionId : null,
        providerCustomerId: null,
        trialEndsAt: null,
        currentPeriodStart: now,
        currentPeriodEnd: periodEnd,
        cancelAtPeriodEnd: false,
        trialUsed: true,
      },
      {
        id: deps.ids.id(),
        businessId,
        planId: priced.plan._id,
        description: invoiceDescription(priced.plan),
        amount: priced.dueNow,
        currency: session.currency,
        status: 'paid',
        periodStart: now,
        periodEnd,
        createdAt: now,
      },
    );
    if (!invoice) return err(domainError(CHECKOUT_ERRORS.completed));
    await deps.jobs.enqueue([renewalJob({ businessId, currentPeriodEnd: periodEnd })]);
    return ok({ redirectUrl: session.successUrl, invoiceNumber: invoice.number });
  };

/** A new built-in checkout session for a plan (the built-in provider's `subscribe`). */
export const newCheckoutSession = (input: {
  readonly id: string;
  readonly businessId: string;
  readonly planId: string;
  readonly currency: CheckoutSessionRecord['currency'];
  readonly referralCode: string | null;
  readonly successUrl: string;
  readonly cancelUrl: string;
  readonly now: Date;
}): CheckoutSessionRecord => ({
  id: input.id,
  businessId: input.businessId,
  planId: input.planId,
  currency: input.currency,
  referralCode: input.referralCode,
  successUrl: input.successUrl,
  cancelUrl: input.cancelUrl,
  status: 'open',
  createdAt: input.now,
  expiresAt: new Date(input.now.getTime() + CHECKOUT_VALID_HOURS * 3_600_000),
});
