import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CurrencyMismatchError,
  type BillingProvider,
  type Plan,
  type StoredSubscription,
  type SubscribeRequest,
} from '#domain/billing/index.ts';
import { startStripePeer, type StripePeer } from '../../test/peers/stripe-peer.ts';
import { createStripeBillingProvider } from './stripe-billing.adapter.ts';

const KEYS = { secretKey: 'peer-secret-key', webhookSecret: 'peer-webhook-secret' };
const DAY_MS = 24 * 60 * 60 * 1000;
const GROWTH: Plan = {
  _id: 'growth',
  name: 'Growth',
  type: 'growth',
  interval: 'month',
  features: [],
  price: 49,
};

let peer: StripePeer;
let provider: BillingProvider;
beforeAll(async () => {
  peer = await startStripePeer(KEYS);
  provider = createStripeBillingProvider({ ...KEYS, host: peer.host, port: peer.port, protocol: 'http' });
  peer.addPrice({ id: 'price_growth_eur', currency: 'EUR', unitAmount: 4999 });
  peer.addPrice({ id: 'price_starter_eur', currency: 'EUR', unitAmount: 1900 });
  peer.addPrice({ id: 'price_growth_usd', currency: 'USD', unitAmount: 5500 });
});
afterAll(() => peer.close());
beforeEach(() => void peer.requests.splice(0));

const stored = (overrides: Partial<StoredSubscription> = {}): StoredSubscription => ({
  businessId: 'biz-1',
  planId: 'starter',
  status: 'trialing',
  currency: 'EUR',
  provider: 'builtin',
  providerCustomerId: null,
  providerSubscriptionId: null,
  trialEndsAt: null,
  currentPeriodStart: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  trialUsed: false,
  referralCode: null,
  providerEventAt: null,
  creditBalance: '0.00',
  ...overrides,
});

const subscribeRequest = (overrides: Partial<SubscribeRequest> = {}): SubscribeRequest => ({
  businessId: 'biz-1',
  email: 'owner@example.com',
  subscription: stored(),
  plan: GROWTH,
  priceId: 'price_growth_eur',
  currency: 'EUR',
  successUrl: 'https://app.example/billing?done=1',
  cancelUrl: 'https://app.example/billing',
  discount: null,
  trialEndsAt: null,
  ...overrides,
});

/** A customer paying for `price` through an active Stripe subscription, and our record of it. */
const payingCustomer = (email: string, price = 'price_starter_eur') => {
  const customer = peer.addCustomer({ email });
  const subscription = peer.addSubscription({
    customer: customer.id,
    price,
    metadata: { businessId: 'biz-1', planId: 'starter' },
  });
  const record = stored({
    status: 'active',
    provider: 'stripe',
    providerCustomerId: customer.id,
    providerSubscriptionId: String(subscription.id),
  });
  return { customer, subscription, record };
};

const itemsOf = (subscription: Record<string, unknown>) =>
  (subscription.items as { data: { id: string; price: { id: string }; current_period_end: number }[] }).data;

