import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Dec } from '../shared/decimal.ts';
import {
  applyDiscount,
  CURRENCY_SYMBOLS,
  currencyForCountry,
  formatPrice,
  isCurrency,
  monthlyEquivalent,
  normalizeReferralCode,
} from './currency.ts';
import {
  canUseFeature,
  isFeatureEnabled,
  isFreePlan,
  isLegacyPlan,
  planTileView,
  sellablePlan,
  priceFor,
  shouldRefreshSubscription,
  sortPlans,
  type Plan,
  type Subscription,
} from './plans.ts';

const paid = (type: string, features: { name: string; limit: number | null }[] = []): Subscription => ({
  stripeSubscriptionId: 'sub_1',
  planDetails: { type, features },
});

describe('plans and gating (requirements §6)', () => {
  it('recognises free and legacy plans', () => {
    expect(isFreePlan(null)).toBe(true);
    expect(isFreePlan({ planDetails: { type: 'free' } })).toBe(true);
    expect(isFreePlan({ stripeSubscriptionId: 'free_plan', planDetails: { type: 'starter' } })).toBe(true);
    expect(isFreePlan(paid('pro'))).toBe(false);
    expect(isLegacyPlan(paid('pro', [{ name: 'issues', limit: 5 }]))).toBe(true);
    expect(isLegacyPlan(paid('pro', [{ name: 'issues', limit: 0 }]))).toBe(false);
    expect(isLegacyPlan({ resourceUsage: { issues: { enabled: true } } })).toBe(true);
    expect(isLegacyPlan(paid('pro'))).toBe(false);
  });

  it('free plan: one blueprint and fewer than 2 issues, nothing else', () => {
    const free = { planDetails: { type: 'free' } };
    expect(canUseFeature(free, 'createCampaign', { blueprints: 0, issues: 1 })).toEqual({ allowed: true });
    expect(canUseFeature(free, 'createCampaign', { blueprints: 1 })).toEqual({
      allowed: false,
      reason: 'free',
    });
    expect(canUseFeature(free, 'createCampaign', { blueprints: 0, issues: 2 })).toEqual({
      allowed: false,
      reason: 'free',
    });
    for (const f of ['integrations', 'addDevice', 'additionalQuestions', 'dataExport'] as const)
      expect(canUseFeature(free, f)).toEqual({ allowed: false, reason: 'free' });
    expect(canUseFeature(undefined, 'dataExport')).toEqual({ allowed: false, reason: 'free' });
  });

  it('legacy plans allow everything', () => {
    const legacy = paid('pro', [
      { name: 'issues', limit: null },
      { name: 'blueprint', limit: 1 },
      { name: 'data_export', limit: 0 },
    ]);
    expect(canUseFeature(legacy, 'createCampaign', { blueprints: 99 })).toEqual({ allowed: true });
    expect(canUseFeature(legacy, 'dataExport')).toEqual({ allowed: true });
  });

  it('paid plans: limits, unlisted defaults and null = unlimited', () => {
    expect(canUseFeature(paid('starter'), 'createCampaign', { blueprints: 0 })).toEqual({ allowed: true });
    expect(canUseFeature(paid('starter'), 'createCampaign', { blueprints: 1 })).toEqual({
      allowed: false,
      reason: 'limitExceeded',
    });
    expect(canUseFeature(paid('growth'), 'createCampaign', { blueprints: 50 })).toEqual({ allowed: true });
    expect(
      canUseFeature(paid('growth', [{ name: 'blueprint', limit: 3 }]), 'createCampaign', { blueprints: 3 }),
    ).toMatchObject({ allowed: false });
    expect(
      canUseFeature(paid('growth', [{ name: 'blueprint', limit: null }]), 'createCampaign', {
        blueprints: 3000,
      }),
    ).toEqual({ allowed: true });
    expect(canUseFeature(paid('pro'), 'integrations')).toEqual({ allowed: true });
    expect(canUseFeature(paid('pro', [{ name: 'integration_zapier', limit: 0 }]), 'integrations')).toEqual({
      allowed: false,
      reason: 'limitExceeded',
    });
    expect(
      canUseFeature(paid('pro', [{ name: 'scanners', limit: 2 }]), 'addDevice', { scanners: 2 }),
    ).toMatchObject({ allowed: false });
    expect(
      canUseFeature(paid('pro', [{ name: 'scanners', limit: 2 }]), 'addDevice', { scanners: 1 }),
    ).toEqual({ allowed: true });
    expect(canUseFeature(paid('pro'), 'addDevice', { scanners: 100 })).toEqual({ allowed: true });
    expect(
      canUseFeature(paid('pro', [{ name: 'custom_questions', limit: 0 }]), 'additionalQuestions'),
    ).toMatchObject({ allowed: false });
    expect(canUseFeature(paid('pro', [{ name: 'data_export', limit: 1 }]), 'dataExport')).toEqual({
      allowed: true,
    });
    expect(isFeatureEnabled(paid('pro'), 'stats')).toBe(true);
    expect(isFeatureEnabled(paid('pro'), 'custom_segments')).toBe(false);
  });

  const plan = (over: Partial<Plan>): Plan => ({
    _id: over.type ?? 'p',
    name: 'P',
    type: 'starter',
    interval: 'month',
    features: [],
    price: 10,
    ...over,
  });

  it('sorts plans by tier and hides free unless asked', () => {
    const plans = [
      plan({ type: 'enterprise' }),
      plan({ type: 'free' }),
      plan({ type: 'growth', price: 30 }),
      plan({ type: 'pro', price: 20 }),
      plan({ type: 'starter' }),
    ];
    expect(sortPlans(plans).map((p) => p.type)).toEqual(['starter', 'pro', 'growth', 'enterprise']);
    expect(sortPlans(plans, { includeFree: true })[0]?.type).toBe('free');
  });

  it('prices a plan in a currency, falling back to the default', () => {
    const p = plan({
      price: 9.9,
      stripePriceId: 'price_default',
      currencies: { EUR: '8.5', PLN: 'x' },
      stripePriceIds: { EUR: 'price_eur' },
    });
    expect(priceFor(p, 'EUR')).toEqual({
      price: '8.50',
      priceId: 'price_eur',
      currency: 'EUR',
      isFallback: false,
    });
    expect(priceFor(p, 'GBP')).toEqual({
      price: '9.90',
      priceId: 'price_default',
      currency: 'GBP',
      isFallback: true,
    });
    expect(priceFor(p, 'PLN').isFallback).toBe(true);
    expect(priceFor(plan({ price: 'n/a' }), 'USD').price).toBe('0.00');
  });

  it('builds plan tiles (requirements §4)', () => {
    const growth = plan({ _id: 'g', type: 'growth', isTrialEnabled: true });
    expect(planTileView(growth, null, 'month')).toEqual({
      label: 'START 30 DAYS FREE TRIAL',
      disabled: false,
      badges: ['Most Popular'],
      showsLimits: true,
    });
    expect(planTileView(growth, { ...paid('growth'), trialEligible: false }, 'month')).toEqual({
      label: 'CHOOSE PLAN',
      disabled: true,
      badges: ['Most Popular', 'Current Plan'],
      showsLimits: false,
    });
    // The plan a bare trial runs on can be chosen, to keep it after the trial; once chosen it is current.
    const trial = { ...paid('growth'), trialEligible: false, status: 'trialing', currentPeriodEnd: null };
    expect(planTileView(growth, trial, 'month')).toMatchObject({
      disabled: false,
      badges: ['Most Popular', 'Current Plan'],
      showsLimits: true,
    });
    expect(
      planTileView(growth, { ...trial, currentPeriodEnd: '2026-12-27T00:00:00Z' }, 'month'),
    ).toMatchObject({ disabled: true, showsLimits: false });
    expect(planTileView(plan({ type: 'business', annualOnly: true }), null, 'month')).toEqual({
      label: 'CHOOSE PLAN',
      disabled: true,
      badges: ['Annual only'],
      showsLimits: true,
    });
    expect(planTileView(plan({ type: 'business', annualOnly: true }), null, 'year').disabled).toBe(false);
    expect(
      planTileView(plan({ _id: 'x', type: 'pro' }), { ...paid('pro'), planId: 'y' }, 'year').badges,
    ).toEqual(['Most Popular']);
  });

  it('sells an annual-only plan yearly in the monthly view too', () => {
    const monthly = plan({ _id: 'e-m', type: 'enterprise', interval: 'month', annualOnly: true });
    const yearly = plan({ _id: 'e-y', type: 'enterprise', interval: 'year', annualOnly: true });
    const growth = plan({ _id: 'g-m', type: 'growth', interval: 'month' });
    const all = [growth, monthly, yearly];
    expect(all.map((p) => sellablePlan(p, all)._id)).toEqual(['g-m', 'e-y', 'e-y']);
    expect(sellablePlan(monthly, [monthly])._id).toBe('e-m');
  });

  it('throttles subscription refreshes to once per 3 s', () => {
    expect(shouldRefreshSubscription(null, 1000)).toBe(true);
    expect(shouldRefreshSubscription(1000, 3999)).toBe(false);
    expect(shouldRefreshSubscription(1000, 4000)).toBe(true);
  });
});

