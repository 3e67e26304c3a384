import { z } from 'zod';
import { CURRENCIES } from './currency.ts';
import { GATED_FEATURES, PLAN_TYPES } from './plans.ts';

/** A plan id as the API takes it: catalogue ids are short lower-case words ("growth-year"). */
export const PlanIdSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(64, { error: 'billing.plan_not_found' })
  .regex(/^[a-z0-9][a-z0-9_-]*$/, { error: 'billing.plan_not_found' });

/** One of the eight price-list currencies, in any case. */
export const CurrencySchema = z
  .string({ error: 'validation.required' })
  .trim()
  .toUpperCase()
  .pipe(z.enum(CURRENCIES, { error: 'billing.currency_unsupported' }));

/** A money amount with two decimals, as a string ("49.99"): never a float. */
const Money = z.string().regex(/^-?\d+\.\d{2}$/);

export const PlanFeatureSchema = z.object({ name: z.string(), limit: z.number().int().nullable() });

/** A plan in `GET /api/stripe/plans` (requirements §3). Prices are per currency. */
export const PlanViewSchema = z.object({
  _id: z.string(),
  name: z.string(),
  type: z.enum(PLAN_TYPES),
  interval: z.enum(['month', 'year']),
  isActive: z.boolean(),
  annualOnly: z.boolean(),
  isTrialEnabled: z.boolean(),
  features: z.array(PlanFeatureSchema),
  /** The USD price, the default when a currency has none (requirements §9). */
  price: Money,
  currencies: z.partialRecord(z.enum(CURRENCIES), Money),
  stripePriceId: z.string().nullable(),
  stripePriceIds: z.partialRecord(z.enum(CURRENCIES), z.string()),
});
export type PlanView = z.infer<typeof PlanViewSchema>;

/** Who takes the money: the built-in provider (self-managed), Stripe, or a plan set by hand. */
export const BILLING_PROVIDERS = ['builtin', 'stripe', 'manual'] as const;
export type BillingProviderKind = (typeof BILLING_PROVIDERS)[number];

/**
 * Stored subscription states. `trialing` and `canceled` end by time or by the provider; what a
 * business may do is decided by `effectiveSubscription`.
 */
export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'canceled', 'incomplete'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** One counted or switched feature in a subscription's `resourceUsage` (requirements §3). */
export const ResourceUsageSchema = z.object({
  enabled: z.boolean(),
  limit: z.number().int().nullable(),
  total: z.number().int().nullable(),
  used: z.number().int(),
  remaining: z.number().int().nullable(),
  available: z.number().int().nullable(),
});

/**
 * `GET /api/stripe/subscriptions/current` (requirements §3 Subscription): what the business is on
 * now. A business whose trial ran out, or whose subscription ended, reads as the free plan
 * (`stripeSubscriptionId: 'free_plan'`, status `free`).
 */
export const SubscriptionViewSchema = z.object({
  status: z.enum([...SUBSCRIPTION_STATUSES, 'free']),
  planId: z.string(),
  currency: z.enum(CURRENCIES),
  /** The currency the provider bills this business in (requirements §8 currency mismatch). */
  actualCurrency: z.enum(CURRENCIES).nullable(),
  stripeSubscriptionId: z.string().nullable(),
  provider: z.enum(BILLING_PROVIDERS),
  /**
   * Who bills the business next: the provider of its paid plan, else where a purchase would go
   * (Stripe when the server has it). A trial is stored as the built-in provider's even then.
   */
  billedBy: z.enum(BILLING_PROVIDERS).optional(),
  trialEligible: z.boolean(),
  trialEndsAt: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  isLegacy: z.boolean(),
  planDetails: z.object({
    name: z.string(),
    type: z.enum(PLAN_TYPES),
    interval: z.enum(['month', 'year']),
    features: z.array(PlanFeatureSchema),
  }),
  resourceUsage: z.record(z.string(), ResourceUsageSchema),
  /**
   * Money the business has in hand with the built-in provider (what was left of a plan paid for
   * when it moved to a cheaper one), taken off its next payments; absent when there is none.
   */
  creditBalance: Money.optional(),
});
export type SubscriptionView = z.infer<typeof SubscriptionViewSchema>;

const ReturnUrl = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(2000, { error: 'billing.return_url_invalid' })
  .describe(
    'An address on this server (PUBLIC_URL) or a path on it; any other site is refused (400 billing.return_url_foreign)',
  );

/** `POST /api/stripe/subscriptions` (requirements §7: planId, successUrl, cancelUrl). */
export const SubscribeBodySchema = z.object({
  planId: PlanIdSchema,
  successUrl: ReturnUrl,
  cancelUrl: ReturnUrl,
});
export type SubscribeBody = z.infer<typeof SubscribeBodySchema>;

export const SubscribeQuerySchema = z.object({ currency: CurrencySchema.optional() });

/** Where to pay; `note` when the subscription is priced in USD instead of the asked currency (requirements §8). */
export const CheckoutLinkSchema = z.object({ paymentLink: z.string(), note: z.string().optional() });

