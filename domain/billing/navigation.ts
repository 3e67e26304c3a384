import { isCurrency, type Currency } from './currency.ts';
import { isBareTrial, isFreePlan, type Subscription } from './plans.ts';

/**
 * requirements §4/§6 display currency: an admin's saved override wins, then the currency of an
 * active paid subscription (a trial counts once a plan is chosen for it), then the currency the
 * provider already bills the business in (its
 * payment history's, requirements §7: Stripe refuses a second currency for one customer, so a
 * plan that ended in EUR is bought again in EUR), then the one detected from the visitor's location.
 */
export const resolveDisplayCurrency = (input: {
  readonly detected: Currency;
  readonly subscription?: Subscription | null;
  readonly adminOverride?: string | null;
}): Currency => {
  const override = input.adminOverride?.toUpperCase();
  if (isCurrency(override)) return override;
  const sub = input.subscription;
  const subscribed = (sub?.currency ?? '').toUpperCase();
  // A bare trial's stored currency is only a default: it does not pin the prices.
  if (sub && !isFreePlan(sub) && sub.status !== 'canceled' && !isBareTrial(sub) && isCurrency(subscribed))
    return subscribed;
  const billed = (sub?.actualCurrency ?? '').toUpperCase();
  return isCurrency(billed) ? billed : input.detected;
};

/** requirements §6: an admin's `currency` query — a supported code to save, `auto` to clear, anything else ignored. */
export const parseCurrencyOverride = (
  value: string | null | undefined,
): { action: 'set'; currency: Currency } | { action: 'clear' } | { action: 'ignore' } => {
  const text = (value ?? '').trim().toUpperCase();
  if (text === 'AUTO') return { action: 'clear' };
  return isCurrency(text) ? { action: 'set', currency: text } : { action: 'ignore' };
};

/** requirements §6: confirming the upgrade prompt goes to billing and comes back with subscription=success. */
export const upgradePromptTarget = (currentPath: string): string =>
  `/account?tab=billing&redirect=${encodeURIComponent(`${currentPath}?subscription=success`)}`;

/** requirements §2.2: the plans tab, returning to the current page. */
export const plansTabTarget = (returnTo: string): string =>
  `/account?tab=plans&returnTo=${encodeURIComponent(returnTo)}`;

/** requirements §2.2: choosing a plan goes to billing when signed in, to sign-up otherwise. */
export const choosePlanTarget = (
  plan: { planId: string; currency: string; priceId: string | null },
  isSignedIn: boolean,
): string => {
  const query = `plan=${encodeURIComponent(plan.planId)}&currency=${encodeURIComponent(plan.currency)}&priceId=${encodeURIComponent(plan.priceId ?? '')}`;
  return isSignedIn ? `/account?tab=billing&${query}` : `/signup?${query}`;
};

/** requirements §4 upgrade gate: where "Select a plan" and "Cancel" lead for each reason. */
export const upgradeGateActions = (
  reason: 'free' | 'limitExceeded',
  returnTo: string,
): { selectPlan: string; cancel: string | null } => ({
  selectPlan: plansTabTarget(returnTo),
  cancel: reason === 'free' ? '/account' : null,
});

/** requirements §9: yearly prices are shown per month and labelled "save 20%". */
export const YEARLY_SAVING_PERCENT = 20;
