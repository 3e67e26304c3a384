import type { Currency } from './currency.ts';
import type {
  BillingProviderKind,
  PaymentHistoryEntry,
  PaymentMethod,
  SubscriptionStatus,
  UpcomingInvoice,
} from './billing-views.ts';
import type { StoredSubscription } from './billing.repository.port.ts';
import type { Discount } from './currency.ts';
import type { Plan } from './plans.ts';

/** What a business asks to buy. */
export interface SubscribeRequest {
  readonly businessId: string;
  readonly email: string;
  readonly subscription: StoredSubscription;
  readonly plan: Plan;
  /** The provider's price for the plan in `currency` (Stripe price id); null for the built-in provider. */
  readonly priceId: string | null;
  readonly currency: Currency;
  readonly successUrl: string;
  readonly cancelUrl: string;
  /** The referral discount to apply, with its code. */
  readonly discount: (Discount & { readonly code: string }) | null;
  /** A live trial's end: a provider that bills later starts charging then. */
  readonly trialEndsAt: Date | null;
}

/** A subscription as the provider reports it (Stripe's webhook), to be written to our records. */
export interface ProviderSubscriptionUpdate {
  readonly businessId: string | null;
  readonly customerId: string | null;
  readonly subscriptionId: string | null;
  readonly planId: string | null;
  readonly priceId: string | null;
  readonly status: SubscriptionStatus;
  readonly currency: string | null;
  readonly trialEndsAt: Date | null;
  readonly currentPeriodStart: Date | null;
  readonly currentPeriodEnd: Date | null;
  readonly cancelAtPeriodEnd: boolean;
}

/** A provider event after its signature was checked. */
export interface ProviderEvent {
  readonly id: string;
  readonly createdAt: Date;
  /** The subscription it reports; null for events that do not change one. */
  readonly update: ProviderSubscriptionUpdate | null;
}

/** Thrown by a provider whose account is priced in another currency (requirements §8 Subscribe). */
export class CurrencyMismatchError extends Error {
  readonly actual: string | null;
  readonly requested: string;
  constructor(actual: string | null, requested: string) {
    super(`Currency mismatch: ${actual ?? 'USD'} / ${requested}`);
    this.name = 'CurrencyMismatchError';
    this.actual = actual;
    this.requested = requested;
  }
}

/**
 * Who takes the money (issue 24): the built-in provider (plans confirmed on our own checkout page,
 * invoices we number) or Stripe. Both serve the same API; only Stripe has a webhook.
 */
export interface BillingProvider {
  readonly kind: Exclude<BillingProviderKind, 'manual'>;
  /** A link where the business pays for (or confirms) the plan; a plan change may apply at once. */
  subscribe(request: SubscribeRequest): Promise<{ paymentLink: string }>;
  cancel(subscription: StoredSubscription, immediately: boolean): Promise<void>;
  /** Undoes a cancellation at the period's end: the plan renews again. */
  resume(subscription: StoredSubscription): Promise<void>;
  paymentHistory(subscription: StoredSubscription): Promise<PaymentHistoryEntry[]>;
  upcomingInvoice(subscription: StoredSubscription): Promise<UpcomingInvoice | null>;
  paymentMethods(subscription: StoredSubscription): Promise<PaymentMethod[]>;
  /** False when the method is not the business's. */
  setDefaultPaymentMethod(subscription: StoredSubscription, paymentMethodId: string): Promise<boolean>;
  customerPortal(subscription: StoredSubscription, returnUrl: string): Promise<{ url: string }>;
  /** Checks a webhook's signature and reads it; throws on a bad signature. Absent: no webhook. */
  readEvent?(rawBody: string, signature: string | undefined): Promise<ProviderEvent>;
}
