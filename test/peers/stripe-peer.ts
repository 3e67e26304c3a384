import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { readBody } from './read-body.ts';

/** A form or query value as Stripe's bracket notation nests it: `a[b][0][c]=v`. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
type FormObject = { [key: string]: FormValue };

/** One request the peer received, parsed, for tests to assert what the adapter sent. */
export interface StripePeerRequest {
  readonly method: string;
  readonly path: string;
  readonly query: FormObject;
  readonly body: FormObject;
  readonly authorization: string | undefined;
  readonly stripeVersion: string | undefined;
}

/** A Stripe error as the API answers it: `{ error: { type, code, message } }`. */
export interface StripePeerError {
  readonly status: number;
  readonly type?: string;
  readonly code?: string;
  readonly message: string;
}

type Json = Record<string, unknown>;

/** Objects with only index keys (`items[0]`, `items[1]`) are arrays in Stripe's notation. */
const arraysOf = (value: FormValue): FormValue => {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = keys.map((key) => [key, arraysOf(value[key]!)] as const);
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key)))
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, item]) => item);
  return Object.fromEntries(entries);
};

/** Reads `application/x-www-form-urlencoded` with Stripe's brackets (what the SDK writes). */
export const parseStripeForm = (text: string): FormObject => {
  const root: FormObject = {};
  for (const [name, value] of new URLSearchParams(text)) {
    const path = name.split(/\[|\]\[|\]$/).filter((part, index) => index === 0 || part !== '');
    let node = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as FormObject;
    });
  }
  return arraysOf(root) as FormObject;
};

const text = (value: FormValue | undefined) => (typeof value === 'string' ? value : undefined);
const record = (value: FormValue | undefined) =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, string>) : {};

const DAY_S = 24 * 60 * 60;

/**
 * A local stand-in for the parts of Stripe's REST API the billing adapter uses: Checkout
 * Sessions, subscriptions, coupons, invoices (list and preview), customers, payment methods and
 * billing-portal sessions, kept in memory and shaped like Stripe's objects. It checks the secret
 * key, records every request, answers Stripe's errors, refuses a checkout whose customer is billed
 * in another currency as Stripe does, and signs webhook events with the endpoint secret.
 */
