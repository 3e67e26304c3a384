import { z } from 'zod';
import type { Clock } from '../shared/clock.port.ts';
import type { IdGenerator } from '../shared/id-generator.port.ts';
import { parseJobPayload } from '../shared/job-payload.ts';
import type { JobHandlers, JobQueue } from '../shared/job-queue.port.ts';
import type { BillingRepository, StoredSubscription } from './billing.repository.port.ts';
import { isBareTrial, type Plan } from './plans.ts';
import { applyCredit, periodEndOf } from './proration.ts';
import { discountedPrice } from './referral-discount.ts';

/** Renews a built-in subscription at the end of its period (runs at that time). */
export const BILLING_RENEWAL_JOB = 'billing.renew';

const RenewalPayloadSchema = z.object({ businessId: z.string().max(64), periodEnd: z.iso.datetime() });

/** The renewal job a built-in period leaves behind, due when the period ends. */
export const renewalJob = (subscription: Pick<StoredSubscription, 'businessId' | 'currentPeriodEnd'>) => ({
  type: BILLING_RENEWAL_JOB,
  payload: { businessId: subscription.businessId, periodEnd: subscription.currentPeriodEnd!.toISOString() },
  runAt: subscription.currentPeriodEnd!,
});

/** A plan's invoice line: "Growth (yearly)". */
export const invoiceDescription = (plan: Pick<Plan, 'name' | 'interval'>) =>
  `${plan.name} (${plan.interval === 'year' ? 'yearly' : 'monthly'})`;

/**
 * Whether a built-in subscription is billed when its period ends: a paid plan that runs on, or a
 * plan chosen during the trial (its period ends with the trial). The trial plan itself bills nothing.
 */
export const billedAtPeriodEnd = (subscription: StoredSubscription): boolean =>
  !subscription.cancelAtPeriodEnd &&
  (subscription.status === 'active' || (subscription.status === 'trialing' && !isBareTrial(subscription)));

/**
 * The worker side of the built-in provider's renewals: at the end of a paid period the plan runs
 * on for another one and a numbered invoice records it (with the referral discount), then the
 * next renewal is queued; the credit balance is taken off first. A plan chosen during the trial
 * is billed for the first time here, at the trial's end. A subscription cancelled at the period end, changed, or moved to
 * another provider meanwhile is left alone (the job names the period it renews).
 */
export const billingRenewalJobs = (deps: {
  billing: BillingRepository;
  jobs: JobQueue;
  ids: IdGenerator;
  clock: Clock;
}): JobHandlers => ({
  [BILLING_RENEWAL_JOB]: async (raw) => {
    const { businessId, periodEnd } = parseJobPayload(RenewalPayloadSchema, BILLING_RENEWAL_JOB, raw);
    const stored = await deps.billing.subscription(businessId);
    const start = stored?.currentPeriodEnd;
    if (!stored || !start || start.toISOString() !== new Date(periodEnd).toISOString()) return;
    if (stored.provider !== 'builtin' || !billedAtPeriodEnd(stored)) return;
    const plan = await deps.billing.plan(stored.planId);
    if (!plan) return;
    const priced = await discountedPrice(deps.billing, plan, stored.currency, stored.referralCode);
    const charge = applyCredit(priced.price, stored.creditBalance);
    const end = periodEndOf(start, plan.interval);
    const renewed: StoredSubscription = {
      ...stored,
      status: 'active',
      currentPeriodStart: start,
      currentPeriodEnd: end,
      creditBalance: charge.creditLeft,
    };
    const invoice = await deps.billing.renew(start, renewed, {
      id: deps.ids.id(),
      businessId,
      planId: plan._id,
      description: invoiceDescription(plan),
      amount: charge.amount,
      creditApplied: charge.creditApplied,
      listPrice: priced.listPrice,
      discountAmount: priced.discountAmount,
      currency: stored.currency,
      status: 'paid',
      periodStart: start,
      periodEnd: end,
      createdAt: deps.clock.now(),
    });
    if (invoice) await deps.jobs.enqueue([renewalJob(renewed)]);
  },
});
