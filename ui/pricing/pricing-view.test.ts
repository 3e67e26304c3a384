import { describe, expect, it } from 'vitest';
import { samplePlans } from '../../test/fakes/purchase-fakes.ts';
import { discountOf, featureValue, plansForPeriod, tilePrice } from './pricing-view.ts';

const plan = (id: string) => samplePlans().find((p) => p._id === id)!;

describe('pricing tiles', () => {
  it('shows the free plan in both periods and each paid plan in its own', () => {
    expect(plansForPeriod(samplePlans(), 'year').map((p) => p._id)).toEqual([
      'free-month',
      'starter-year',
      'growth-year',
      'business-year',
      'enterprise-year',
    ]);
    // Enterprise is sold yearly only, so the monthly tiles offer its yearly plan.
    expect(
      plansForPeriod(samplePlans(), 'month')
        .map((p) => p._id)
        .at(-1),
    ).toBe('enterprise-year');
  });

  it('prices a yearly plan per month, with the year below and the price before a discount', () => {
    const twenty = discountOf({
      isValid: true,
      code: 'WELCOME20',
      discountType: 'PERCENTAGE',
      discountValue: '20',
    });
    expect(tilePrice(plan('growth-year'), 'PLN', null)).toMatchObject({
      perMonth: 'PLN 159.99',
      perYear: 'PLN 1919.90',
      before: null,
      currency: 'PLN',
    });
    expect(tilePrice(plan('growth-year'), 'PLN', twenty)).toMatchObject({
      perMonth: 'PLN 127.99',
      perYear: 'PLN 1535.92',
      before: 'PLN 159.99',
    });
    expect(tilePrice(plan('growth-month'), 'GBP', null)).toMatchObject({ perMonth: '£39.99', perYear: null });
  });

  it('falls back to the USD price when the plan has none in the currency', () => {
    const usdOnly = { ...plan('growth-month'), currencies: { USD: '49.99' } };
    expect(tilePrice(usdOnly, 'PLN', null)).toMatchObject({ perMonth: '$49.99', currency: 'USD' });
  });

  it('ignores a code that is not valid or names no discount', () => {
    expect(discountOf(null)).toBeNull();
    expect(discountOf({ isValid: false, code: 'X', discountType: null, discountValue: null })).toBeNull();
  });

  it('reads limits: null unlimited, 0 not included, switches as included', () => {
    const enterprise = plan('enterprise-year');
    const free = plan('free-month');
    expect(featureValue(enterprise, 'scanners')).toEqual({ kind: 'unlimited' });
    expect(featureValue(plan('growth-month'), 'scanners')).toEqual({ kind: 'count', count: 5 });
    expect(featureValue(free, 'scanners')).toEqual({ kind: 'notIncluded' });
    expect(featureValue(enterprise, 'support_dedicated_success_manager')).toEqual({ kind: 'included' });
    expect(featureValue(free, 'stats')).toEqual({ kind: 'included' });
    expect(featureValue(free, 'issues')).toEqual({ kind: 'notIncluded' });
  });
});