describe('subscribing through Stripe Checkout', () => {
  it('creates a subscription-mode session for the price, with the trial carried over, the metadata and the referral coupon', async () => {
    const trialEndsAt = new Date(Date.now() + 10 * DAY_MS);
    const { paymentLink } = await provider.subscribe(
      subscribeRequest({
        trialEndsAt,
        discount: { code: 'FRIEND', discountType: 'PERCENTAGE', discountValue: '20' },
      }),
    );

    const [sessionRequest] = peer.requestsTo('POST', '/v1/checkout/sessions');
    expect(sessionRequest?.authorization).toBe(`Bearer ${KEYS.secretKey}`);
    expect(sessionRequest?.stripeVersion).toBe(Stripe.API_VERSION);
    const body = sessionRequest!.body;
    expect(body).toMatchObject({
      mode: 'subscription',
      line_items: [{ price: 'price_growth_eur', quantity: '1' }],
      customer_email: 'owner@example.com',
      client_reference_id: 'biz-1',
      success_url: 'https://app.example/billing?done=1',
      cancel_url: 'https://app.example/billing',
      metadata: { businessId: 'biz-1', planId: 'growth' },
      subscription_data: {
        metadata: { businessId: 'biz-1', planId: 'growth' },
        trial_end: String(Math.floor(trialEndsAt.getTime() / 1000)),
      },
      discounts: [{ coupon: 'referral-FRIEND' }],
    });
    expect(body.customer).toBeUndefined();
    expect(peer.requestsTo('POST', '/v1/coupons')[0]?.body).toMatchObject({
      id: 'referral-FRIEND',
      percent_off: '20',
      duration: 'forever',
    });

    const session = [...peer.store.sessions.values()].find((s) => s.client_reference_id === 'biz-1');
    expect(paymentLink).toBe(session?.url);
    expect(paymentLink.startsWith(`${peer.url}/c/pay/`)).toBe(true);
  });

  it('reuses the Stripe customer, leaves out a trial under 48 hours, and makes a fixed discount an amount off in the currency (created once)', async () => {
    const customer = peer.addCustomer({ email: 'again@example.com' });
    const request = subscribeRequest({
      subscription: stored({ provider: 'stripe', providerCustomerId: customer.id, status: 'canceled' }),
      trialEndsAt: new Date(Date.now() + 47 * 60 * 60 * 1000),
      discount: { code: 'SAVE', discountType: 'FIXED', discountValue: '5.50' },
    });
    await provider.subscribe(request);
    await provider.subscribe(request);

    const sessions = peer.requestsTo('POST', '/v1/checkout/sessions');
    expect(sessions).toHaveLength(2);
    expect(sessions[0]!.body.customer).toBe(customer.id);
    expect(sessions[0]!.body.customer_email).toBeUndefined();
    expect(sessions[0]!.body.subscription_data).not.toHaveProperty('trial_end');
    expect(sessions.map((s) => s.body.discounts)).toEqual([
      [{ coupon: 'referral-SAVE-EUR' }],
      [{ coupon: 'referral-SAVE-EUR' }],
    ]);
    const created = peer.requestsTo('POST', '/v1/coupons');
    expect(created).toHaveLength(1);
    expect(created[0]!.body).toMatchObject({ amount_off: '550', currency: 'eur' });
    expect(peer.requestsTo('GET', '/v1/coupons/referral-SAVE-EUR')).toHaveLength(2);
  });

  it('refuses a plan without a Stripe price before calling Stripe', async () => {
    await expect(provider.subscribe(subscribeRequest({ priceId: null }))).rejects.toThrow(/no Stripe price/);
    expect(peer.requests).toHaveLength(0);
  });

  it('answers a customer billed in another currency with CurrencyMismatchError naming both', async () => {
    const customer = peer.addCustomer({ email: 'dollars@example.com', currency: 'usd' });
    const attempt = provider.subscribe(
      subscribeRequest({
        subscription: stored({ provider: 'stripe', providerCustomerId: customer.id, status: 'canceled' }),
      }),
    );
    await expect(attempt).rejects.toBeInstanceOf(CurrencyMismatchError);
    await expect(attempt).rejects.toMatchObject({ actual: 'USD', requested: 'EUR' });
    expect(peer.requestsTo('POST', '/v1/checkout/sessions')).toHaveLength(1);
  });

  it('passes other Stripe refusals on as they are', async () => {
    peer.failNext('POST', '/v1/checkout/sessions', {
      status: 400,
      code: 'url_invalid',
      message: 'Not a valid URL',
    });
    const attempt = provider.subscribe(subscribeRequest());
    await expect(attempt).rejects.toThrow('Not a valid URL');
    await expect(attempt).rejects.not.toBeInstanceOf(CurrencyMismatchError);
  });
});

