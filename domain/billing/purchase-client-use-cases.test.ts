import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../test/fakes/auth-fakes.ts';
import {
  fakeBillingGateway,
  sampleCheckout,
  sampleSubscription,
  SAMPLE_SESSION_ID,
} from '../../test/fakes/purchase-fakes.ts';
import { memoryStorage } from '../../test/fakes/storage-fakes.ts';
import { domainError, err } from '../shared/result.ts';
import {
  checkReferralCode,
  choosePricingPlan,
  confirmCheckoutSession,
  countryOfLanguages,
  forgetPlanChoice,
  loadCheckoutSession,
  loadPricing,
  pendingPlanChoice,
  pickDisplayCurrency,
  PLAN_CHOICE_KEY,
  PLAN_CHOICE_VALID_MS,
  PREFERRED_CURRENCY_KEY,
  rememberPlanChoice,
  resolvePricingCurrency,
  startChosenPlanPurchase,
} from './purchase-client-use-cases.ts';

const setup = (overrides: Parameters<typeof fakeBillingGateway>[1] = {}) => {
  const calls: unknown[][] = [];
  const deps = {
    billing: fakeBillingGateway(calls, overrides),
    storage: memoryStorage(),
    clock: fixedClock(),
  };
  return { calls, deps };
};

describe('the pricing page data', () => {
  it('lists the plans in tier order with free first, and reads the subscription only when signed in', async () => {
    const { calls, deps } = setup();
    const visitor = await loadPricing(deps)(false);
    expect(visitor.ok && visitor.value.subscription).toBeNull();
    const types = visitor.ok ? [...new Set(visitor.value.plans.map((p) => p.type))] : [];
    expect(types).toEqual(['free', 'starter', 'growth', 'business', 'enterprise']);
    expect(calls.map(([name]) => name)).toEqual(['plans']);
    const owner = await loadPricing(deps)(true);
    expect(owner.ok && owner.value.subscription?.status).toBe('trialing');
  });

  it('fails when the plans cannot load, and shows no subscription when only that fails', async () => {
    const refused = err(domainError('http.network'));
    expect(await loadPricing(setup({ plans: async () => refused }).deps)(false)).toEqual(refused);
    const noSubscription = await loadPricing(setup({ current: async () => refused }).deps)(true);
    expect(noSubscription.ok && noSubscription.value.subscription).toBeNull();
  });
});

describe('the display currency', () => {
  it('reads the country of the first browser language with a region', () => {
    expect(countryOfLanguages(['pl-PL', 'en-US'])).toBe('PL');
    expect(countryOfLanguages(['pl', 'es-419', 'zh-Hant-tw'])).toBe('TW');
    expect(countryOfLanguages(['en'])).toBeNull();
  });

  it('saves an admin override, clears it with auto, and takes a country', () => {
    const { deps } = setup();
    const resolve = resolvePricingCurrency(deps);
    expect(resolve({ detected: 'EUR', subscription: null, currency: 'pln' })).toBe('PLN');
    expect(deps.storage.get(PREFERRED_CURRENCY_KEY)).toBe('PLN');
    expect(resolve({ detected: 'EUR', subscription: null })).toBe('PLN');
    expect(resolve({ detected: 'EUR', subscription: null, currency: 'XYZ' })).toBe('PLN');
    expect(resolve({ detected: 'EUR', subscription: null, currency: 'auto' })).toBe('EUR');
    expect(deps.storage.get(PREFERRED_CURRENCY_KEY)).toBeNull();
    expect(resolve({ detected: 'EUR', subscription: null, country: 'gb' })).toBe('GBP');
    expect(resolve({ detected: 'EUR', subscription: null, currency: 'auto', country: ' ' })).toBe('EUR');
  });

  it("prefers an active paid subscription's currency to the detected one, and the picker to both", () => {
    const { deps } = setup();
    const paying = sampleSubscription({ status: 'active', currency: 'GBP', stripeSubscriptionId: 'sub_1' });
    expect(resolvePricingCurrency(deps)({ detected: 'PLN', subscription: paying })).toBe('GBP');
    pickDisplayCurrency(deps)('MXN');
    expect(resolvePricingCurrency(deps)({ detected: 'PLN', subscription: paying })).toBe('MXN');
  });
});

