import type { Clock } from '../shared/clock.port.ts';
import { domainError, err, ok, type Result } from '../shared/result.ts';
import type { BillingRepository } from './billing.repository.port.ts';
import type { Currency } from './currency.ts';
import { planIdOf } from './plan-catalogue.ts';
import { PLAN_TYPES, type PlanType } from './plans.ts';

/**
 * A self-hoster gives a business a plan by hand (`npm run plan -- --email … --plan business`): it
 * is active with no end and no provider, until changed again.
 */
export const setPlanByEmail =
  ({ billing, clock }: { billing: BillingRepository; clock: Clock }) =>
  async (input: {
    readonly email: string;
    readonly plan: string;
    readonly interval?: 'month' | 'year';
    readonly currency?: Currency;
  }): Promise<Result<{ businessId: string; planId: string }>> => {
    if (!PLAN_TYPES.includes(input.plan as PlanType)) return err(domainError('billing.plan_not_found'));
    const businessId = await billing.businessOfEmail(input.email.trim().toLowerCase());
    if (!businessId) return err(domainError('billing.business_not_found'));
    const planId = planIdOf(
      input.plan as PlanType,
      input.plan === 'free' ? 'month' : (input.interval ?? 'month'),
    );
    if (!(await billing.plan(planId))) return err(domainError('billing.plan_not_found'));
    const stored = await billing.subscription(businessId);
    if (!stored) return err(domainError('billing.business_not_found'));
    const now = clock.now();
    await billing.saveSubscription(
      {
        ...stored,
        planId,
        status: input.plan === 'free' ? 'canceled' : 'active',
        currency: input.currency ?? stored.currency,
        provider: 'manual',
        providerCustomerId: null,
        providerSubscriptionId: null,
        trialEndsAt: null,
        currentPeriodStart: now,
        currentPeriodEnd: null,
        cancelAtPeriodEnd: false,
        trialUsed: true,
      },
      now,
    );
    return ok({ businessId, planId });
  };
