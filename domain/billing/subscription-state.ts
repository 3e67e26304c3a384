import { toDecimal } from '../shared/decimal.ts';
import { isCurrency, type Currency } from './currency.ts';
import type { SubscriptionView } from './billing-views.ts';
import type { BillingUsage, StoredSubscription } from './billing.repository.port.ts';
import { FREE_PLAN_ID, TRIAL_PLAN_ID } from './plan-catalogue.ts';
import { isLegacyPlan, TRIAL_DAYS, type GatedFeature, type Plan, type Usage } from './plans.ts';

const DAY_MS = 86_400_000;

/**
 * A new business's trial (issue 24): 30 days of Growth from its creation, nothing blocked. A
 * business made before billing existed has its trial's end stored (`trialEndsAt`, 30 days from the
 * migration), which wins over the creation date.
 */
export const startingTrial = (
  businessId: string,
  createdAt: Date,
  currency: string | null | undefined,
  trialEndsAt: Date | null = null,
): StoredSubscription => ({
  businessId,
  planId: TRIAL_PLAN_ID,
  status: 'trialing',
  currency: isCurrency(currency) ? (currency.toUpperCase() as Currency) : 'EUR',
  provider: 'builtin',
  providerCustomerId: null,
  providerSubscriptionId: null,
  trialEndsAt: trialEndsAt ?? new Date(createdAt.getTime() + TRIAL_DAYS.planTile * DAY_MS),
  currentPeriodStart: createdAt,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  trialUsed: true,
  referralCode: null,
  providerEventAt: null,
  creditBalance: '0.00',
});

/** What a subscription amounts to now: a live trial, a paid plan (maybe past due), or the free plan. */
export type EffectiveStatus = 'trialing' | 'active' | 'past_due' | 'free';

/**
 * The status that decides what a business may do at `now`: a trial past its end, a canceled or
 * never-completed subscription, and one cancelled at a period end that has passed are all the
 * free plan. Nothing is deleted by falling to free; only creating more is gated.
 */
export const effectiveStatus = (subscription: StoredSubscription, now: Date): EffectiveStatus => {
  switch (subscription.status) {
    case 'trialing':
      return subscription.trialEndsAt && subscription.trialEndsAt > now ? 'trialing' : 'free';
    case 'active':
    case 'past_due': {
      const end = subscription.currentPeriodEnd;
      return subscription.cancelAtPeriodEnd && end && end <= now ? 'free' : subscription.status;
    }
    case 'canceled':
    case 'incomplete':
      return 'free';
  }
};

/** The plan feature each usage counter is compared with (requirements §3 resource usage). */
const COUNTED: Readonly<Record<string, keyof BillingUsage>> = Object.freeze({
  blueprint: 'publishedCards',
  issues: 'cards',
  scanners: 'scanners',
  custom_questions: 'customQuestions',
  custom_segments: 'segments',
  automations: 'automations',
});

/** requirements §3 resource usage: for every feature of the plan, its limit, use and what remains. */
export const resourceUsage = (plan: Plan, usage: BillingUsage): SubscriptionView['resourceUsage'] =>
  Object.fromEntries(
    plan.features.map((feature) => {
      const counter = COUNTED[feature.name];
      const used = counter ? usage[counter] : 0;
      const remaining = feature.limit === null ? null : Math.max(0, feature.limit - used);
      return [
        feature.name,
        {
          enabled: feature.limit === null || feature.limit > 0,
          limit: feature.limit,
          total: feature.limit,
          used,
          remaining,
          available: remaining,
        },
      ];
    }),
  );

/**
 * The subscription as the API shows it. `plan` is the stored plan and `freePlan` the one a
 * business falls to; a business on the free plan reads `stripeSubscriptionId: 'free_plan'`,
 * which is how requirements §4 recognises it.
 */
export const subscriptionView = (
  subscription: StoredSubscription,
  plans: { readonly plan: Plan; readonly freePlan: Plan },
  usage: BillingUsage,
  now: Date,
): SubscriptionView => {
  const status = effectiveStatus(subscription, now);
  const plan = status === 'free' ? plans.freePlan : plans.plan;
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  return {
    status,
    planId: plan._id,
    currency: subscription.currency,
    actualCurrency: subscription.provider === 'stripe' ? subscription.currency : null,
    stripeSubscriptionId: status === 'free' ? 'free_plan' : (subscription.providerSubscriptionId ?? null),
    provider: subscription.provider,
    trialEligible: !subscription.trialUsed,
    trialEndsAt: status === 'trialing' ? iso(subscription.trialEndsAt) : null,
    currentPeriodEnd: status === 'free' ? null : iso(subscription.currentPeriodEnd),
    cancelAtPeriodEnd: status !== 'free' && subscription.cancelAtPeriodEnd,
    isLegacy: isLegacyPlan({ planDetails: { features: plan.features } }),
    planDetails: { name: plan.name, type: plan.type, interval: plan.interval, features: [...plan.features] },
    resourceUsage: resourceUsage(plan, usage),
    ...(toDecimal(subscription.creditBalance)?.gt(0) ? { creditBalance: subscription.creditBalance } : {}),
  };
};

/** The counters `canUseFeature` compares for a gated action. */
export const gateUsage = (usage: BillingUsage): Usage => ({
  blueprints: usage.publishedCards,
  issues: usage.cards,
  scanners: usage.scanners,
});

/** The plan ids the free plan and a trial fall back to, for repositories that look them up. */
export const FALLBACK_PLAN_IDS = Object.freeze({ free: FREE_PLAN_ID, trial: TRIAL_PLAN_ID });

/** Whether a gated feature's refusal is the free plan's or a paid plan's limit. */
export type GateRefusal = { readonly feature: GatedFeature; readonly reason: 'free' | 'limitExceeded' };
