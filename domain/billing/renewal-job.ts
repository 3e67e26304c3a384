import { z } from 'zod';
import type { Clock } from '../shared/clock.port.ts';
import type { IdGenerator } from '../shared/id-generator.port.ts';
import { parseJobPayload } from '../shared/job-payload.ts';
import type { JobHandlers, JobQueue } from '../shared/job-queue.port.ts';
import type { BillingRepository, StoredSubscription } from './billing.repository.port.ts';
import { applyDiscount } from './currency.ts';
import { priceFor, type Plan } from './plans.ts';
import { periodEndOf } from './proration.ts';
import { referralDiscount } from './referral-discount.ts';

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
 * The worker side of the built-in provider's renewals: at the end of a paid period the plan runs
 * on for another one and a numbered invoice records it (with the referral discount), then the
 * next renewal is queued. A subscription cancelled at the period end, changed, or moved to
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
    if (stored.provider !== 'builtin' || stored.status !== 'active' || stored.cancelAtPeriodEnd) return;
    const plan = await deps.billing.plan(stored.planId);
    if (!plan) return;
    const discount = await referralDiscount(deps.billing, stored.referralCode);
    const end = periodEndOf(start, plan.interval);
    const renewed = { ...stored, currentPeriodStart: start, currentPeriodEnd: end };
    const invoice = await deps.billing.renew(start, renewed, {
      id: deps.ids.id(),
      businessId,
      planId: plan._id,
      description: invoiceDescription(plan),
      amount: applyDiscount(priceFor(plan, stored.currency).price, discount),
      currency: stored.currency,
      status: 'paid',
      periodStart: start,
      periodEnd: end,
      createdAt: deps.clock.now(),
    });
    if (invoice) await deps.jobs.enqueue([renewalJob(renewed)]);
  },
});
