import Stripe from 'stripe';
import {
  CurrencyMismatchError,
  isCurrency,
  type BillingProvider,
  type Currency,
  type PaymentHistoryEntry,
  type PaymentMethod,
  type ProviderEvent,
  type ProviderSubscriptionUpdate,
  type StoredSubscription,
  type SubscribeRequest,
  type SubscriptionStatus,
  type UpcomingInvoice,
} from '#domain/billing/index.ts';
import { toDecimal } from '#domain/shared/index.ts';

export interface StripeBillingOptions {
  readonly secretKey: string;
  readonly webhookSecret: string;
  /** Where the API is: Stripe's own by default; a local peer in tests. */
  readonly host?: string;
  readonly port?: number;
  readonly protocol?: 'http' | 'https';
  readonly timeoutMs?: number;
}

/** Stripe refuses a `trial_end` less than 48 hours away in a Checkout Session. */
const MIN_TRIAL_MS = 48 * 60 * 60 * 1000;

/** How many invoices the payment history shows: two years of monthly bills. */
const HISTORY_LIMIT = 24;

/** All eight price-list currencies have two decimals, so minor units are hundredths. */
const fromMinor = (minor: number): string => {
  const whole = Math.abs(Math.round(minor));
  return `${minor < 0 ? '-' : ''}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
};

const toSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
const fromSeconds = (seconds: number | null | undefined) =>
  typeof seconds === 'number' ? new Date(seconds * 1000) : null;
const idOf = (ref: string | { id: string } | null | undefined) =>
  typeof ref === 'string' ? ref : (ref?.id ?? null);

const isStripeError = (error: unknown): error is Stripe.errors.StripeError =>
  error instanceof Stripe.errors.StripeError;
const isMissing = (error: unknown) =>
  isStripeError(error) && (error.statusCode === 404 || error.code === 'resource_missing');

/**
 * Stripe's "You cannot combine currencies on a single customer. This customer has an active
 * subscription … with currency usd." names the customer's currency at its end.
 */
const currencyMismatchOf = (error: unknown, requested: Currency): CurrencyMismatchError | null => {
  if (!isStripeError(error) || !/combine currencies/i.test(error.message)) return null;
  const actual = /\bcurrency ([a-z]{3})\b/i.exec(error.message)?.[1]?.toUpperCase() ?? null;
  return new CurrencyMismatchError(actual, requested);
};

/** Stripe's statuses folded into ours; anything else (paused, a new one) waits for payment: the free plan. */
const STATUS: Readonly<Record<string, SubscriptionStatus>> = {
  trialing: 'trialing',
  active: 'active',
  past_due: 'past_due',
  unpaid: 'past_due',
  canceled: 'canceled',
  incomplete: 'incomplete',
  incomplete_expired: 'canceled',
};

/**
 * Until API version 2025-03-31 the billing period was on the subscription; since then it is on
 * each item. Webhook events are rendered in the endpoint's API version, so either may arrive.
 */
interface PeriodFields {
  readonly current_period_start?: number | null;
  readonly current_period_end?: number | null;
}

const toUpdate = (subscription: Stripe.Subscription, deleted: boolean): ProviderSubscriptionUpdate => {
  const item = subscription.items?.data?.[0];
  const top = subscription as unknown as PeriodFields;
  const itemPeriod = (item ?? {}) as PeriodFields;
  const metadata = subscription.metadata ?? {};
  return {
    businessId: metadata.businessId || null,
    customerId: idOf(subscription.customer),
    subscriptionId: subscription.id,
    planId: metadata.planId || null,
    priceId: item?.price?.id ?? null,
    status: deleted ? 'canceled' : (STATUS[subscription.status] ?? 'incomplete'),
    currency: subscription.currency ? subscription.currency.toUpperCase() : null,
    trialEndsAt: fromSeconds(subscription.trial_end),
    currentPeriodStart: fromSeconds(top.current_period_start ?? itemPeriod.current_period_start),
    currentPeriodEnd: fromSeconds(top.current_period_end ?? itemPeriod.current_period_end),
    cancelAtPeriodEnd: Boolean(subscription.cancel_at_period_end),
  };
};

/** Our referral discount as a Stripe coupon param, or null when it takes nothing off. */
const couponTerms = (
  discount: NonNullable<SubscribeRequest['discount']>,
  currency: Currency,
): { id: string; params: Stripe.CouponCreateParams } | null => {
  const value = toDecimal(discount.discountValue);
  if (!value || value.lte(0)) return null;
  // The discount stays with the business (StoredSubscription.referralCode), so it applies to every renewal.
  const common = { duration: 'forever' as const, name: `Referral ${discount.code}` };
  if (discount.discountType === 'PERCENTAGE')
    return {
      id: `referral-${discount.code}`,
      params: { ...common, id: `referral-${discount.code}`, percent_off: Math.min(100, value.toNumber()) },
    };
  // An amount off is in one currency, so a code used in two currencies needs two coupons.
  const id = `referral-${discount.code}-${currency}`;
  return {
    id,
    params: {
      ...common,
      id,
      amount_off: value.times(100).toDecimalPlaces(0).toNumber(),
      currency: currency.toLowerCase(),
    },
  };
};

/** The Stripe implementation of the billing provider (issue 24), through the official SDK only. */
export const createStripeBillingProvider = (options: StripeBillingOptions): BillingProvider => {
  const stripe = new Stripe(options.secretKey, {
    // Pinned so the shapes read below do not change with the account's default version.
    apiVersion: Stripe.API_VERSION,
    host: options.host,
    port: options.port,
    protocol: options.protocol,
    timeout: options.timeoutMs ?? 20_000,
  });

  const ensureCoupon = async (terms: { id: string; params: Stripe.CouponCreateParams }) => {
    try {
      await stripe.coupons.retrieve(terms.id);
      return terms.id;
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
    try {
      await stripe.coupons.create(terms.params);
    } catch (error) {
      // Two checkouts with the same code at once: the other one created it.
      if (!(isStripeError(error) && error.code === 'resource_already_exists')) throw error;
    }
    return terms.id;
  };

  const changePlan = async (request: SubscribeRequest, subscriptionId: string, priceId: string) => {
    const current = await stripe.subscriptions.retrieve(subscriptionId);
    const item = current.items.data[0];
    if (!item) throw new Error(`Stripe subscription ${subscriptionId} has no item to change`);
    await stripe.subscriptions.update(subscriptionId, {
      items: [{ id: item.id, price: priceId }],
      proration_behavior: 'create_prorations',
      // The webhook reads the plan from the metadata first, so it must name the new plan.
      metadata: { businessId: request.businessId, planId: request.plan._id },
    });
    return { paymentLink: request.successUrl };
  };

  const checkout = async (request: SubscribeRequest, priceId: string) => {
    const metadata = { businessId: request.businessId, planId: request.plan._id };
    const trialEnd =
      request.trialEndsAt && request.trialEndsAt.getTime() - Date.now() > MIN_TRIAL_MS
        ? toSeconds(request.trialEndsAt)
        : undefined;
    const terms = request.discount ? couponTerms(request.discount, request.currency) : null;
    const coupon = terms ? await ensureCoupon(terms) : null;
    const customer = request.subscription.providerCustomerId;
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: priceId, quantity: 1 }],
      ...(customer ? { customer } : { customer_email: request.email }),
      client_reference_id: request.businessId,
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      metadata,
      subscription_data: { metadata, ...(trialEnd ? { trial_end: trialEnd } : {}) },
      ...(coupon ? { discounts: [{ coupon }] } : {}),
    });
    if (!session.url) throw new Error(`Stripe checkout session ${session.id} has no url`);
    return { paymentLink: session.url };
  };

  const customerOf = (subscription: StoredSubscription) => subscription.providerCustomerId;

  return {
    kind: 'stripe',

    async subscribe(request) {
      if (request.priceId === null) throw new Error(`Plan ${request.plan._id} has no Stripe price`);
      const current = request.subscription;
      const paying = current.status === 'active' || current.status === 'past_due';
      try {
        return current.provider === 'stripe' && current.providerSubscriptionId && paying
          ? await changePlan(request, current.providerSubscriptionId, request.priceId)
          : await checkout(request, request.priceId);
      } catch (error) {
        throw currencyMismatchOf(error, request.currency) ?? error;
      }
    },

    async cancel(subscription, immediately) {
      const id = subscription.providerSubscriptionId;
      if (!id) throw new Error(`Business ${subscription.businessId} has no Stripe subscription`);
      // Our record changes when Stripe's webhook reports it (provider-events use case).
      if (immediately) await stripe.subscriptions.cancel(id);
      else await stripe.subscriptions.update(id, { cancel_at_period_end: true });
    },

    async resume(subscription) {
      const id = subscription.providerSubscriptionId;
      if (!id) throw new Error(`Business ${subscription.businessId} has no Stripe subscription`);
      await stripe.subscriptions.update(id, { cancel_at_period_end: false });
    },

    async paymentHistory(subscription) {
      const customer = customerOf(subscription);
      if (!customer) return [];
      const invoices = await stripe.invoices.list({ customer, limit: HISTORY_LIMIT });
      return invoices.data.flatMap((invoice): PaymentHistoryEntry[] => {
        const currency = invoice.currency.toUpperCase();
        // A draft has no number yet, and the view only carries our eight currencies.
        if (!invoice.number || !isCurrency(currency)) return [];
        return [
          {
            id: invoice.id ?? invoice.number,
            number: invoice.number,
            description: invoice.lines?.data?.[0]?.description ?? invoice.description ?? '',
            amount: fromMinor(invoice.amount_paid),
            currency,
            status: invoice.status ?? 'draft',
            createdAt: new Date(invoice.created * 1000).toISOString(),
            pdfUrl: invoice.invoice_pdf ?? null,
          },
        ];
      });
    },

    async upcomingInvoice(subscription) {
      const customer = customerOf(subscription);
      const id = subscription.providerSubscriptionId;
      if (!customer || !id) return null;
      let invoice: Stripe.Invoice;
      try {
        invoice = await stripe.invoices.createPreview({ customer, subscription: id });
      } catch (error) {
        if (isMissing(error) || (isStripeError(error) && error.code === 'invoice_upcoming_none')) return null;
        throw error;
      }
      const currency = invoice.currency.toUpperCase();
      if (!isCurrency(currency)) return null;
      const view: UpcomingInvoice = {
        amount: fromMinor(invoice.amount_due),
        currency,
        dueAt: fromSeconds(invoice.next_payment_attempt ?? invoice.due_date)?.toISOString() ?? null,
        description: invoice.lines?.data?.[0]?.description ?? invoice.description ?? '',
      };
      return view;
    },

    async paymentMethods(subscription) {
      const customer = customerOf(subscription);
      if (!customer) return [];
      const [owner, methods] = await Promise.all([
        stripe.customers.retrieve(customer),
        stripe.paymentMethods.list({ customer, type: 'card' }),
      ]);
      const preferred = owner.deleted ? null : idOf(owner.invoice_settings?.default_payment_method);
      return methods.data.flatMap((method): PaymentMethod[] =>
        method.card
          ? [
              {
                id: method.id,
                brand: method.card.brand,
                last4: method.card.last4 ?? '',
                expMonth: method.card.exp_month,
                expYear: method.card.exp_year,
                isDefault: method.id === preferred,
              },
            ]
          : [],
      );
    },

    async setDefaultPaymentMethod(subscription, paymentMethodId) {
      const customer = customerOf(subscription);
      if (!customer) return false;
      let method: Stripe.PaymentMethod;
      try {
        method = await stripe.paymentMethods.retrieve(paymentMethodId);
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
      if (idOf(method.customer) !== customer) return false;
      await stripe.customers.update(customer, {
        invoice_settings: { default_payment_method: paymentMethodId },
      });
      return true;
    },

    async customerPortal(subscription, returnUrl) {
      const customer = customerOf(subscription);
      if (!customer) throw new Error(`Business ${subscription.businessId} has no Stripe customer`);
      const session = await stripe.billingPortal.sessions.create({ customer, return_url: returnUrl });
      return { url: session.url };
    },

    async readEvent(rawBody, signature): Promise<ProviderEvent> {
      if (!signature) throw new Error('Stripe webhook without a Stripe-Signature header');
      const event = await stripe.webhooks.constructEventAsync(rawBody, signature, options.webhookSecret);
      const base = { id: event.id, createdAt: new Date(event.created * 1000) };
      switch (event.type) {
        case 'customer.subscription.created':
        case 'customer.subscription.updated':
          return { ...base, update: toUpdate(event.data.object, false) };
        case 'customer.subscription.deleted':
          return { ...base, update: toUpdate(event.data.object, true) };
        default:
          // checkout.session.completed among them: the subscription's own events carry its state
          // (metadata included), and a guessed status here could overwrite theirs.
          return { ...base, update: null };
      }
    },
  };
};
