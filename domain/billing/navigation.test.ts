import { describe, expect, it } from 'vitest';
import {
  choosePlanTarget,
  parseCurrencyOverride,
  plansTabTarget,
  resolveDisplayCurrency,
  upgradeGateActions,
  upgradePromptTarget,
} from './navigation.ts';

describe('billing navigation and currency (requirements §2.2, §4, §6)', () => {
  const paid = {
    stripeSubscriptionId: 'sub',
    currency: 'gbp',
    status: 'active',
    planDetails: { type: 'pro' },
  };
  it('picks the display currency: admin override, paid subscription, detected', () => {
    expect(resolveDisplayCurrency({ detected: 'EUR' })).toBe('EUR');
    expect(resolveDisplayCurrency({ detected: 'EUR', subscription: paid })).toBe('GBP');
    expect(resolveDisplayCurrency({ detected: 'EUR', subscription: { ...paid, status: 'canceled' } })).toBe(
      'EUR',
    );
    expect(
      resolveDisplayCurrency({
        detected: 'EUR',
        subscription: { planDetails: { type: 'free' }, currency: 'USD' },
      }),
    ).toBe('EUR');
    expect(resolveDisplayCurrency({ detected: 'EUR', subscription: paid, adminOverride: 'inr' })).toBe('INR');
  });
  it('keeps the currency the provider bills in once a plan has ended', () => {
    const ended = { planDetails: { type: 'free' }, currency: 'PLN', actualCurrency: 'PLN' };
    expect(resolveDisplayCurrency({ detected: 'USD', subscription: ended })).toBe('PLN');
    expect(
      resolveDisplayCurrency({ detected: 'USD', subscription: { ...ended, actualCurrency: null } }),
    ).toBe('USD');
    expect(resolveDisplayCurrency({ detected: 'USD', subscription: ended, adminOverride: 'gbp' })).toBe(
      'GBP',
    );
    // An active plan's own currency still comes first.
    expect(
      resolveDisplayCurrency({ detected: 'USD', subscription: { ...paid, actualCurrency: 'PLN' } }),
    ).toBe('GBP');
  });
  it('lets the detected currency show during a trial no plan was chosen for', () => {
    // A new business's trial is stored in EUR when its profile names no currency; nothing is
    // billed in it, so a visitor from the UK sees pounds, as after the trial.
    const bareTrial = {
      status: 'trialing',
      currency: 'EUR',
      planDetails: { type: 'growth' },
      currentPeriodEnd: null,
    };
    expect(resolveDisplayCurrency({ detected: 'GBP', subscription: bareTrial })).toBe('GBP');
    // A plan chosen during the trial has a period, and its currency is the one it will be billed in.
    const chosen = { ...bareTrial, currentPeriodEnd: '2026-12-27T00:00:00.000Z' };
    expect(resolveDisplayCurrency({ detected: 'GBP', subscription: chosen })).toBe('EUR');
  });
  it('reads the admin currency query', () => {
    expect(parseCurrencyOverride('pln')).toEqual({ action: 'set', currency: 'PLN' });
    expect(parseCurrencyOverride('auto')).toEqual({ action: 'clear' });
    expect(parseCurrencyOverride('XYZ')).toEqual({ action: 'ignore' });
    expect(parseCurrencyOverride(null)).toEqual({ action: 'ignore' });
  });
  it('builds the spec URLs', () => {
    expect(upgradePromptTarget('/customers')).toBe(
      '/account?tab=billing&redirect=%2Fcustomers%3Fsubscription%3Dsuccess',
    );
    expect(plansTabTarget('/cards')).toBe('/account?tab=plans&returnTo=%2Fcards');
    expect(choosePlanTarget({ planId: 'p1', currency: 'EUR', priceId: 'price_1' }, true)).toBe(
      '/account?tab=billing&plan=p1&currency=EUR&priceId=price_1',
    );
    expect(choosePlanTarget({ planId: 'p1', currency: 'EUR', priceId: null }, false)).toBe(
      '/signup?plan=p1&currency=EUR&priceId=',
    );
    expect(upgradeGateActions('free', '/integrations')).toEqual({
      selectPlan: '/account?tab=plans&returnTo=%2Fintegrations',
      cancel: '/account',
    });
    expect(upgradeGateActions('limitExceeded', '/x').cancel).toBeNull();
  });
});
