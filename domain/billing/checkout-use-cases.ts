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
import { Dec, toMoneyString } from '../shared/decimal.ts';
import type { Plan } from './plans.ts';
import { applyCredit, periodEndOf, unusedCredit } from './proration.ts';
import { discountedPrice } from './referral-discount.ts';
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
  readonly listPrice: string;
  readonly discountAmount: string;
  readonly dueNow: string;
  readonly creditApplied: string;
  readonly creditLeft: string;
  readonly discount: CheckoutSessionView['discount'];
  /** When a plan chosen during a live trial is first billed (the trial's end); null when billed now. */
  readonly firstPaymentAt: Date | null;
  /** What that first bill comes to, less the credit balance then. */
  readonly firstPayment: string | null;
}

/**
 * The credit a plan change in the session's currency can use: the credit balance, and the unused
 * part of the built-in period being paid for (its invoice's value before credit, for the time left).
 */
const availableCredit = async (
  billing: BillingRepository,
  current: StoredSubscription,
  currency: CheckoutSessionRecord['currency'],
  now: Date,
): Promise<string> => {
  if (current.provider !== 'builtin' || current.currency !== currency) return '0.00';
  let unused = '0.00';
  if (['active', 'past_due'].includes(effectiveStatus(current, now))) {
    const paid = (await billing.invoices(current.businessId)).find(
      (invoice) => invoice.planId === current.planId && invoice.periodEnd > now,
    );
    if (paid && current.currentPeriodStart && current.currentPeriodEnd)
      unused = unusedCredit(
        toMoneyString(new Dec(paid.amount).plus(paid.creditApplied)),
        { start: current.currentPeriodStart, end: current.currentPeriodEnd },
        now,
      );
  }
  return toMoneyString(new Dec(unused).plus(current.creditBalance));
};

/** The credit a checkout in another currency than the subscription's leaves unused (null when none). */
const creditLeftBehind = async (
  billing: BillingRepository,
  current: StoredSubscription | null,
  currency: CheckoutSessionRecord['currency'],
  now: Date,
): Promise<CheckoutSessionView['creditLeftBehind']> => {
  if (!current || current.currency === currency) return null;
  const amount = await availableCredit(billing, current, current.currency, now);
  return new Dec(amount).gt(0) ? { amount, currency: current.currency } : null;
};

/**
 * What a checkout costs: the plan's price in the session's currency less the referral discount,
 * and what confirming charges now — less the credit (proration of a built-in plan paid in the same
 * currency, and the credit balance). During a live trial nothing is due now: the plan is billed
 * when the trial ends.
 */
const quote = async (
  billing: BillingRepository,
  session: CheckoutSessionRecord,
  current: StoredSubscription | null,
  now: Date,
): Promise<Quote | null> => {
  const plan = await billing.plan(session.planId);
  if (!plan) return null;
  const priced = await discountedPrice(billing, plan, session.currency, session.referralCode);
  const available = current ? await availableCredit(billing, current, session.currency, now) : '0.00';
  const charge = applyCredit(priced.price, available);
  const base = { plan, ...priced };
  if (current && effectiveStatus(current, now) === 'trialing' && current.trialEndsAt)
    return {
      ...base,
      dueNow: '0.00',
      creditApplied: '0.00',
      creditLeft: available,
      firstPaymentAt: current.trialEndsAt,
      firstPayment: charge.amount,
    };
  return {
    ...base,
    dueNow: charge.amount,
    creditApplied: charge.creditApplied,
    creditLeft: charge.creditLeft,
    firstPaymentAt: null,
    firstPayment: null,
  };
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
    const current = await deps.billing.subscription(businessId);
    const priced = await quote(deps.billing, session, current, now);
    if (!priced) return err(domainError(CHECKOUT_ERRORS.notFound));
    return ok({
      id: session.id,
      status: session.status === 'open' && session.expiresAt <= now ? 'expired' : session.status,
      plan: toPlanView(priced.plan),
      currency: session.currency,
      price: priced.price,
      dueNow: priced.dueNow,
      creditApplied: priced.creditApplied,
      firstPaymentAt: priced.firstPaymentAt?.toISOString() ?? null,
      firstPayment: priced.firstPayment,
      creditLeftBehind:
        session.status === 'open'
          ? await creditLeftBehind(deps.billing, current, session.currency, now)
          : null,
      discount: priced.discount,
      successUrl: session.successUrl,
      cancelUrl: session.cancelUrl,
      expiresAt: session.expiresAt.toISOString(),
    });
  };

/**
 * `POST /billing/checkout/{sessionId}`: the business confirms; the plan is active at once for one
 * period, a numbered invoice records the charge, and the answer says where to go (`successUrl`).
 * During a live trial the plan is chosen without a charge: the trial keeps its end, and the renewal
 * job writes the first invoice then.
 * A second confirmation of the same session is refused, even when two arrive together.
 */
export const confirmCheckout =
  (deps: Deps & { ids: IdGenerator; jobs: JobQueue }) =>
  async (
    businessId: string,
    id: string,
  ): Promise<Result<{ redirectUrl: string; invoiceNumber: string | null }>> => {
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
    // A plan chosen during a live trial starts billing when the trial ends (as on Stripe).
    const trialEnd = priced.firstPaymentAt;
    const periodEnd = trialEnd ?? periodEndOf(now, priced.plan.interval);
    const completed = await deps.billing.completeCheckout(
      session.id,
      now,
      {
        ...current,
        planId: priced.plan._id,
        status: trialEnd ? 'trialing' : 'active',
        currency: session.currency,
        provider: 'builtin',
        providerSubscriptionId: current.provider === 'builtin' ? current.providerSubscriptionId : null,
        providerCustomerId: null,
        trialEndsAt: trialEnd,
        currentPeriodStart: now,
        currentPeriodEnd: periodEnd,
        cancelAtPeriodEnd: false,
        trialUsed: true,
        creditBalance: priced.creditLeft,
      },
      trialEnd
        ? null
        : {
            id: deps.ids.id(),
            businessId,
            planId: priced.plan._id,
            description: invoiceDescription(priced.plan),
            amount: priced.dueNow,
            creditApplied: priced.creditApplied,
            listPrice: priced.listPrice,
            discountAmount: priced.discountAmount,
            currency: session.currency,
            status: 'paid',
            periodStart: now,
            periodEnd,
            createdAt: now,
          },
      { creditBalance: current.creditBalance, currentPeriodStart: current.currentPeriodStart },
    );
    if (!completed) return err(domainError(CHECKOUT_ERRORS.completed));
    await deps.jobs.enqueue([renewalJob({ businessId, currentPeriodEnd: periodEnd })]);
    return ok({ redirectUrl: session.successUrl, invoiceNumber: completed.invoice?.number ?? null });
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
