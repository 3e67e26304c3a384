import { proxy } from 'valtio';
import { shouldRefreshSubscription, type SubscriptionView } from '#domain/billing/index.ts';
import type { RequestStatus } from '../auth/auth.store.ts';

/** Where a checkout's success is kept for the session (requirements §4 return from checkout). */
export const CHECKOUT_SUCCESS_KEY = 'passdeck.subscriptionSuccess';

const session = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

interface SubscriptionState {
  /** What the business is on; null before the first answer and after a failed fetch (requirements §4). */
  subscription: SubscriptionView | null;
  /** How the last refresh went: `failed` tells "could not be read" apart from "not read yet". */
  status: RequestStatus;
  /** When the last refresh started (ms since the epoch), for the 3 s throttle. */
  lastRefreshAt: number | null;
  /** A checkout came back successful and its success has not been shown yet. */
  checkoutSucceeded: boolean;
  /** When it came back (0 when only the session remembers it, after a reload). */
  checkoutSucceededAt: number;
  /** When the refresh whose answer `subscription` is started (a billing call's answer: when it came). */
  answeredFrom: number | null;
}

/** The signed-in business's subscription, as last fetched. */
export const subscriptionStore = proxy<SubscriptionState>({
  subscription: null,
  status: 'idle',
  lastRefreshAt: null,
  checkoutSucceeded: session()?.getItem(CHECKOUT_SUCCESS_KEY) === '1',
  checkoutSucceededAt: 0,
  answeredFrom: null,
});

/**
 * Fetches the subscription unless one was started less than 3 s ago (requirements §4); `force`
 * skips the throttle (after a plan change the old answer is known to be stale). An answer that
 * arrives after a newer refresh started is dropped.
 */
export const refreshSubscription = async (
  load: () => Promise<SubscriptionView | null>,
  { now = Date.now(), force = false }: { now?: number; force?: boolean } = {},
): Promise<void> => {
  if (!force && !shouldRefreshSubscription(subscriptionStore.lastRefreshAt, now)) return;
  const started = Math.max(now, (subscriptionStore.lastRefreshAt ?? 0) + 1);
  subscriptionStore.lastRefreshAt = started;
  if (!subscriptionStore.subscription) subscriptionStore.status = 'loading';
  const subscription = await load();
  if (subscriptionStore.lastRefreshAt !== started) return;
  subscriptionStore.subscription = subscription;
  subscriptionStore.status = subscription ? 'succeeded' : 'failed';
  subscriptionStore.answeredFrom = started;
};

/** Sets what a billing call answered with (a cancellation returns the subscription after it). */
export const setSubscription = (subscription: SubscriptionView | null, now = Date.now()) => {
  subscriptionStore.subscription = subscription;
  subscriptionStore.status = subscription ? 'succeeded' : 'failed';
  subscriptionStore.answeredFrom = now;
};

/** A checkout came back successful (kept for the session, so a reload still shows it). */
export const markCheckoutSucceeded = (now = Date.now()) => {
  session()?.setItem(CHECKOUT_SUCCESS_KEY, '1');
  subscriptionStore.checkoutSucceeded = true;
  subscriptionStore.checkoutSucceededAt = now;
};

/**
 * Whether to thank for a checkout now: one came back, and the subscription in hand was fetched
 * after it (the one from before names the plan held before, e.g. the trial's).
 */
export const checkoutThanksDue = (
  state: Pick<SubscriptionState, 'checkoutSucceeded' | 'checkoutSucceededAt' | 'answeredFrom'>,
): boolean =>
  state.checkoutSucceeded && state.answeredFrom !== null && state.answeredFrom >= state.checkoutSucceededAt;

/** The success has been shown: it is not shown again. */
export const clearCheckoutSucceeded = () => {
  session()?.removeItem(CHECKOUT_SUCCESS_KEY);
  subscriptionStore.checkoutSucceeded = false;
};

/** Forgets the business's subscription (logout). */
export const resetSubscriptionStore = () => {
  subscriptionStore.subscription = null;
  subscriptionStore.status = 'idle';
  subscriptionStore.lastRefreshAt = null;
  subscriptionStore.answeredFrom = null;
};
