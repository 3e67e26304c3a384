import { toDecimal, toMoneyString } from '../shared/decimal.ts';
import type { Currency } from './currency.ts';

export const PLAN_TYPES = ['free', 'starter', 'pro', 'growth', 'business', 'enterprise'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

/** requirements §3 plan feature names. */
export const FEATURE_NAMES = [
  'blueprint',
  'scanners',
  'custom_questions',
  'custom_segments',
  'automations',
  'automations_birthdays',
  'integration_zapier',
  'data_export',
  'support_email',
  'support_priority_email',
  'support_dedicated_success_manager',
] as const;

/** A plan feature; a null limit means unlimited. */
export interface PlanFeature {
  readonly name: string;
  readonly limit: number | null;
}

/** A plan (requirements §3). */
export interface Plan {
  readonly _id: string;
  readonly name: string;
  readonly type: PlanType;
  readonly interval: 'month' | 'year';
  readonly isActive?: boolean;
  readonly annualOnly?: boolean;
  readonly isTrialEnabled?: boolean;
  readonly features: readonly PlanFeature[];
  readonly price: number | string;
  readonly currencies?: Partial<Record<string, number | string>>;
  readonly stripePriceId?: string | null;
  readonly stripePriceIds?: Partial<Record<string, string>>;
}

/** A subscription (requirements §3), as far as the rules read it. */
export interface Subscription {
  readonly status?: string | null;
  readonly currency?: string | null;
  /** The currency the payment provider already bills the business in, if it does. */
  readonly actualCurrency?: string | null;
  readonly stripeSubscriptionId?: string | null;
  readonly trialEligible?: boolean | null;
  readonly planId?: string | null;
  /** The end of the paid period; a trial has one only once a plan is chosen for it. */
  readonly currentPeriodEnd?: string | null;
  readonly planDetails?: { readonly type?: string | null; readonly features?: readonly PlanFeature[] } | null;
  readonly resourceUsage?: Readonly<
    Record<string, { readonly enabled?: boolean; readonly used?: number; readonly limit?: number | null }>
  > | null;
}

/** requirements §6 upgrade-gate feature keys. */
export const GATED_FEATURES = [
  'createCampaign',
  'integrations',
  'addDevice',
  'additionalQuestions',
  'dataExport',
  'sendMessage',
] as const;
/**
 * requirements §6 upgrade-gate feature keys, and `sendMessage` (requirements §6: plan limits also
 * gate messaging).
 */
export type GatedFeature = (typeof GATED_FEATURES)[number];

/** Counters the gates compare with plan limits. */
export interface Usage {
  readonly blueprints?: number;
  readonly issues?: number;
  readonly scanners?: number;
}

/** requirements §4: free when the plan type is free or the subscription id is free_plan (no subscription counts as free). */
export const isFreePlan = (subscription: Subscription | null | undefined): boolean =>
  !subscription ||
  subscription.planDetails?.type === 'free' ||
  subscription.stripeSubscriptionId === 'free_plan';

const featureOf = (subscription: Subscription | null | undefined, name: string): PlanFeature | undefined =>
  subscription?.planDetails?.features?.find((f) => f.name === name);

/** requirements §4: a plan is legacy when its issues feature is enabled. */
export const isLegacyPlan = (subscription: Subscription | null | undefined): boolean => {
  const issues = featureOf(subscription, 'issues');
  return Boolean((issues && issues.limit !== 0) || subscription?.resourceUsage?.issues?.enabled);
};

/** requirements §6: features that are on when the plan does not list them. */
export const FEATURES_ENABLED_WHEN_UNLISTED: readonly string[] = Object.freeze([
  'automations',
  'automations_birthdays',
  'integration_zapier',
  'custom_questions',
  'stats',
  'messages',
  'data_export',
]);

/**
 * Plan features this release does not do yet: the Integrations and Automations screens are marked
 * "Soon" in the app, so the plans say so too rather than sell them as ready.
 */
export const UPCOMING_FEATURES: readonly string[] = Object.freeze([
  'automations',
  'automations_birthdays',
  'integration_zapier',
]);

/** Whether a plan feature is one this release does not do yet. */
export const isUpcomingFeature = (name: string): boolean => UPCOMING_FEATURES.includes(name);

/** Whether a plan feature is on: listed with a non-zero (or null) limit, or unlisted but on by default. */
export const isFeatureEnabled = (subscription: Subscription | null | undefined, name: string): boolean => {
  const feature = featureOf(subscription, name);
  if (!feature) return FEATURES_ENABLED_WHEN_UNLISTED.includes(name);
  return feature.limit === null || feature.limit > 0;
};

/** The limit of a counted feature; null means unlimited. */
const limitOf = (subscription: Subscription, name: string, fallback: number | null): number | null => {
  const feature = featureOf(subscription, name);
  return feature ? feature.limit : fallback;
};

/** requirements §9 free-plan limits. */
export const FREE_PLAN_LIMITS = Object.freeze({ blueprints: 1, issues: 2 });
/** requirements §6: starter allows one published card unless its plan says otherwise. */
export const STARTER_DEFAULT_BLUEPRINTS = 1;

export type FeatureVerdict =
  { readonly allowed: true } | { readonly allowed: false; readonly reason: 'free' | 'limitExceeded' };

const ALLOWED: FeatureVerdict = Object.freeze({ allowed: true });
const blocked = (reason: 'free' | 'limitExceeded'): FeatureVerdict => ({ allowed: false, reason });

/** The plan feature that switches each on-or-off gated feature. */
const SWITCHED_BY = Object.freeze({
  integrations: 'integration_zapier',
  additionalQuestions: 'custom_questions',
  dataExport: 'data_export',
  sendMessage: 'messages',
} satisfies Partial<Record<GatedFeature, string>>);

/**
 * The features whose limit counts the business's records (cards, scanner devices): checking one
 * and making the record it allows must not interleave with another such request of the business,
 * or parallel requests all pass the check and the count ends over the limit.
 */
export const isCountedFeature = (feature: GatedFeature): boolean =>
  feature === 'createCampaign' || feature === 'addDevice';

/** Whether a paid plan allows the feature: counted ones up to their limit, the others when switched on. */
const withinPaidPlan = (subscription: Subscription, feature: GatedFeature, usage: Usage): boolean => {
  const under = (used: number | undefined, limit: number | null) => limit === null || (used ?? 0) < limit;
  switch (feature) {
    case 'createCampaign': {
      const fallback = subscription.planDetails?.type === 'starter' ? STARTER_DEFAULT_BLUEPRINTS : null;
      return under(usage.blueprints, limitOf(subscription, 'blueprint', fallback));
    }
    case 'addDevice':
      return under(usage.scanners, limitOf(subscription, 'scanners', null));
    case 'integrations':
    case 'additionalQuestions':
    case 'dataExport':
    case 'sendMessage':
      return isFeatureEnabled(subscription, SWITCHED_BY[feature]);
  }
};

/**
 * requirements §6 feature gating. A live trial (status trialing) allows everything. Free plan: at most 1 blueprint and fewer than 2 issues may be
 * created, everything else is blocked (reason free). Legacy plans: everything. Paid plans:
 * campaigns up to the blueprint limit (starter: 1), integrations need integration_zapier,
 * devices up to the scanners limit, extra questions need custom_questions, export needs
 * data_export (reason limitExceeded).
 */
export const canUseFeature = (
  subscription: Subscription | null | undefined,
  feature: GatedFeature,
  usage: Usage = {},
): FeatureVerdict => {
  if (subscription?.status === 'trialing') return ALLOWED;
  if (isFreePlan(subscription) || !subscription) {
    if (feature !== 'createCampaign') return blocked('free');
    const ok =
      (usage.blueprints ?? 0) < FREE_PLAN_LIMITS.blueprints && (usage.issues ?? 0) < FREE_PLAN_LIMITS.issues;
    return ok ? ALLOWED : blocked('free');
  }
  if (isLegacyPlan(subscription)) return ALLOWED;
  return withinPaidPlan(subscription, feature, usage) ? ALLOWED : blocked('limitExceeded');
};

/** requirements §9 tier order: starter 1, pro and growth 2, business 3, enterprise 4 (free first when shown). */
export const TIER_ORDER: Readonly<Record<PlanType, number>> = Object.freeze({
  free: 0,
  starter: 1,
  pro: 2,
  growth: 2,
  business: 3,
  enterprise: 4,
});

/** Plans in tier order, then by price; free-type plans only when asked for. */
export const sortPlans = <P extends Plan>(
  plans: readonly P[],
  options: { includeFree?: boolean } = {},
): P[] =>
  plans
    .filter((plan) => options.includeFree || plan.type !== 'free')
    .map((plan, index) => ({ plan, index }))
    .sort(
      (a, b) =>
        TIER_ORDER[a.plan.type] - TIER_ORDER[b.plan.type] ||
        (toDecimal(a.plan.price)?.cmp(toDecimal(b.plan.price) ?? 0) ?? 0) ||
        a.index - b.index,
    )
    .map(({ plan }) => plan);

/** requirements §9: the price in a currency, falling back to the default price and price id. */
export const priceFor = (
  plan: Plan,
  currency: Currency | string,
): { price: string; priceId: string | null; currency: string; isFallback: boolean } => {
  const own = plan.currencies?.[currency];
  const ownId = plan.stripePriceIds?.[currency];
  const amount = own !== undefined ? toDecimal(own) : null;
  if (amount)
    return {
      price: toMoneyString(amount),
      priceId: ownId ?? plan.stripePriceId ?? null,
      currency,
      isFallback: false,
    };
  return {
    price: toMoneyString(toDecimal(plan.price) ?? toDecimal(0)!),
    priceId: plan.stripePriceId ?? null,
    currency,
    isFallback: true,
  };
};

export type PlanBadge = 'Most Popular' | 'Annual only' | 'Current Plan';

/** What a pricing tile shows (requirements §4 plan tile). */
export interface PlanTileView {
  readonly label: 'START 30 DAYS FREE TRIAL' | 'CHOOSE PLAN';
  readonly disabled: boolean;
  readonly badges: readonly PlanBadge[];
  /**
   * Whether the tile lists today's uses above the plan's limits: for a plan the business would
   * move to, which includes the plan a bare trial runs on (choosing it brings its limits).
   */
  readonly showsLimits: boolean;
}

/** requirements §9 trial lengths (the plan modal and tiles say 30 days, the upgrade prompts 14). */
export const TRIAL_DAYS = Object.freeze({ planTile: 30, upgradePrompt: 14 });

/**
 * A trial no plan was chosen for: it has no paid period, nothing is billed when it ends, and its
 * stored plan and currency are only defaults (a plan chosen during the trial gets its period).
 */
export const isBareTrial = (
  subscription:
    { readonly status?: string | null; readonly currentPeriodEnd?: string | Date | null } | null | undefined,
): boolean => subscription?.status === 'trialing' && !subscription.currentPeriodEnd;

/**
 * requirements §4: the tile's button label, whether it is disabled, and its badges. The plan a bare
 * trial runs on stays choosable: choosing it is how the business keeps it after the trial.
 */
export const planTileView = (
  plan: Plan,
  subscription: Subscription | null | undefined,
  billing: 'month' | 'year',
): PlanTileView => {
  const isCurrent = Boolean(
    subscription &&
    !isFreePlan(subscription) &&
    (subscription.planId ? subscription.planId === plan._id : subscription.planDetails?.type === plan.type),
  );
  const trial = subscription?.trialEligible !== false && plan.isTrialEnabled === true;
  const badges: PlanBadge[] = [];
  if (plan.type === 'growth' || plan.type === 'pro') badges.push('Most Popular');
  if (plan.annualOnly) badges.push('Annual only');
  if (isCurrent) badges.push('Current Plan');
  return {
    label: trial ? 'START 30 DAYS FREE TRIAL' : 'CHOOSE PLAN',
    disabled: (isCurrent && !isBareTrial(subscription)) || (plan.annualOnly === true && billing === 'month'),
    badges,
    showsLimits: !isCurrent || isBareTrial(subscription),
  };
};

/** requirements §4: the subscription is refreshed at most once per 3 s. */
export const SUBSCRIPTION_REFRESH_THROTTLE_MS = 3000;

/** Whether a subscription refresh may run now (times in ms since the epoch, passed in). */
export const shouldRefreshSubscription = (lastAt: number | null | undefined, now: number): boolean =>
  lastAt === null || lastAt === undefined || now - lastAt >= SUBSCRIPTION_REFRESH_THROTTLE_MS;

/**
 * The plan a tile sells: an annual-only plan's monthly entry stands for its yearly plan, so the
 * monthly view shows the yearly price and its button buys the yearly plan.
 */
export const sellablePlan = <P extends Pick<Plan, 'type' | 'interval' | 'annualOnly'>>(
  plan: P,
  plans: readonly P[],
): P =>
  plan.annualOnly && plan.interval === 'month'
    ? (plans.find((other) => other.type === plan.type && other.interval === 'year') ?? plan)
    : plan;
