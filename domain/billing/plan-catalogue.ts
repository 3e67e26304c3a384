import { Dec, toMoneyString } from '../shared/decimal.ts';
import { CURRENCIES, type Currency } from './currency.ts';
import { FEATURE_NAMES, type Plan, type PlanFeature, type PlanType } from './plans.ts';
import { YEARLY_SAVING_PERCENT } from './navigation.ts';

/**
 * What one US dollar of list price is in each currency. Prices are set per currency (a price list,
 * not a live conversion): these rates only derive the seeded list, ending in .99 like the USD one.
 */
const LIST_RATES: Readonly<Record<Currency, string>> = Object.freeze({
  USD: '1',
  EUR: '0.92',
  GBP: '0.79',
  AUD: '1.52',
  CAD: '1.37',
  PLN: '3.99',
  MXN: '18',
  INR: '83',
});

/** A list price in a currency: the dollar price converted and ended in .99 (0 stays 0). */
const listPrice = (usd: Dec, currency: Currency): string => {
  if (usd.isZero()) return '0.00';
  return toMoneyString(usd.times(LIST_RATES[currency]).ceil().minus('0.01'));
};

/** requirements §9: a year costs twelve months less the yearly saving. */
const yearPrice = (month: string): string =>
  toMoneyString(
    new Dec(month)
      .times(12)
      .times(100 - YEARLY_SAVING_PERCENT)
      .div(100),
  );

/**
 * What each plan includes, one row per plan in `FEATURE_NAMES` order: a number is a limit (0: not
 * included), null is unlimited. Kept as a table because that is how it is read and compared.
 */
const N = null;
const LIMITS = {
  // blueprint, scanners, questions, segments, automations, birthdays, zapier, export, email, priority, manager
  free: [1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0],
  starter: [1, 1, 0, 3, 1, 0, 0, 1, 1, 0, 0],
  growth: [5, 5, N, 20, 10, 1, 1, 1, 1, 1, 0],
  business: [20, 20, N, N, N, 1, 1, 1, 1, 1, 0],
  enterprise: [N, N, N, N, N, 1, 1, 1, 1, 1, 1],
} satisfies Record<Exclude<PlanType, 'pro'>, (number | null)[]>;

const featuresOf = (limits: readonly (number | null)[]): PlanFeature[] =>
  limits.map((limit, index) => ({ name: FEATURE_NAMES[index]!, limit }));

interface Tier {
  readonly type: PlanType;
  readonly name: string;
  readonly usdMonth: string;
  readonly features: readonly PlanFeature[];
  readonly isActive?: boolean;
  readonly annualOnly?: boolean;
  readonly isTrialEnabled?: boolean;
}

/**
 * The plans a new installation starts with (requirements §3, §9). `pro` is the legacy plan: its
 * `issues` feature makes every feature available (requirements §4), it is no longer sold
 * (inactive), and businesses that had it keep it.
 */
const TIERS: readonly Tier[] = [
  { type: 'free', name: 'Free', usdMonth: '0', features: featuresOf(LIMITS.free) },
  {
    type: 'starter',
    name: 'Starter',
    usdMonth: '19.99',
    isTrialEnabled: true,
    features: featuresOf(LIMITS.starter),
  },
  {
    type: 'growth',
    name: 'Growth',
    usdMonth: '49.99',
    isTrialEnabled: true,
    features: featuresOf(LIMITS.growth),
  },
  {
    type: 'pro',
    name: 'Pro',
    usdMonth: '39.99',
    isActive: false,
    features: [...featuresOf(LIMITS.growth), { name: 'issues', limit: null }],
  },
  {
    type: 'business',
    name: 'Business',
    usdMonth: '99.99',
    isTrialEnabled: true,
    features: featuresOf(LIMITS.business),
  },
  {
    type: 'enterprise',
    name: 'Enterprise',
    usdMonth: '249.99',
    annualOnly: true,
    features: featuresOf(LIMITS.enterprise),
  },
];

/** A catalogue plan's id: its type and interval ("growth-month"). */
export const planIdOf = (type: PlanType, interval: 'month' | 'year'): string => `${type}-${interval}`;

/** The plan a new business's trial runs on (issue 24: 30 days of Growth). */
export const TRIAL_PLAN_ID = planIdOf('growth', 'month');
/** The plan a business without a live trial or paid subscription is on. */
export const FREE_PLAN_ID = planIdOf('free', 'month');

const pricesOf = (month: string, interval: 'month' | 'year') =>
  Object.fromEntries(
    CURRENCIES.map((currency) => {
      const monthly = listPrice(new Dec(month), currency);
      return [currency, interval === 'month' ? monthly : yearPrice(monthly)];
    }),
  ) as Record<Currency, string>;

/**
 * Every seeded plan, monthly and yearly, priced in the eight currencies (requirements §9). The free
 * plan has one (monthly) entry; an annual-only plan is sold yearly only but keeps a monthly entry
 * so a pricing page can show it disabled while monthly billing is shown.
 */
export const PLAN_CATALOGUE: readonly Plan[] = Object.freeze(
  TIERS.flatMap((tier) =>
    (tier.type === 'free' ? (['month'] as const) : (['month', 'year'] as const)).map((interval): Plan => {
      const currencies = pricesOf(tier.usdMonth, interval);
      return {
        _id: planIdOf(tier.type, interval),
        name: tier.name,
        type: tier.type,
        interval,
        isActive: tier.isActive ?? true,
        annualOnly: tier.annualOnly ?? false,
        isTrialEnabled: tier.isTrialEnabled ?? false,
        features: tier.features,
        price: currencies.USD,
        currencies,
        stripePriceId: null,
        stripePriceIds: {},
      };
    }),
  ),
);

/**
 * The plan an invoice line names, from its plan id: its name and billing interval, for a line the
 * browser words in its own language. Null for a plan not in the catalogue.
 */
export const invoicePlanOf = (planId: string | null | undefined): Pick<Plan, 'name' | 'interval'> | null => {
  const plan = PLAN_CATALOGUE.find((entry) => entry._id === planId);
  return plan ? { name: plan.name, interval: plan.interval } : null;
};