describe('the referral code', () => {
  it('refuses an empty code, upper-cases the lookup and tells an unknown code apart from a failed lookup', async () => {
    const { calls, deps } = setup();
    expect(await checkReferralCode(deps)('  ')).toMatchObject({
      ok: false,
      error: { code: 'billing.referral_required', message: 'Please enter a referral code' },
    });
    expect(await checkReferralCode(deps)(' welcome20 ')).toMatchObject({
      ok: true,
      value: { isValid: true, discountValue: '20' },
    });
    expect(calls).toEqual([['previewReferral', 'WELCOME20']]);
    expect(await checkReferralCode(deps)('nope')).toMatchObject({
      ok: false,
      error: { code: 'billing.referral_invalid' },
    });
    // A code the server would refuse as malformed (over 40 characters) is invalid, asked of nobody.
    for (const malformed of ['A'.repeat(41), 'WEL COME'])
      expect(await checkReferralCode(deps)(malformed)).toMatchObject({
        ok: false,
        error: { code: 'billing.referral_invalid' },
      });
    expect(calls).toHaveLength(2);
    const down = setup({ previewReferral: async () => err(domainError('http.network')) });
    expect(await checkReferralCode(down.deps)('WELCOME20')).toEqual(err(domainError('http.network')));
  });
});