describe('currency and prices (requirements §9)', () => {
  it('picks the currency by country', () => {
    expect(currencyForCountry('us')).toBe('USD');
    expect(currencyForCountry('GB')).toBe('GBP');
    expect(currencyForCountry('PL')).toBe('PLN');
    expect(currencyForCountry('JM')).toBe('USD');
    expect(currencyForCountry('DE')).toBe('EUR');
    expect(currencyForCountry(null)).toBe('EUR');
    expect(isCurrency('inr')).toBe(true);
    expect(isCurrency('XYZ')).toBe(false);
  });
  it('formats prices with the spec symbols', () => {
    expect(CURRENCY_SYMBOLS.MXN).toBe('Mex$');
    expect(formatPrice('9.9', 'USD')).toBe('$9.90');
    expect(formatPrice(49, 'PLN')).toBe('PLN 49.00');
    expect(formatPrice('bad', 'INR')).toBe('₹0.00');
  });
  it("writes a price in a locale's way, keeping the spec symbols and the exact amount", () => {
    const plain = (text: string) => text.replace(/\s/g, ' ');
    expect(plain(formatPrice('18.99', 'EUR', 'de-DE'))).toBe('18,99 €');
    expect(plain(formatPrice('9580.7', 'PLN', 'pl-PL'))).toBe('9580,70 PLN');
    expect(plain(formatPrice('9580.7', 'AUD', 'en-US'))).toBe('A$9,580.70');
    expect(plain(formatPrice('1234567.89', 'MXN', 'uk'))).toBe('1 234 567,89 Mex$');
    expect(plain(formatPrice('0.10000000000000001', 'USD', 'nl'))).toBe('$ 0,10');
  });
  it('shows a year price per month with 2 decimals', () => {
    expect(monthlyEquivalent('100')).toBe('8.33');
    expect(monthlyEquivalent(119.88)).toBe('9.99');
    expect(monthlyEquivalent('x')).toBe('0.00');
  });
  it('applies percentage and fixed discounts, floored at 0', () => {
    expect(applyDiscount('20', { discountType: 'PERCENTAGE', discountValue: 25 })).toBe('15.00');
    expect(applyDiscount('20', { discountType: 'FIXED', discountValue: '5.5' })).toBe('14.50');
    expect(applyDiscount('20', { discountType: 'FIXED', discountValue: 50 })).toBe('0.00');
    expect(applyDiscount('20', null)).toBe('20.00');
  });
  it('normalises referral codes', () => {
    expect(normalizeReferralCode('  abc12 ')).toEqual({ ok: true, code: 'ABC12' });
    expect(normalizeReferralCode('  ')).toEqual({ ok: false, message: 'Please enter a referral code' });
  });
});

describe('pricing — properties', () => {
  const cents = fc.integer({ min: 0, max: 10_000_000 }).map((c) => (c / 100).toFixed(2));
  it('discounts never raise a price and never go below 0', () => {
    fc.assert(
      fc.property(
        cents,
        fc.constantFrom('PERCENTAGE', 'FIXED'),
        fc.integer({ min: -500, max: 50_000 }).map((v) => v / 100),
        (price, type, value) => {
          const result = new Dec(applyDiscount(price, { discountType: type, discountValue: value }));
          return result.gte(0) && result.lte(price);
        },
      ),
    );
  });
  it('monthlyEquivalent(12 × x) is x to the cent', () => {
    fc.assert(
      fc.property(cents, (x) => monthlyEquivalent(new Dec(x).times(12).toString()) === new Dec(x).toFixed(2)),
    );
  });
});
