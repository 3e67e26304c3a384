import { z } from 'zod';
import type { Clock } from '../shared/clock.port.ts';
import type { KeyValueStorage } from '../shared/key-value-storage.port.ts';
import { domainError, err, ok, type Result } from '../shared/result.ts';
import type { BillingGateway } from './billing-gateway.port.ts';
import { paymentLinkHere } from './checkout-link.ts';
import {
  CurrencySchema,
  PlanIdSchema,
  ReferralCodeSchema,
  type CheckoutSessionView,
  type PlanView,
  type ReferralPreview,
  type SubscriptionView,
} from './billing-views.ts';
import { currencyForCountry, normalizeReferralCode, type Currency } from './currency.ts';
import { choosePlanTarget, parseCurrencyOverride, resolveDisplayCurrency } from './navigation.ts';
import { sortPlans } from './plans.ts';

/** requirements §6: where an admin's currency override is kept in the browser. */
export const PREFERRED_CURRENCY_KEY = 'preferredCurrency';
/** Where a visitor's chosen plan waits while they sign up (the e-mail code may take a while). */
export const PLAN_CHOICE_KEY = 'passdeck.planChoice';
/** A plan chosen longer ago than this is forgotten: a later, unrelated sign-up must not buy it. */
export const PLAN_CHOICE_VALID_MS = 24 * 60 * 60 * 1000;

const PlanChoiceSchema = z.object({
  planId: PlanIdSchema,
  currency: CurrencySchema,
  priceId: z.string().nullable(),
  referralCode: z.string().nullable(),
  savedAt: z.iso.datetime(),
});
export type PlanChoice = z.infer<typeof PlanChoiceSchema>;

type Billing = { readonly billing: BillingGateway };
type Storage = { readonly storage: KeyValueStorage };
type Remembering = Storage & { readonly clock: Clock };

/**
 * The pricing page's data: every plan on sale in tier order (free first), and the signed-in
 * business's subscription — null for a visitor or when it cannot be read (requirements §8).
 */
export const loadPricing =
  ({ billing }: Billing) =>
  async (
    signedIn: boolean,
  ): Promise<Result<{ plans: PlanView[]; subscription: SubscriptionView | null }>> => {
    const [plans, current] = await Promise.all([billing.plans(), signedIn ? billing.current() : null]);
    if (!plans.ok) return plans;
    return ok({
      plans: sortPlans(plans.value, { includeFree: true }),
      subscription: current?.ok ? current.value : null,
    });
  };

/** The country of the first browser language that names a region ("pl-PL" → "PL"), else null. */
export const countryOfLanguages = (languages: readonly string[]): string | null => {
  for (const tag of languages) {
    const region = tag
      .split(/[-_]/)
      .slice(1)
      .find((part) => /^[A-Za-z]{2}$/.test(part));
    if (region) return region.toUpperCase();
  }
  return null;
};

/**
 * requirements §4, §6: the currency prices are shown in. An admin's `?currency=` (or `auto` to
 * clear) or `?country=` is saved as preferredCurrency first; the saved choice (an admin's, or the
 * visitor's own pick, which is kept under the same key), then an active paid subscription's
 * currency, then the currency the provider already bills the business in, then the detected one
 * decide. A saved choice outranks the billed currency as the spec ranks it above a subscription's;
 * checking out in another currency then meets the spec's currency-mismatch message.
 */
export const resolvePricingCurrency =
  ({ storage }: Storage) =>
  (input: {
    readonly detected: Currency;
    readonly subscription: SubscriptionView | null;
    readonly currency?: string | null;
    readonly country?: string | null;
  }): Currency => {
    const override = parseCurrencyOverride(input.currency);
    if (override.action === 'set') storage.set(PREFERRED_CURRENCY_KEY, override.currency);
    else if (override.action === 'clear') storage.remove(PREFERRED_CURRENCY_KEY);
    else if (input.country?.trim()) storage.set(PREFERRED_CURRENCY_KEY, currencyForCountry(input.country));
    return resolveDisplayCurrency({
      detected: input.detected,
      subscription: input.subscription,
      adminOverride: storage.get(PREFERRED_CURRENCY_KEY),
    });
  };

/** The currency picker: the visitor's own choice is kept like an admin's, so the next visit shows it. */
export const pickDisplayCurrency =
  ({ storage }: Storage) =>
  (currency: Currency): void =>
    storage.set(PREFERRED_CURRENCY_KEY, currency);

/**
 * requirements §5: a referral code is upper-cased and looked up; empty is `billing.referral_required`,
 * an unknown code `billing.referral_invalid`, a failed lookup the gateway's error.
 */
export const checkReferralCode =
  ({ billing }: Billing) =>
  async (code: string): Promise<Result<ReferralPreview>> => {
    const normalized = normalizeReferralCode(code);
    if (!normalized.ok) return err(domainError('billing.referral_required', normalized.message, 'code'));
    // A code the API would refuse as malformed (too long, odd characters) is simply not a valid code.
    if (!ReferralCodeSchema.safeParse(normalized.code).success)
      return err(domainError('billing.referral_invalid', undefined, 'code'));
    const preview = await billing.previewReferral(normalized.code);
    if (!preview.ok || preview.value.isValid) return preview;
    return err(domainError('billing.referral_invalid', undefined, 'code'));
  };