describe('changing the plan of a paying Stripe subscription', () => {
  it('swaps the subscription item to the new price with prorations and names the new plan, without a checkout', async () => {
    const { subscription, record } = payingCustomer('change@example.com');
    const itemId = itemsOf(subscription)[0]!.id;

    const { paymentLink } = await provider.subscribe(subscribeRequest({ subscription: record }));

    expect(paymentLink).toBe('https://app.example/billing?done=1');
    expect(peer.requestsTo('POST', '/v1/checkout/sessions')).toHaveLength(0);
    const [update] = peer.requestsTo('POST', `/v1/subscriptions/${String(subscription.id)}`);
    expect(update?.body).toMatchObject({
      items: [{ id: itemId, price: 'price_growth_eur' }],
      proration_behavior: 'create_prorations',
      metadata: { planId: 'growth', businessId: 'biz-1' },
    });
    expect(itemsOf(peer.store.subscriptions.get(String(subscription.id))!)[0]!.price.id).toBe(
      'price_growth_eur',
    );
  });
});

describe('cancelling', () => {
  it('cancels at once when asked, and leaves our record to the webhook', async () => {
    const { subscription, record } = payingCustomer('now@example.com');
    await provider.cancel(record, true);
    expect(peer.requestsTo('DELETE', `/v1/subscriptions/${String(subscription.id)}`)).toHaveLength(1);
    expect(peer.store.subscriptions.get(String(subscription.id))?.status).toBe('canceled');
  });

  it('otherwise sets cancel_at_period_end', async () => {
    const { subscription, record } = payingCustomer('later@example.com');
    await provider.cancel(record, false);
    const [update] = peer.requestsTo('POST', `/v1/subscriptions/${String(subscription.id)}`);
    expect(update?.body).toEqual({ cancel_at_period_end: 'true' });
    expect(peer.store.subscriptions.get(String(subscription.id))).toMatchObject({
      status: 'active',
      cancel_at_period_end: true,
    });
  });
});

