import type { Currency } from './currency.ts';
import type { BillingProviderKind, SubscriptionStatus } from './billing-views.ts';
import type { Plan } from './plans.ts';

/** A business's subscription as stored: what it bought, from whom, and until when. */
export interface StoredSubscription {
  readonly businessId: string;
  readonly planId: string;
  readonly status: SubscriptionStatus;
  readonly currency: Currency;
  readonly provider: BillingProviderKind;
  readonly providerCustomerId: string | null;
  readonly providerSubscriptionId: string | null;
  readonly trialEndsAt: Date | null;
  readonly currentPeriodStart: Date | null;
  readonly currentPeriodEnd: Date | null;
  readonly cancelAtPeriodEnd: boolean;
  /** One trial per business: set once a trial has run or a plan was paid for. */
  readonly trialUsed: boolean;
  /** The referral code the business applied; its discount applies to what it buys. */
  readonly referralCode: string | null;
  /** When the provider's newest applied event happened: older events arriving late are ignored. */
  readonly providerEventAt: Date | null;
  /**
   * Unused value of earlier periods not yet spent (like a Stripe customer balance), in `currency`:
   * taken off the next charges, never below zero.
   */
  readonly creditBalance: string;
}

/** What the gates count (issue 24): the business's records against its plan's limits. */
export interface BillingUsage {
  /** Published cards (blueprints), the one being published left out. */
  readonly publishedCards: number;
  /** Cards not in the trash (requirements §6 "issues" of the free plan), the one being published left out. */
  readonly cards: number;
  /** Scanner devices that are not revoked. */
  readonly scanners: number;
  /** Data-collection questions across published cards. */
  readonly customQuestions: number;
  readonly segments: number;
  readonly automations: number;
}

/** A built-in checkout: a plan offered at a price, waiting for the business's confirmation. */
export interface CheckoutSessionRecord {
  readonly id: string;
  readonly businessId: string;
  readonly planId: string;
  readonly currency: Currency;
  readonly referralCode: string | null;
  readonly successUrl: string;
  readonly cancelUrl: string;
  readonly status: 'open' | 'completed' | 'expired';
  readonly createdAt: Date;
  readonly expiresAt: Date;
}

/** A numbered invoice of the built-in provider. */
export interface InvoiceRecord {
  readonly id: string;
  readonly businessId: string;
  readonly number: string;
  readonly planId: string;
  readonly description: string;
  /** What was charged: the list price, less the referral discount, less the credit applied. */
  readonly amount: string;
  readonly creditApplied: string;
  /** The plan's list price (null on invoices written before it was recorded). */
  readonly listPrice: string | null;
  readonly discountAmount: string;
  readonly currency: Currency;
  readonly status: 'paid';
  readonly periodStart: Date;
  readonly periodEnd: Date;
  readonly createdAt: Date;
}

export interface ReferralCodeRecord {
  readonly code: string;
  readonly discountType: string;
  readonly discountValue: string;
  readonly active: boolean;
}

/**
 * What a checkout's price was worked out from: the credit balance and the period start it read.
 * Completing is refused when either changed meanwhile, so credit is spent once even when two
 * checkouts are confirmed together.
 */
export interface CheckoutBasis {
  readonly creditBalance: string;
  readonly currentPeriodStart: Date | null;
}

/** A completed checkout; a plan chosen during a trial bills nothing yet, so it has no invoice. */
export interface CompletedCheckout {
  readonly invoice: InvoiceRecord | null;
}

/** The billing tables: plans, subscriptions, built-in checkouts and invoices, referral codes. */
/** Who an invoice is billed to. */
export interface InvoiceBuyer {
  readonly name: string;
  readonly address: string | null;
}

export interface BillingRepository {
  plans(): Promise<Plan[]>;
  plan(id: string): Promise<Plan | null>;
  /** The business's subscription; a business that never had one is on its 30-day trial from its creation. */
  subscription(businessId: string): Promise<StoredSubscription | null>;
  saveSubscription(subscription: StoredSubscription, at: Date): Promise<void>;
  /** The subscription a provider's customer or subscription id belongs to. */
  subscriptionByProvider(ref: {
    customerId?: string | null;
    subscriptionId?: string | null;
  }): Promise<StoredSubscription | null>;
  usage(businessId: string, exceptCardId?: string): Promise<BillingUsage>;
  createCheckout(session: CheckoutSessionRecord): Promise<void>;
  checkout(businessId: string, id: string): Promise<CheckoutSessionRecord | null>;
  /**
   * Completes an open, unexpired checkout in one transaction: the session, the subscription and
   * the invoice (numbered by the database). Null when it was not open any more (a second confirm)
   * or the subscription moved on from `basis`.
   */
  completeCheckout(
    id: string,
    at: Date,
    subscription: StoredSubscription,
    invoice: Omit<InvoiceRecord, 'number'> | null,
    basis: CheckoutBasis,
  ): Promise<CompletedCheckout | null>;
  /**
   * Renews a subscription whose period still ends at `periodEnd`: the next period and its
   * numbered invoice, in one transaction. Null when the period changed meanwhile (renewed already).
   */
  renew(
    periodEnd: Date,
    subscription: StoredSubscription,
    invoice: Omit<InvoiceRecord, 'number'>,
  ): Promise<InvoiceRecord | null>;
  invoices(businessId: string): Promise<InvoiceRecord[]>;
  invoice(businessId: string, id: string): Promise<InvoiceRecord | null>;
  referral(code: string): Promise<ReferralCodeRecord | null>;
  /** Records a provider event id; false when it was recorded before (a replay). */
  recordProviderEvent(id: string, at: Date): Promise<boolean>;
  /** The business as its invoices name it: its name and, when its profile has one, its address. */
  invoiceBuyer(businessId: string): Promise<InvoiceBuyer | null>;
  /** An account's email address. */
  accountEmail(userId: string): Promise<string | null>;
  /** The business an account's email belongs to (the `npm run plan` command). */
  businessOfEmail(email: string): Promise<string | null>;
}