describe('choosing a plan and buying it after sign-up', () => {
  const growthYear = { planId: 'growth-year', currency: 'PLN', priceId: null } as const;

  it('sends a visitor to sign-up and keeps the choice with its referral code', async () => {
    const { calls, deps } = setup();
    const target = await choosePricingPlan(deps)({
      ...growthYear,
      referralCode: 'WELCOME20',
      signedIn: false,
    });
    expect(target).toEqual({ ok: true, value: '/signup?plan=growth-year&currency=PLN&priceId=' });
    expect(calls).toEqual([]);
    // The sign-up page reads the same plan from its link: the code stays.
    expect(rememberPlanChoice(deps)({ plan: 'growth-year', currency: 'pln', priceId: '' })).toBe(true);
    expect(pendingPlanChoice(deps)()).toMatchObject({ ...growthYear, referralCode: 'WELCOME20' });
    // Another plan from a link replaces it, without the code.
    expect(rememberPlanChoice(deps)({ plan: 'business-month', currency: 'EUR', priceId: 'price_1' })).toBe(
      true,
    );
    expect(pendingPlanChoice(deps)()).toMatchObject({
      planId: 'business-month',
      priceId: 'price_1',
      referralCode: null,
    });
  });

  it('applies the code of a signed-in business and sends it to its billing tab', async () => {
    const { calls, deps } = setup();
    const target = await choosePricingPlan(deps)({
      ...growthYear,
      referralCode: 'WELCOME20',
      signedIn: true,
    });
    expect(target).toEqual({
      ok: true,
      value: '/account?tab=billing&plan=growth-year&currency=PLN&priceId=',
    });
    expect(calls).toEqual([['applyReferral', 'WELCOME20']]);
    expect(pendingPlanChoice(deps)()).toBeNull();
    const refused = err(domainError('billing.referral_invalid'));
    const failing = setup({ applyReferral: async () => refused });
    expect(
      await choosePricingPlan(failing.deps)({ ...growthYear, referralCode: 'X', signedIn: true }),
    ).toEqual(refused);
  });

  it('ignores a sign-up link without a valid plan and currency', () => {
    const { deps } = setup();
    expect(rememberPlanChoice(deps)({ plan: null, currency: 'PLN', priceId: null })).toBe(false);
    expect(rememberPlanChoice(deps)({ plan: 'growth-year', currency: 'XYZ', priceId: null })).toBe(false);
    expect(rememberPlanChoice(deps)({ plan: '../admin', currency: 'PLN', priceId: null })).toBe(false);
    expect(deps.storage.get(PLAN_CHOICE_KEY)).toBeNull();
  });

  it('forgets a stale, damaged or dismissed choice', () => {
    const { deps } = setup();
    rememberPlanChoice(deps)({ plan: 'growth-year', currency: 'PLN', priceId: null });
    deps.clock.advance(PLAN_CHOICE_VALID_MS);
    expect(pendingPlanChoice(deps)()).not.toBeNull();
    deps.clock.advance(1);
    expect(pendingPlanChoice(deps)()).toBeNull();
    deps.storage.set(PLAN_CHOICE_KEY, '{not json');
    expect(pendingPlanChoice(deps)()).toBeNull();
    // Saved "in the future" (a clock moved back): not trusted either.
    const future = new Date(deps.clock.now().getTime() + 60_000).toISOString();
    deps.storage.set(
      PLAN_CHOICE_KEY,
      JSON.stringify({
        planId: 'growth-year',
        currency: 'PLN',
        priceId: null,
        referralCode: null,
        savedAt: future,
      }),
    );
    expect(pendingPlanChoice(deps)()).toBeNull();
    rememberPlanChoice(deps)({ plan: 'growth-year', currency: 'PLN', priceId: null });
    forgetPlanChoice(deps)();
    expect(pendingPlanChoice(deps)()).toBeNull();
  });

  it('buys the chosen plan after sign-up: the code first, then the payment link, then forgets it', async () => {
    const { calls, deps } = setup();
    expect(await startChosenPlanPurchase(deps)()).toEqual({ ok: true, value: null });
    await choosePricingPlan(deps)({ ...growthYear, referralCode: 'WELCOME20', signedIn: false });
    const link = await startChosenPlanPurchase(deps)();
    // The built-in checkout by its path: the server names its own address, maybe another name of this site.
    expect(link).toEqual({ ok: true, value: { paymentLink: `/billing/checkout/${SAMPLE_SESSION_ID}` } });
    expect(calls).toEqual([
      ['applyReferral', 'WELCOME20'],
      [
        'subscribe',
        {
          planId: 'growth-year',
          successUrl: '/dashboard?subscription=success',
          cancelUrl: '/pricing',
        },
        'PLN',
      ],
    ]);
    expect(pendingPlanChoice(deps)()).toBeNull();
  });

  it('keeps the choice when subscribing fails, so the owner can try again', async () => {
    const refused = err(
      domainError('billing.subscribe_failed', 'An error occurred while subscribing to plan'),
    );
    const { deps } = setup({ subscribe: async () => refused });
    rememberPlanChoice(deps)({ plan: 'growth-year', currency: 'PLN', priceId: null });
    expect(await startChosenPlanPurchase(deps)()).toEqual(refused);
    expect(pendingPlanChoice(deps)()?.planId).toBe('growth-year');
  });
});

describe('the built-in checkout', () => {
  it('loads and confirms a session by its id', async () => {
    const { calls, deps } = setup();
    expect(await loadCheckoutSession(deps)(SAMPLE_SESSION_ID)).toEqual({ ok: true, value: sampleCheckout() });
    expect(await confirmCheckoutSession(deps)(SAMPLE_SESSION_ID)).toMatchObject({
      ok: true,
      value: { invoiceNumber: 'PD-2026-0001' },
    });
    expect(calls).toEqual([
      ['checkout', SAMPLE_SESSION_ID],
      ['confirmCheckout', SAMPLE_SESSION_ID],
    ]);
  });

  it('answers not found for a malformed id without asking the server', async () => {
    const { calls, deps } = setup();
    const notFound = err(domainError('billing.checkout_not_found'));
    expect(await loadCheckoutSession(deps)('nope')).toEqual(notFound);
    expect(await confirmCheckoutSession(deps)('../x')).toEqual(notFound);
    expect(calls).toEqual([]);
  });
});
