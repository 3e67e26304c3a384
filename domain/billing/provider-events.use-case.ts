import type { Clock } from '../shared/clock.port.ts';
import { domainError, err, ok, type Result } from '../shared/result.ts';
import type { BillingProviders } from './billing-use-cases.ts';
import type { ProviderSubscriptionUpdate } from './billing-provider.port.ts';
import type { BillingRepository, StoredSubscription } from './billing.repository.port.ts';
import { isCurrency, type Currency } from './currency.ts';
import type { Plan } from './plans.ts';

/** Why a provider event was not applied. */
export const PROVIDER_EVENT_ERRORS = Object.freeze({
  noWebhook: 'billing.webhook_unavailable',
  badSignature: 'billing.webhook_signature',
});

/** The plan a provider's price belongs to (a metadata plan id wins). */
const planOf = (plans: readonly Plan[], update: ProviderSubscriptionUpdate): Plan | undefined =>
  plans.find((plan) => plan._id === update.planId) ??
  plans.find(
    (plan) =>
      update.priceId !== null &&
      (plan.stripePriceId === update.priceId ||
        Object.values(plan.stripePriceIds ?? {}).includes(update.priceId)),
  );

/**
 * `POST /api/stripe/webhook`: the only writer of a Stripe subscription's state (issue 24). A
 * replayed event (same id) changes nothing; an event older than the newest one applied is
 * ignored, so events arriving out of order cannot bring back an old state.
 */
export const applyProviderEvent =
  (deps: { billing: BillingRepository; providers: BillingProviders; clock: Clock }) =>
  async (
    rawBody: string,
    signature: string | undefined,
  ): Promise<Result<{ applied: boolean; reason?: 'replayed' | 'stale' | 'unrelated' }>> => {
    const stripe = deps.providers.stripe;
    if (!stripe?.readEvent) return err(domainError(PROVIDER_EVENT_ERRORS.noWebhook));
    let event;
    try {
      event = await stripe.readEvent(rawBody, signature);
    } catch {
      return err(domainError(PROVIDER_EVENT_ERRORS.badSignature));
    }
    if (!(await deps.billing.recordProviderEvent(event.id, deps.clock.now())))
      return ok({ applied: false, reason: 'replayed' });
    const update = event.update;
    if (!update) return ok({ applied: false, reason: 'unrelated' });
    const stored =
      (update.businessId ? await deps.billing.subscription(update.businessId) : null) ??
      (await deps.billing.subscriptionByProvider({
        customerId: update.customerId,
        subscriptionId: update.subscriptionId,
      }));
    if (!stored) return ok({ applied: false, reason: 'unrelated' });
    if (stored.providerEventAt && stored.providerEventAt > event.createdAt)
      return ok({ applied: false, reason: 'stale' });
    const plan = planOf(await deps.billing.plans(), update);
    const next: StoredSubscription = {
      ...stored,
      planId: plan?._id ?? stored.planId,
      status: update.status,
      currency: isCurrency(update.currency) ? (update.currency.toUpperCase() as Currency) : stored.currency,
      provider: 'stripe',
      providerCustomerId: update.customerId ?? stored.providerCustomerId,
      providerSubscriptionId: update.subscriptionId ?? stored.providerSubscriptionId,
      trialEndsAt: update.trialEndsAt,
      currentPeriodStart: update.currentPeriodStart,
      currentPeriodEnd: update.currentPeriodEnd,
      cancelAtPeriodEnd: update.cancelAtPeriodEnd,
      trialUsed: true,
      providerEventAt: event.createdAt,
    };
    await deps.billing.saveSubscription(next, deps.clock.now());
    return ok({ applied: true });
  };