const readChoice = ({ storage, clock }: Remembering): PlanChoice | null => {
  let stored: unknown = null;
  try {
    stored = JSON.parse(storage.get(PLAN_CHOICE_KEY) ?? 'null');
  } catch {
    // A damaged entry is no choice.
  }
  const parsed = PlanChoiceSchema.safeParse(stored);
  if (!parsed.success) return null;
  const age = clock.now().getTime() - new Date(parsed.data.savedAt).getTime();
  return age >= 0 && age <= PLAN_CHOICE_VALID_MS ? parsed.data : null;
};

const saveChoice = ({ storage, clock }: Remembering, choice: Omit<PlanChoice, 'savedAt'>) =>
  storage.set(PLAN_CHOICE_KEY, JSON.stringify({ ...choice, savedAt: clock.now().toISOString() }));

/** The plan a visitor chose before signing up, while it is still fresh; null when none. */
export const pendingPlanChoice = (deps: Remembering) => (): PlanChoice | null => readChoice(deps);

/**
 * Keeps the plan of a `/signup?plan=&currency=&priceId=` link (requirements §2.2) for after the
 * sign-up; a referral code checked on the pricing page for the same plan stays with it. A link
 * without a valid plan and currency changes nothing.
 */
export const rememberPlanChoice =
  (deps: Remembering) =>
  (query: { plan: string | null; currency: string | null; priceId: string | null }): boolean => {
    const planId = PlanIdSchema.safeParse(query.plan);
    const currency = CurrencySchema.safeParse(query.currency);
    if (!planId.success || !currency.success) return false;
    const earlier = readChoice(deps);
    saveChoice(deps, {
      planId: planId.data,
      currency: currency.data,
      priceId: query.priceId || null,
      referralCode: earlier?.planId === planId.data ? earlier.referralCode : null,
    });
    return true;
  };

/** Forgets the chosen plan (the visitor went on without buying it). */
export const forgetPlanChoice =
  ({ storage }: Storage) =>
  (): void =>
    storage.remove(PLAN_CHOICE_KEY);

/**
 * A pricing tile's button (requirements §2.2): a signed-in business has a checked referral code
 * applied and goes to its billing tab; a visitor's choice (and code) is kept for after sign-up.
 * Answers where to go.
 */
export const choosePricingPlan =
  (deps: Billing & Remembering) =>
  async (input: {
    readonly planId: string;
    readonly currency: Currency;
    readonly priceId: string | null;
    readonly referralCode: string | null;
    readonly signedIn: boolean;
  }): Promise<Result<string>> => {
    const { planId, currency, priceId, referralCode, signedIn } = input;
    if (signedIn && referralCode) {
      const applied = await deps.billing.applyReferral(referralCode);
      if (!applied.ok) return applied;
    }
    if (!signedIn) saveChoice(deps, { planId, currency, priceId, referralCode });
    return ok(choosePlanTarget({ planId, currency, priceId }, signedIn));
  };

/**
 * After sign-up: buys the plan chosen before it. Applies its referral code first (a code that
 * went bad since its preview does not stop the purchase), then asks for the payment link; the
 * choice is forgotten once the link is there. `ok(null)` when no plan was chosen.
 */
export const startChosenPlanPurchase =
  (deps: Billing & Remembering) =>
  async (): Promise<Result<{ paymentLink: string; note?: string } | null>> => {
    const choice = readChoice(deps);
    if (!choice) return ok(null);
    if (choice.referralCode) await deps.billing.applyReferral(choice.referralCode);
    const link = await deps.billing.subscribe(
      {
        planId: choice.planId,
        // Paths: the server takes them on its own address.
        successUrl: '/dashboard?subscription=success',
        cancelUrl: '/pricing',
      },
      choice.currency,
    );
    if (!link.ok) return link;
    deps.storage.remove(PLAN_CHOICE_KEY);
    return ok({ ...link.value, paymentLink: paymentLinkHere(link.value.paymentLink) });
  };

/** Checkout sessions are named by a uuid; anything else cannot be one. */
const SessionIdSchema = z.uuid();

const sessionIdOf = (sessionId: string): Result<string> => {
  const parsed = SessionIdSchema.safeParse(sessionId);
  return parsed.success ? ok(parsed.data) : err(domainError('billing.checkout_not_found'));
};

/** The built-in checkout page's session; a malformed id is not found without asking. */
export const loadCheckoutSession =
  ({ billing }: Billing) =>
  async (sessionId: string): Promise<Result<CheckoutSessionView>> => {
    const id = sessionIdOf(sessionId);
    return id.ok ? billing.checkout(id.value) : id;
  };

/** Confirms a built-in checkout: where to go next and the invoice's number. */
export const confirmCheckoutSession =
  ({ billing }: Billing) =>
  async (sessionId: string): Promise<Result<{ redirectUrl: string; invoiceNumber: string | null }>> => {
    const id = sessionIdOf(sessionId);
    return id.ok ? billing.confirmCheckout(id.value) : id;
  };