/** `DELETE /api/stripe/subscriptions/cancel?cancelImmediately=`. */
export const CancelQuerySchema = z.object({
  cancelImmediately: z
    .enum(['true', 'false'], { error: 'validation.invalid' })
    .optional()
    .transform((value) => value === 'true'),
});

/** A paid (or refunded) invoice in `GET /api/stripe/payment-history`. */
export const PaymentHistoryEntrySchema = z.object({
  id: z.string(),
  number: z.string(),
  description: z.string(),
  /** The plan the invoice is for (built-in invoices), so the browser can name it in its own language. */
  planId: z.string().optional(),
  amount: Money,
  currency: z.enum(CURRENCIES),
  status: z.string(),
  createdAt: z.string(),
  /** Where the PDF is: our own for the built-in provider, the provider's otherwise. */
  pdfUrl: z.string().nullable(),
});
export type PaymentHistoryEntry = z.infer<typeof PaymentHistoryEntrySchema>;

/** `GET /api/stripe/upcoming-invoice`: the next charge, or null when none is due. */
export const UpcomingInvoiceSchema = z.object({
  amount: Money,
  currency: z.enum(CURRENCIES),
  dueAt: z.string().nullable(),
  description: z.string(),
  /** The credit balance taken off `amount` (the built-in provider's; absent when there is none). */
  creditApplied: Money.optional(),
  /** The plan the invoice is for, so the browser can name it in its own language. */
  planId: z.string().optional(),
});
export type UpcomingInvoice = z.infer<typeof UpcomingInvoiceSchema>;

/** A saved card in `GET /api/stripe/payment-methods`. */
export const PaymentMethodSchema = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  isDefault: z.boolean(),
});
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

export const DefaultPaymentMethodBodySchema = z.object({
  paymentMethodId: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(255, { error: 'billing.payment_method_not_found' })
    .regex(/^[\w-]+$/, { error: 'billing.payment_method_not_found' }),
});

export const PortalBodySchema = z.object({ returnUrl: ReturnUrl.optional() });

/** A built-in checkout session (`GET /api/billing/checkout/{sessionId}`), what its page shows. */
export const CheckoutSessionViewSchema = z.object({
  id: z.string(),
  status: z.enum(['open', 'completed', 'expired']),
  plan: PlanViewSchema,
  currency: z.enum(CURRENCIES),
  /** The plan's price in the currency, after a referral discount. */
  price: Money,
  /** What confirming charges now: the price less the unused part of the current plan. */
  dueNow: Money,
  /** The credit (unused value of the current plan and the credit balance) taken off `dueNow`. */
  creditApplied: Money,
  /** A plan chosen during a live trial: nothing is due now, the first payment is made at the trial's end. */
  firstPaymentAt: z.string().nullable(),
  firstPayment: Money.nullable(),
  /**
   * Credit in the subscription's other currency (its balance and the unused part of the paid
   * period) that paying in this currency leaves unused: confirming sets it to nothing.
   */
  creditLeftBehind: z.object({ amount: Money, currency: z.enum(CURRENCIES) }).nullable(),
  discount: z.object({ code: z.string(), discountType: z.string(), discountValue: z.string() }).nullable(),
  successUrl: z.string(),
  cancelUrl: z.string(),
  expiresAt: z.string(),
});
export type CheckoutSessionView = z.infer<typeof CheckoutSessionViewSchema>;

/** `GET /api/referrals/preview/{CODE}`: what the code is worth; unknown codes are `isValid: false`. */
export const ReferralPreviewSchema = z.object({
  isValid: z.boolean(),
  code: z.string(),
  discountType: z.string().nullable(),
  discountValue: z.string().nullable(),
});
export type ReferralPreview = z.infer<typeof ReferralPreviewSchema>;

/** The longest referral code the API takes; a longer one cannot exist. */
export const REFERRAL_CODE_MAX_LENGTH = 40;

/** A referral code in a path: letters, digits, dashes; upper-cased (requirements §5). */
export const ReferralCodeSchema = z
  .string()
  .trim()
  .min(1, { error: 'billing.referral_required' })
  .max(REFERRAL_CODE_MAX_LENGTH, { error: 'billing.referral_invalid' })
  .regex(/^[\w-]+$/, { error: 'billing.referral_invalid' })
  .transform((code) => code.toUpperCase());

/** `GET /api/referrals/discount-info` (requirements §3). */
export const DiscountInfoSchema = z.object({
  hasDiscount: z.boolean(),
  code: z.string().nullable(),
  discountType: z.string().nullable(),
  discountValue: z.string().nullable(),
});
export type DiscountInfo = z.infer<typeof DiscountInfoSchema>;

export const ApplyReferralBodySchema = z.object({ code: ReferralCodeSchema });

/** The 402 a gated action answers (issue 24). */
export const PlanGateErrorSchema = z.object({
  success: z.literal(false),
  code: z.enum(['plan.free', 'plan.limitExceeded']),
  feature: z.enum(GATED_FEATURES),
  message: z.string(),
});
