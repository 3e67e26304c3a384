import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripePeer, type StripePeer } from '../../../../test/peers/stripe-peer.ts';
import { createTestApp, openBusiness } from '../../../../test/setup/test-app.ts';

const KEYS = { secretKey: 'sk_test_peer', webhookSecret: 'whsec_peer' };
let t: Awaited<ReturnType<typeof createTestApp>>;
let peer: StripePeer;

beforeAll(async () => {
  peer = await startStripePeer(KEYS);
  peer.addPrice({ id: 'price_growth_usd', currency: 'USD', unitAmount: 4999 });
  peer.addPrice({ id: 'price_growth_eur', currency: 'EUR', unitAmount: 4699 });
  peer.addPrice({ id: 'price_business_eur', currency: 'EUR', unitAmount: 9299 });
  t = await createTestApp({
    STRIPE_SECRET_KEY: KEYS.secretKey,
    STRIPE_WEBHOOK_SECRET: KEYS.webhookSecret,
    STRIPE_API_URL: peer.url,
    STRIPE_PRICE_IDS: JSON.stringify({
      'growth-month': { USD: 'price_growth_usd', EUR: 'price_growth_eur' },
      'business-month': { EUR: 'price_business_eur' },
    }),
  });
});
afterAll(() => peer.close());

const business = async (email: string) => (await openBusiness(t, email)).auth;
const deliver = (event: { payload: string; signature: string }) =>
  t.call('POST', '/api/stripe/webhook', event.payload, { 'stripe-signature': event.signature });
const current = async (auth: Record<string, string>) =>
  (await t.call('GET', '/api/stripe/subscriptions/current', undefined, auth)).json.data;