describe('reading billing records', () => {
  it('lists the customer’s numbered invoices newest first, in money strings', async () => {
    const { customer, record } = payingCustomer('history@example.com');
    const other = peer.addCustomer({ email: 'other@example.com' });
    const base = Math.floor(Date.now() / 1000) - 90 * 24 * 3600;
    const older = peer.addInvoice({
      customer: customer.id,
      number: 'PD-0001',
      amountPaid: 1234,
      currency: 'eur',
      status: 'paid',
      created: base,
      description: '1 × Starter (at €12.34 / month)',
    });
    peer.addInvoice({
      customer: customer.id,
      number: 'PD-0002',
      amountPaid: 4900,
      currency: 'eur',
      status: 'paid',
      created: base + 30 * 24 * 3600,
      description: '1 × Growth',
    });
    peer.addInvoice({
      customer: customer.id,
      number: null,
      amountPaid: 0,
      currency: 'eur',
      status: 'draft',
      created: base + 60 * 24 * 3600,
      description: 'draft',
    });
    peer.addInvoice({
      customer: other.id,
      number: 'X-1',
      amountPaid: 100,
      currency: 'eur',
      status: 'paid',
      created: base,
      description: 'not theirs',
    });

    const history = await provider.paymentHistory(record);

    expect(peer.requestsTo('GET', '/v1/invoices')[0]?.query).toEqual({ customer: customer.id, limit: '24' });
    expect(history.map((entry) => [entry.number, entry.amount, entry.description])).toEqual([
      ['PD-0002', '49.00', '1 × Growth'],
      ['PD-0001', '12.34', '1 × Starter (at €12.34 / month)'],
    ]);
    expect(history[1]).toMatchObject({
      id: older.id,
      currency: 'EUR',
      status: 'paid',
      createdAt: new Date(base * 1000).toISOString(),
      pdfUrl: older.invoice_pdf,
    });
  });

  it('has no history, upcoming invoice or methods without a Stripe customer, and asks Stripe nothing', async () => {
    expect(await provider.paymentHistory(stored())).toEqual([]);
    expect(await provider.upcomingInvoice(stored())).toBeNull();
    expect(await provider.paymentMethods(stored())).toEqual([]);
    expect(await provider.setDefaultPaymentMethod(stored(), 'pm_1')).toBe(false);
    await expect(provider.customerPortal(stored(), 'https://app.example')).rejects.toThrow(
      /no Stripe customer/,
    );
    expect(peer.requests).toHaveLength(0);
  });

  it('previews the next invoice of the subscription, and none once it ends at the period end', async () => {
    const { customer, subscription, record } = payingCustomer('upcoming@example.com', 'price_growth_eur');
    const upcoming = await provider.upcomingInvoice(record);
    expect(peer.requestsTo('POST', '/v1/invoices/create_preview')[0]?.body).toEqual({
      customer: customer.id,
      subscription: subscription.id,
    });
    expect(upcoming).toEqual({
      amount: '49.99',
      currency: 'EUR',
      dueAt: new Date(itemsOf(subscription)[0]!.current_period_end * 1000).toISOString(),
      description: '1 × price_growth_eur',
    });

    await provider.cancel(record, false);
    expect(await provider.upcomingInvoice(record)).toBeNull();
  });

  it('lists the customer’s cards with the default marked, and sets a default only among its own', async () => {
    const { customer, record } = payingCustomer('cards@example.com');
    const stranger = peer.addCustomer({ email: 'stranger@example.com' });
    const visa = peer.addCard(customer.id, { brand: 'visa', last4: '4242', expMonth: 4, expYear: 2031 });
    const master = peer.addCard(customer.id, {
      brand: 'mastercard',
      last4: '4444',
      expMonth: 12,
      expYear: 2029,
    });
    const foreign = peer.addCard(stranger.id, { brand: 'amex', last4: '0005', expMonth: 1, expYear: 2030 });
    customer.invoice_settings.default_payment_method = visa.id;

    expect(await provider.paymentMethods(record)).toEqual([
      { id: visa.id, brand: 'visa', last4: '4242', expMonth: 4, expYear: 2031, isDefault: true },
      { id: master.id, brand: 'mastercard', last4: '4444', expMonth: 12, expYear: 2029, isDefault: false },
    ]);
    expect(peer.requestsTo('GET', '/v1/payment_methods')[0]?.query).toEqual({
      customer: customer.id,
      type: 'card',
    });

    expect(await provider.setDefaultPaymentMethod(record, master.id)).toBe(true);
    expect(peer.requestsTo('POST', `/v1/customers/${customer.id}`)[0]?.body).toEqual({
      invoice_settings: { default_payment_method: master.id },
    });
    expect((await provider.paymentMethods(record)).find((method) => method.isDefault)?.id).toBe(master.id);

    peer.requests.splice(0);
    expect(await provider.setDefaultPaymentMethod(record, foreign.id)).toBe(false);
    expect(await provider.setDefaultPaymentMethod(record, 'pm_unknown')).toBe(false);
    expect(peer.requestsTo('POST', `/v1/customers/${customer.id}`)).toHaveLength(0);
    expect(customer.invoice_settings.default_payment_method).toBe(master.id);
  });

  it('opens a billing-portal session for the customer with the return url', async () => {
    const { customer, record } = payingCustomer('portal@example.com');
    const { url } = await provider.customerPortal(record, 'https://app.example/account');
    expect(peer.requestsTo('POST', '/v1/billing_portal/sessions')[0]?.body).toEqual({
      customer: customer.id,
      return_url: 'https://app.example/account',
    });
    expect(url.startsWith(`${peer.url}/p/session/bps_`)).toBe(true);
  });
});