export const startStripePeer = async (keys: { secretKey: string; webhookSecret: string }) => {
  const requests: StripePeerRequest[] = [];
  const store = {
    prices: new Map<string, Json>(),
    customers: new Map<string, Json>(),
    sessions: new Map<string, Json>(),
    subscriptions: new Map<string, Json>(),
    invoices: new Map<string, Json>(),
    paymentMethods: new Map<string, Json>(),
    coupons: new Map<string, Json>(),
  };
  const scripted: { method: string; path: string; error: StripePeerError }[] = [];
  let counter = 0;
  const newId = (prefix: string) => `${prefix}_peer${++counter}`;
  const now = () => Math.floor(Date.now() / 1000);
  let url = '';

  const list = (path: string, data: Json[]) => ({ object: 'list', data, has_more: false, url: path });
  const missing = (kind: string, id: string): StripePeerError => ({
    status: 404,
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
  });
  const periodEnd = (price: Json, start: number) =>
    start + ((price.recurring as Json | undefined)?.interval === 'year' ? 365 : 30) * DAY_S;
  const subscriptionItem = (subscriptionId: string, price: Json, start: number): Json => ({
    id: newId('si'),
    object: 'subscription_item',
    price,
    quantity: 1,
    subscription: subscriptionId,
    current_period_start: start,
    current_period_end: periodEnd(price, start),
  });
  const itemsOf = (subscription: Json) => (subscription.items as { data: Json[] }).data;

  /** A subscription as Stripe holds it; the customer is billed in its currency from then on. */
  const createSubscription = (
    customer: string,
    priceId: string,
    metadata: Record<string, string>,
    trialEnd: number | null,
    status?: string,
  ): Json => {
    const price = store.prices.get(priceId);
    if (!price) throw new Error(`The peer has no price ${priceId}`);
    const id = newId('sub');
    const start = now();
    const stored: Json = {
      id,
      object: 'subscription',
      customer,
      status: status ?? (trialEnd ? 'trialing' : 'active'),
      currency: price.currency,
      metadata,
      trial_end: trialEnd,
      cancel_at_period_end: false,
      canceled_at: null,
      created: start,
      items: list(`/v1/subscription_items?subscription=${id}`, [subscriptionItem(id, price, start)]),
    };
    store.subscriptions.set(id, stored);
    const owner = store.customers.get(customer);
    if (owner) owner.currency = price.currency;
    return stored;
  };

  /** Each handler answers a Stripe object or throws a StripePeerError. */
  const handle = (method: string, path: string, query: FormObject, body: FormObject): unknown => {
    // Paths are /v1/<collection>[/<id or literal>]; the literals are the few sub-resources used.
    const [, collection, member] = path.split('/').filter(Boolean);
    const id = member && !['sessions', 'create_preview'].includes(member) ? member : undefined;
    const route = `${method} /${collection}${member ? (id ? '/:id' : `/${member}`) : ''}`;
    const get = <T>(map: Map<string, T>, kind: string, key: string | undefined) => {
      const found = key ? map.get(key) : undefined;
      if (!found) throw missing(kind, key ?? '');
      return found;
    };
    switch (route) {
      case 'POST /checkout/sessions': {
        const line = (body.line_items as FormObject[] | undefined)?.[0] ?? {};
        const price = get(store.prices, 'price', text(line.price));
        const customerId = text(body.customer);
        if (customerId) {
          const customer = get(store.customers, 'customer', customerId);
          if (customer.currency && customer.currency !== price.currency)
            throw {
              status: 400,
              type: 'invalid_request_error',
              message: `You cannot combine currencies on a single customer. This customer has an active subscription, subscription schedule, discount, quote, or invoice item with currency ${String(customer.currency)}.`,
            };
        }
        for (const discount of (body.discounts as FormObject[] | undefined) ?? [])
          get(store.coupons, 'coupon', text(discount.coupon));
        const sessionId = newId('cs_test');
        const session = {
          id: sessionId,
          object: 'checkout.session',
          mode: text(body.mode),
          status: 'open',
          url: `${url}/c/pay/${sessionId}`,
          customer: customerId ?? null,
          customer_email: text(body.customer_email) ?? null,
          client_reference_id: text(body.client_reference_id) ?? null,
          success_url: text(body.success_url),
          cancel_url: text(body.cancel_url),
          metadata: record(body.metadata),
          subscription: null,
          // Kept for completeCheckout, as Stripe keeps what it will create.
          price: price.id,
          subscription_data: body.subscription_data ?? {},
          discounts: body.discounts ?? [],
        };
        store.sessions.set(sessionId, session);
        return session;
      }
      case 'GET /subscriptions/:id':
        return get(store.subscriptions, 'subscription', id);
      case 'POST /subscriptions/:id': {
        const subscription = get(store.subscriptions, 'subscription', id);
        for (const change of (body.items as FormObject[] | undefined) ?? []) {
          const item = itemsOf(subscription).find((candidate) => candidate.id === text(change.id));
          if (!item) throw missing('subscription item', text(change.id) ?? '');
          if (change.price) item.price = get(store.prices, 'price', text(change.price));
        }
        if (body.cancel_at_period_end !== undefined)
          subscription.cancel_at_period_end = body.cancel_at_period_end === 'true';
        if (body.metadata)
          subscription.metadata = { ...(subscription.metadata as Json), ...record(body.metadata) };
        return subscription;
      }
      case 'DELETE /subscriptions/:id': {
        const subscription = get(store.subscriptions, 'subscription', id);
        Object.assign(subscription, { status: 'canceled', canceled_at: now(), ended_at: now() });
        return subscription;
      }
      case 'GET /coupons/:id':
        return get(store.coupons, 'coupon', id);
      case 'POST /coupons': {
        const couponId = text(body.id) ?? newId('coupon');
        if (store.coupons.has(couponId))
          throw {
            status: 400,
            type: 'invalid_request_error',
            code: 'resource_already_exists',
            message: 'Coupon already exists.',
          };
        const coupon = {
          id: couponId,
          object: 'coupon',
          name: text(body.name) ?? null,
          duration: text(body.duration),
          percent_off: body.percent_off ? Number(body.percent_off) : null,
          amount_off: body.amount_off ? Number(body.amount_off) : null,
          currency: text(body.currency) ?? null,
          valid: true,
        };
        store.coupons.set(couponId, coupon);
        return coupon;
      }
      case 'GET /invoices': {
        const limit = Number(text(query.limit) ?? 10);
        const found = [...store.invoices.values()]
          .filter((invoice) => invoice.customer === text(query.customer))
          .sort((a, b) => Number(b.created) - Number(a.created));
        return list(path, found.slice(0, limit));
      }
      case 'POST /invoices/create_preview': {
        const customerId = text(body.customer);
        get(store.customers, 'customer', customerId);
        const subscription = get(store.subscriptions, 'subscription', text(body.subscription));
        if (
          subscription.customer !== customerId ||
          subscription.status === 'canceled' ||
          subscription.cancel_at_period_end
        )
          throw {
            status: 404,
            type: 'invalid_request_error',
            code: 'invoice_upcoming_none',
            message: `No upcoming invoices for customer: ${customerId}`,
          };
        const item = itemsOf(subscription)[0]!;
        const price = item.price as Json;
        const amount = Number(price.unit_amount);
        return {
          id: null,
          object: 'invoice',
          customer: customerId,
          currency: price.currency,
          amount_due: amount,
          amount_paid: 0,
          status: 'draft',
          next_payment_attempt: item.current_period_end,
          due_date: null,
          description: null,
          lines: list('/v1/invoices/upcoming/lines', [
            {
              object: 'line_item',
              amount,
              currency: price.currency,
              description: `1 × ${String(price.nickname)}`,
            },
          ]),
        };
      }
      case 'GET /customers/:id':
        return get(store.customers, 'customer', id);
      case 'POST /customers/:id': {
        const customer = get(store.customers, 'customer', id);
        const settings = record(body.invoice_settings);
        const method = settings.default_payment_method;
        if (method !== undefined) {
          if (store.paymentMethods.get(method)?.customer !== id)
            throw {
              status: 400,
              type: 'invalid_request_error',
              code: 'resource_missing',
              message: `The customer does not have a payment method with the ID ${method}.`,
            };
          customer.invoice_settings = {
            ...(customer.invoice_settings as Json),
            default_payment_method: method,
          };
        }
        return customer;
      }
      case 'GET /payment_methods':
        return list(
          path,
          [...store.paymentMethods.values()].filter(
            (method) => method.customer === text(query.customer) && method.type === text(query.type),
          ),
        );
      case 'GET /payment_methods/:id':
        return get(store.paymentMethods, 'payment_method', id);
      case 'POST /billing_portal/sessions': {
        const customer = get(store.customers, 'customer', text(body.customer));
        const sessionId = newId('bps');
        return {
          id: sessionId,
          object: 'billing_portal.session',
          customer: customer.id,
          return_url: text(body.return_url) ?? null,
          url: `${url}/p/session/${sessionId}`,
        };
      }
      default:
        throw {
          status: 404,
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${method}: ${path}).`,
        };
    }
  };

  const server = createServer((request, response: ServerResponse) => {
    void (async () => {
      const raw = await readBody(request);
      const target = new URL(request.url ?? '/', url);
      const entry: StripePeerRequest = {
        method: request.method ?? 'GET',
        path: target.pathname,
        query: parseStripeForm(target.search.slice(1)),
        body: parseStripeForm(raw),
        authorization: request.headers.authorization,
        stripeVersion: request.headers['stripe-version'] as string | undefined,
      };
      requests.push(entry);
      const send = (status: number, json: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
        response.end(JSON.stringify(json));
      };
      const fail = (error: StripePeerError) =>
        send(error.status, {
          error: { type: error.type ?? 'invalid_request_error', code: error.code, message: error.message },
        });
      if (entry.authorization !== `Bearer ${keys.secretKey}`)
        return fail({ status: 401, message: 'Invalid API Key provided.' });
      const scriptedIndex = scripted.findIndex((s) => s.method === entry.method && s.path === entry.path);
      if (scriptedIndex >= 0) return fail(scripted.splice(scriptedIndex, 1)[0]!.error);
      try {
        return send(200, handle(entry.method, entry.path, entry.query, entry.body));
      } catch (error) {
        if (error && typeof error === 'object' && 'status' in error) return fail(error as StripePeerError);
        return fail({ status: 500, type: 'api_error', message: String(error) });
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  url = `http://127.0.0.1:${port}`;

  return {
    url,
    host: '127.0.0.1',
    port,
    requests,
    store,
    /** The requests to one method and path, in order. */
    requestsTo: (method: string, path: string) =>
      requests.filter((entry) => entry.method === method && entry.path === path),
    /** The next request to `method path` answers this error instead (e.g. a scripted Stripe refusal). */
    failNext: (method: string, path: string, error: StripePeerError) =>
      void scripted.push({ method, path, error }),
    addPrice: (price: { id: string; currency: string; unitAmount: number; interval?: 'month' | 'year' }) => {
      const stored = {
        id: price.id,
        object: 'price',
        currency: price.currency.toLowerCase(),
        unit_amount: price.unitAmount,
        nickname: price.id,
        recurring: { interval: price.interval ?? 'month', interval_count: 1 },
      };
      store.prices.set(price.id, stored);
      return stored;
    },
    /** A customer; `currency` set is one Stripe already bills in (after a first subscription). */
    addCustomer: (customer: { email: string; currency?: string; id?: string }) => {
      const stored = {
        id: customer.id ?? newId('cus'),
        object: 'customer',
        email: customer.email,
        currency: customer.currency?.toLowerCase() ?? null,
        invoice_settings: { default_payment_method: null as string | null },
      };
      store.customers.set(stored.id, stored);
      return stored;
    },
    addCard: (
      customer: string | null,
      card: { brand: string; last4: string; expMonth: number; expYear: number },
    ) => {
      const stored = {
        id: newId('pm'),
        object: 'payment_method',
        type: 'card',
        customer,
        card: { brand: card.brand, last4: card.last4, exp_month: card.expMonth, exp_year: card.expYear },
      };
      store.paymentMethods.set(stored.id, stored);
      return stored;
    },
    addSubscription: (subscription: {
      customer: string;
      price: string;
      status?: string;
      metadata?: Record<string, string>;
      trialEnd?: number | null;
    }) =>
      createSubscription(
        subscription.customer,
        subscription.price,
        subscription.metadata ?? {},
        subscription.trialEnd ?? null,
        subscription.status,
      ),
    addInvoice: (invoice: {
      customer: string;
      number: string | null;
      amountPaid: number;
      currency: string;
      status: string;
      created: number;
      description: string;
    }) => {
      const id = newId('in');
      const stored = {
        id,
        object: 'invoice',
        customer: invoice.customer,
        number: invoice.number,
        currency: invoice.currency.toLowerCase(),
        amount_paid: invoice.amountPaid,
        amount_due: invoice.amountPaid,
        status: invoice.status,
        created: invoice.created,
        description: null,
        invoice_pdf: invoice.number ? `${url}/invoice/${id}/pdf` : null,
        lines: list(`/v1/invoices/${id}/lines`, [{ object: 'line_item', description: invoice.description }]),
      };
      store.invoices.set(id, stored);
      return stored;
    },
    /**
     * Pays an open Checkout Session as the customer would: creates the customer (when it had only
     * an email) and the subscription with the session's metadata and trial, and returns it.
     */
    completeCheckout: (sessionId: string) => {
      const session = store.sessions.get(sessionId)!;
      const data = session.subscription_data as FormObject;
      let customer = session.customer as string | null;
      if (!customer) {
        customer = newId('cus');
        store.customers.set(customer, {
          id: customer,
          object: 'customer',
          email: session.customer_email,
          currency: null,
          invoice_settings: { default_payment_method: null },
        });
      }
      const trialEnd = text(data.trial_end) ? Number(text(data.trial_end)) : null;
      const subscription = createSubscription(
        customer,
        String(session.price),
        record(data.metadata),
        trialEnd,
      );
      Object.assign(session, { status: 'complete', customer, subscription: subscription.id });
      return subscription;
    },
    /** A webhook delivery as Stripe sends it: the event's JSON and its `Stripe-Signature` header. */
    event: (type: string, object: unknown, options: { id?: string; created?: number } = {}) => {
      const payload = JSON.stringify({
        id: options.id ?? newId('evt'),
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: options.created ?? now(),
        type,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object },
      });
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: keys.webhookSecret });
      return { payload, signature };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

export type StripePeer = Awaited<ReturnType<typeof startStripePeer>>;