describe('Stripe billing through the API (issue 24)', () => {
  it('checks out on Stripe, and only the signed webhook writes the subscription: replays and late events change nothing', async () => {
    const auth = await business('stripe@billing.test');
    const res = await t.call(
      'POST',
      '/api/stripe/subscriptions?currency=EUR',
      {
        planId: 'growth-month',
        successUrl: 'https://passdeck.example/account?tab=billing&subscription=success',
        cancelUrl: 'https://passdeck.example/pricing',
      },
      auth,
    );
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data.paymentLink).toMatch(new RegExp(`^${peer.url}/c/pay/`));
    const [sent] = peer.requestsTo('POST', '/v1/checkout/sessions');
    expect(sent?.body).toMatchObject({
      mode: 'subscription',
      line_items: [{ price: 'price_growth_eur', quantity: '1' }],
    });
    // The 30-day trial the business is on carries over to Stripe.
    expect(
      Number(
        sent?.body['subscription_data'] &&
          (sent.body['subscription_data'] as Record<string, string>)['trial_end'],
      ),
    ).toBeGreaterThan(Date.now() / 1000 + 29 * 86_400);
    // Paying at Stripe changes nothing here until Stripe says so.
    const sessionId = String(res.json.data.paymentLink).split('/').pop()!;
    const subscription = peer.completeCheckout(sessionId);
    expect(await current(auth)).toMatchObject({ provider: 'builtin', status: 'trialing' });

    const created = peer.event(
      'customer.subscription.created',
      { ...subscription, status: 'active' },
      { created: 1_900_000_000 },
    );
    const applied = await deliver(created);
    expect(applied.json.data).toEqual({ applied: true });
    expect(await current(auth)).toMatchObject({
      provider: 'stripe',
      status: 'active',
      planId: 'growth-month',
      currency: 'EUR',
      stripeSubscriptionId: subscription.id,
    });

    expect((await deliver(created)).json.data).toEqual({ applied: false, reason: 'replayed' });
    const late = peer.event(
      'customer.subscription.updated',
      { ...subscription, status: 'past_due' },
      { created: 1_899_999_000 },
    );
    expect((await deliver(late)).json.data).toEqual({ applied: false, reason: 'stale' });
    expect((await current(auth)).status).toBe('active');

    const pastDue = peer.event(
      'customer.subscription.updated',
      { ...subscription, status: 'past_due' },
      { created: 1_900_000_100 },
    );
    expect((await deliver(pastDue)).json.data).toEqual({ applied: true });
    expect((await current(auth)).status).toBe('past_due');

    // A business billed in EUR by Stripe cannot switch currency (requirements §8).
    const mismatch = await t.call(
      'POST',
      '/api/stripe/subscriptions?currency=PLN',
      { planId: 'business-month', successUrl: 's', cancelUrl: 'c' },
      auth,
    );
    expect(mismatch.status).toBe(409);
    expect(mismatch.json.message).toBe(
      'Currency mismatch: Your account uses EUR, but PLN was requested. Please contact support if this persists.',
    );

    // Keeping a plan set to end asks Stripe to renew it after all.
    const ending = peer.event(
      'customer.subscription.updated',
      { ...subscription, status: 'past_due', cancel_at_period_end: true },
      { created: 1_900_000_150 },
    );
    expect((await deliver(ending)).json.data).toEqual({ applied: true });
    expect((await current(auth)).cancelAtPeriodEnd).toBe(true);
    expect((await t.call('POST', '/api/stripe/subscriptions/resume', undefined, auth)).status).toBe(200);
    const renewals = peer.requestsTo('POST', `/v1/subscriptions/${subscription.id}`);
    expect(renewals.at(-1)?.body).toMatchObject({ cancel_at_period_end: 'false' });

    // Cancelling asks Stripe; the state changes when Stripe's event arrives.
    expect(
      (await t.call('DELETE', '/api/stripe/subscriptions/cancel?cancelImmediately=true', undefined, auth))
        .status,
    ).toBe(200);
    expect(peer.requestsTo('DELETE', `/v1/subscriptions/${subscription.id}`)).toHaveLength(1);
    expect((await current(auth)).status).toBe('past_due');
    expect(
      (
        await deliver(
          peer.event(
            'customer.subscription.deleted',
            { ...subscription, status: 'canceled' },
            { created: 1_900_000_200 },
          ),
        )
      ).status,
    ).toBe(200);
    expect(await current(auth)).toMatchObject({ status: 'free', stripeSubscriptionId: 'free_plan' });
  });

  it('refuses a webhook whose signature is missing, wrong, or over another body (400), and stores nothing', async () => {
    const event = peer.event('customer.subscription.updated', {
      id: 'sub_x',
      object: 'subscription',
      status: 'active',
    });
    expect((await t.call('POST', '/api/stripe/webhook', event.payload)).status).toBe(400);
    expect((await deliver({ payload: event.payload, signature: 't=1,v1=deadbeef' })).json).toMatchObject({
      code: 'billing.webhook_signature',
    });
    expect(
      (await deliver({ payload: event.payload.replace('active', 'canceled'), signature: event.signature }))
        .status,
    ).toBe(400);
    // The refused event's id was not recorded: delivered properly, it is applied (here: no business of it).
    expect((await deliver(event)).json.data).toEqual({ applied: false, reason: 'unrelated' });
  });

  it('prices a currency without a Stripe price in USD, with the spec note', async () => {
    const auth = await business('pln@billing.test');
    const res = await t.call(
      'POST',
      '/api/stripe/subscriptions?currency=PLN',
      { planId: 'growth-month', successUrl: 's', cancelUrl: 'c' },
      auth,
    );
    expect(res.status).toBe(200);
    expect(res.json.data.note).toBe(
      'Note: Your subscription was created in USD instead of PLN due to a currency configuration issue. Please contact support if you need this corrected.',
    );
    const sent = peer.requestsTo('POST', '/v1/checkout/sessions').at(-1);
    expect(sent?.body).toMatchObject({ line_items: [{ price: 'price_growth_usd' }] });
    // A plan with no Stripe price at all is not for sale through Stripe: a 400, not a 500.
    const unpriced = await t.call(
      'POST',
      '/api/stripe/subscriptions',
      { planId: 'starter-month', successUrl: 's', cancelUrl: 'c' },
      auth,
    );
    expect(unpriced.status).toBe(400);
    expect(unpriced.json).toMatchObject({ code: 'billing.plan_not_found', field: 'planId' });
  });
});