describe('reading webhook events', () => {
  const subscriptionAfterCheckout = async () => {
    const trialEndsAt = new Date(Date.now() + 5 * DAY_MS);
    await provider.subscribe(subscribeRequest({ businessId: 'biz-hook', trialEndsAt }));
    const session = [...peer.store.sessions.values()].find((s) => s.client_reference_id === 'biz-hook')!;
    return peer.completeCheckout(String(session.id));
  };

  it('refuses a wrong signature, a missing one, and a body changed after signing', async () => {
    const { payload, signature } = peer.event(
      'customer.subscription.updated',
      await subscriptionAfterCheckout(),
    );
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'another-secret' });
    await expect(provider.readEvent!(payload, forged)).rejects.toThrow();
    await expect(provider.readEvent!(payload, undefined)).rejects.toThrow(/Stripe-Signature/);
    await expect(provider.readEvent!(payload.replace('"trialing"', '"active"'), signature)).rejects.toThrow();
    await expect(provider.readEvent!(payload, signature)).resolves.toBeDefined();
  });

  it('maps a signed subscription event to the update our records take', async () => {
    const subscription = await subscriptionAfterCheckout();
    const item = itemsOf(subscription)[0]!;
    const created = Math.floor(Date.now() / 1000) - 30;
    const { payload, signature } = peer.event('customer.subscription.created', subscription, {
      id: 'evt_created_1',
      created,
    });

    const event = await provider.readEvent!(payload, signature);

    expect(event.id).toBe('evt_created_1');
    expect(event.createdAt.getTime()).toBe(created * 1000);
    expect(event.update).toEqual({
      businessId: 'biz-hook',
      customerId: subscription.customer,
      subscriptionId: subscription.id,
      planId: 'growth',
      priceId: 'price_growth_eur',
      status: 'trialing',
      currency: 'EUR',
      trialEndsAt: new Date(Number(subscription.trial_end) * 1000),
      currentPeriodStart: new Date(
        Number((item as { current_period_start?: number }).current_period_start) * 1000,
      ),
      currentPeriodEnd: new Date(item.current_period_end * 1000),
      cancelAtPeriodEnd: false,
    });
  });

  it('reads the period from the subscription itself in events of older API versions, and folds Stripe’s statuses into ours', async () => {
    const subscription = await subscriptionAfterCheckout();
    const read = async (changes: Record<string, unknown>) => {
      const { payload, signature } = peer.event('customer.subscription.updated', {
        ...subscription,
        ...changes,
      });
      return (await provider.readEvent!(payload, signature)).update;
    };
    expect(
      await read({ current_period_start: 1_700_000_000, current_period_end: 1_702_592_000 }),
    ).toMatchObject({
      currentPeriodStart: new Date(1_700_000_000_000),
      currentPeriodEnd: new Date(1_702_592_000_000),
    });
    expect((await read({ status: 'unpaid' }))?.status).toBe('past_due');
    expect((await read({ status: 'incomplete_expired' }))?.status).toBe('canceled');
    expect((await read({ status: 'past_due', cancel_at_period_end: true }))?.cancelAtPeriodEnd).toBe(true);
  });

  it('reads a deleted subscription as canceled', async () => {
    const subscription = await subscriptionAfterCheckout();
    const { payload, signature } = peer.event('customer.subscription.deleted', {
      ...subscription,
      status: 'active',
    });
    expect((await provider.readEvent!(payload, signature)).update).toMatchObject({
      subscriptionId: subscription.id,
      status: 'canceled',
    });
  });

  it('reads other events, checkout completion among them, as changing no subscription', async () => {
    const session = {
      id: 'cs_1',
      object: 'checkout.session',
      client_reference_id: 'biz-hook',
      subscription: 'sub_1',
    };
    for (const type of ['checkout.session.completed', 'invoice.paid']) {
      const { payload, signature } = peer.event(type, session, { id: `evt_${type}` });
      expect(await provider.readEvent!(payload, signature)).toMatchObject({
        id: `evt_${type}`,
        update: null,
      });
    }
  });
});
