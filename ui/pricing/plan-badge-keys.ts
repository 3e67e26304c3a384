import type { PlanBadge } from '#domain/billing/index.ts';

/**
 * The translation key of each plan badge, the same on the pricing page and the account's plans
 * tab (the domain names a badge by its English label, requirements §4).
 */
export const PLAN_BADGE_KEYS: Readonly<Record<PlanBadge, string>> = {
  'Most Popular': 'mostPopular',
  'Annual only': 'annualOnly',
  'Current Plan': 'current',
};
