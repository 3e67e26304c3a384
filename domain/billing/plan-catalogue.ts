import { Dec, toMoneyString } from '../shared/decimal.ts';
import { CURRENCIES, type Currency } from './currency.ts';
import type { Plan, PlanFeature, PlanType } from './plans.ts';
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

const f = (name: string, limit: number | null): PlanFeature => ({ name, limit });

interface Tier {
  readonly type: PlanType;
  readonly name: string;
  readonly usdMonth: string;
  readonly features: readonly PlanFeature[];
  readonly isActive?: boolean;
  readonly annualOnly?: boolean;
  readonly isTrialEnabled?: boolean;
}

const GROWTH_FEATURES = [
  f('blueprint', 5),
  f('scanners', 5),
  f('custom_questions', null),
  f('custom_segments', 20),
  f('automations', 10),
  f('automations_birthdays', 1),
  f('integration_zapier', 1),
  f('data_export', 1),
  f('support_email', 1),
  f('support_priority_email', 1),
  f('support_dedicated_success_manager', 0),
];

/**
 * The plans a new installation starts with (requirements §3, §9). `pro` is the legacy plan: its
 * `issues` feature makes every feature available (requirements §4), it is no longer sold
 * (inactive), and businesses that had it keep it.
 */
const TIERS: readonly Tier[] = [
  {
    type: 'free',
    name: 'Free',
    usdMonth: '0',
    features: [
      f('blueprint', 1),
      f('scanners', 0),
      f('custom_questions', 0),
      f('custom_segments', 0),
      f('automations', 0),
      f('automations_birthdays', 0),
      f('integration_zapier', 0),
      f('data_export', 0),
      f('support_email', 1),
      f('support_priority_email', 0),
      f('support_dedicated_success_manager', 0),
    ],
  },
  {
    type: 'starter',
    name: 'Starter',
    usdMonth: '19.99',
    isTrialEnabled: true,
    features: [
      f('blueprint', 1),
      f('scanners', 1),
      f('custom_questions', 0),
      f('custom_segments', 3),
      f('automations', 1),
      f('automations_birthdays', 0),
      f('integration_zapier', 0),
      f('data_export', 1),
      f('support_email', 1),
      f('support_priority_email', 0),
      f('support_dedicated_success_manager', 0),
    ],
  },
  { type: 'growth', name: 'Growth', usdMonth: '49.99', isTrialEnabled: true, features: GROWTH_FEATURES },
  {
    type: 'pro',
    name: 'Pro',
    usdMonth: '39.99',
    isActive: false,
    features: [...GROWTH_FEATURES, f('issues', null)],
  },
  {
    type: 'business',
    name: 'Business',
    usdMonth: '99.99',
    isTrialEnabled: true,
    features: [
      f('blueprint', 20),
      f('scanners', 20),
      f('custom_questions', null),
      f('custom_segments', null),
      f('automations', null),
      f('automations_birthdays', 1),
      f('integration_zapier', 1),
      f('data_export', 1),
      f('support_email', 1),
      f('support_priority_email', 1),
      f('support_dedicated_success_manager', 0),
    ],
  },
  {
    type: 'enterprise',
    name: 'Enterprise',
    usdMonth: '249.99',
    annualOnly: true,
    features: [
      f('blueprint', null),
      f('scanners', null),
      f('custom_questions', null),
      f('custom_segments', null),
      f('automations', null),
      f('automations_birthdays', 1),
      f('integration_zapier', 1),
      f('data_export', 1),
      f('support_email', 1),
      f('support_priority_email', 1),
      f('support_dedicated_success_manager', 1),
    ],
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
