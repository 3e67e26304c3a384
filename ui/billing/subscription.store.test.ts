import { afterEach, describe, expect, it } from 'vitest';
import type { SubscriptionView } from '#domain/billing/index.ts';
import { sampleSubscription } from '../../test/fakes/billing-client-fakes.ts';
import { refreshSubscription, resetSubscriptionStore, subscriptionStore } from './subscription.store.ts';

/** A load that counts its calls and answers with what `next` holds at the time. */
const counting = (answers: (SubscriptionView | null)[]) => {
  const calls = { count: 0 };
  const load = async () => {
    calls.count += 1;
    return answers.shift() ?? null;
  };
  return { calls, load };
};

describe('the subscription store (requirements §4 refresh)', () => {
  afterEach(() => resetSubscriptionStore());

  it('fetches at most once per 3 s unless forced', async () => {
    const { calls, load } = counting([
      sampleSubscription(),
      sampleSubscription({ status: 'active' }),
      sampleSubscription({ status: 'past_due' }),
    ]);
    await refreshSubscription(load, { now: 10_000 });
    await refreshSubscription(load, { now: 11_000 });
    await refreshSubscription(load, { now: 12_999 });
    expect(calls.count).toBe(1);
    expect(subscriptionStore.subscription?.status).toBe('trialing');
    await refreshSubscription(load, { now: 13_000 });
    expect(calls.count).toBe(2);
    expect(subscriptionStore.subscription?.status).toBe('active');
    await refreshSubscription(load, { now: 13_001, force: true });
    expect(calls.count).toBe(3);
    expect(subscriptionStore.subscription?.status).toBe('past_due');
  });

  it('sets the subscription to null when a fetch fails', async () => {
    const { load } = counting([sampleSubscription(), null]);
    await refreshSubscription(load, { now: 0 });
    expect(subscriptionStore.subscription).not.toBeNull();
    await refreshSubscription(load, { now: 5_000 });
    expect(subscriptionStore.subscription).toBeNull();
    expect(subscriptionStore.status).toBe('failed');
  });

  it('drops an answer that arrives after a newer refresh started', async () => {
    let release: (value: SubscriptionView | null) => void = () => undefined;
    const slow = () => new Promise<SubscriptionView | null>((resolve) => (release = resolve));
    const first = refreshSubscription(slow, { now: 0 });
    const releaseFirst = release;
    await refreshSubscription(async () => sampleSubscription({ status: 'active' }), { now: 1, force: true });
    releaseFirst(sampleSubscription({ status: 'past_due' }));
    await first;
    expect(subscriptionStore.subscription?.status).toBe('active');
  });
});
