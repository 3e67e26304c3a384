import {
  applyDiscount,
  FEATURES_ENABLED_WHEN_UNLISTED,
  formatPrice,
  monthlyEquivalent,
  priceFor,
  sellablePlan,
  type Currency,
  type Discount,
  type PlanView,
  type ReferralPreview,
} from '#domain/billing/index.ts';

export type BillingPeriod = 'month' | 'year';

/**
 * The tiles of one billing period: the free plan (sold monthly only) and every paid plan of that
 * period, an annual-only plan with its yearly plan.
 */
export const plansForPeriod = (plans: readonly PlanView[], period: BillingPeriod): PlanView[] =>
  plans
    .filter((plan) => plan.type === 'free' || plan.interval === period)
    .map((plan) => sellablePlan(plan, plans));

/** What a tile says about money, every amount already formatted. */
export interface TilePrice {
  /** The price per month: a yearly plan's year divided by twelve (requirements §9). */
  readonly perMonth: string;
  /** A yearly plan's whole price, else null. */
  readonly perYear: string | null;
  /** The monthly price before a referral discount, when one lowers it. */
  readonly before: string | null;
  /** The currency the amounts are in: the asked one, or USD when the plan has no price in it. */
  readonly currency: Currency;
  readonly priceId: string | null;
}

/** A tile's price in `currency`, less a checked referral `discount` (requirements §5, §9), written for `locale`. */
export const tilePrice = (
  plan: PlanView,
  currency: Currency,
  discount: Discount | null,
  locale?: string,
): TilePrice => {
  const listed = priceFor(plan, currency);
  // requirements §9: without a price in the currency the default (USD) price is the one sold.
  const shown: Currency = listed.isFallback ? 'USD' : currency;
  const discounted = applyDiscount(listed.price, discount);
  const monthly = (amount: string) =>
    formatPrice(plan.interval === 'year' ? monthlyEquivalent(amount) : amount, shown, locale);
  return {
    perMonth: monthly(discounted),
    perYear: plan.interval === 'year' ? formatPrice(discounted, shown, locale) : null,
    before: discounted === listed.price ? null : monthly(listed.price),
    currency: shown,
    priceId: listed.priceId,
  };
};

/** The discount a checked referral code gives, if it names one. */
export const discountOf = (referral: ReferralPreview | null): Discount | null =>
  referral?.isValid && referral.discountType
    ? { discountType: referral.discountType, discountValue: referral.discountValue ?? 0 }
    : null;

/** How a plan's feature reads: a count, unlimited (null), included, or not included (0). */
export type FeatureValue =
  | { readonly kind: 'count'; readonly count: number }
  | { readonly kind: 'unlimited' | 'included' | 'notIncluded' };

/** Features whose limit is a number of things; the others are switched on or off (limit 1). */
const COUNTED: readonly string[] = [
  'blueprint',
  'scanners',
  'custom_questions',
  'custom_segments',
  'automations',
];

/** A plan feature for the compare table (requirements §3: a null limit is unlimited). */
export const featureValue = (plan: PlanView, name: string): FeatureValue => {
  const feature = plan.features.find((f) => f.name === name);
  if (!feature) return { kind: FEATURES_ENABLED_WHEN_UNLISTED.includes(name) ? 'included' : 'notIncluded' };
  if (feature.limit === 0) return { kind: 'notIncluded' };
  if (!COUNTED.includes(name)) return { kind: 'included' };
  return feature.limit === null ? { kind: 'unlimited' } : { kind: 'count', count: feature.limit };
};

/** The counted features a tile lists; the compare table has the rest. */
export const TILE_FEATURES = ['blueprint', 'scanners', 'custom_segments', 'automations'] as const;
