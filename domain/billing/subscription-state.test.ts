import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Dec } from '../shared/decimal.ts';
import { CURRENCIES } from './currency.ts';
import { FREE_PLAN_ID, PLAN_CATALOGUE, TRIAL_PLAN_ID, planIdOf } from './plan-catalogue.ts';
import { canUseFeature, FEATURE_NAMES, GATED_FEATURES, isLegacyPlan, sortPlans } from './plans.ts';
import { dueNow, periodEndOf, unusedCredit } from './proration.ts';
import {
  effectiveStatus,
  gateUsage,
  resourceUsage,
  startingTrial,
  subscriptionView,
} from './subscription-state.ts';
import type { StoredSubscription } from './billing.repository.port.ts';

const DAY = 86_400_000;
const created = new Date('2026-11-01T12:00:00Z');
const plan = (id: string) => PLAN_CATALOGUE.find((p) => p._id === id)!;
const usage = { publishedCards: 2, cards: 3, scanners: 1, customQuestions: 4, segments: 0, automations: 0 };

describe('the plan catalogue (issue 24)', () => {
  it('has free, starter, growth, pro (legacy, not sold), business and enterprise, monthly and yearly, in the eight currencies', () => {
    expect(PLAN_CATALOGUE.map((p) => p._id)).toEqual([
      'free-month',
      ...['starter', 'growth', 'pro', 'business', 'enterprise'].flatMap((t) => [`${t}-month`, `${t}-year`]),
    ]);
    for (const p of PLAN_CATALOGUE) {
      expect(Object.keys(p.currencies ?? {})).toEqual([...CURRENCIES]);
      expect(p.features.slice(0, FEATURE_NAMES.length).map((f) => f.name)).toEqual([...FEATURE_NAMES]);
      expect(p.price).toBe(p.currencies?.['USD']);
    }
    expect(plan('pro-month').isActive).toBe(false);
    expect(isLegacyPlan({ planDetails: { features: plan('pro-month').features } })).toBe(true);
    expect(plan('enterprise-year').annualOnly).toBe(true);
    expect(plan('business-month').features.find((f) => f.name === 'custom_segments')?.limit).toBeNull();
    expect(plan('free-month').features.find((f) => f.name === 'scanners')?.limit).toBe(0);
    expect(sortPlans(PLAN_CATALOGUE.filter((p) => p.interval === 'month')).map((p) => p.type)).toEqual([
      'starter',
      'pro',
      'growth',
      'business',
      'enterprise',
    ]);
  });

  it('prices every paid plan in .99 and a year at twelve months less 20 %', () => {
    for (const p of PLAN_CATALOGUE.filter((p) => p.interval === 'month' && p.type !== 'free')) {
      const year = plan(planIdOf(p.type, 'year'));
      for (const currency of CURRENCIES) {
        expect(String(p.currencies?.[currency])).toMatch(/\.99$/);
        expect(String(year.currencies?.[currency])).toBe(
          new Dec(String(p.currencies?.[currency])).times(12).times(0.8).toFixed(2),
        );
      }
    }
    expect(plan(FREE_PLAN_ID).currencies?.['PLN']).toBe('0.00');
    expect(TRIAL_PLAN_ID).toBe('growth-month');
  });
});

describe('subscription state (issue 24)', () => {
  const trial = startingTrial('b1', created, 'pln');

  it('starts a business on a 30-day Growth trial in its own currency (EUR when it has none)', () => {
    expect(trial).toMatchObject({
      planId: 'growth-month',
      status: 'trialing',
      currency: 'PLN',
      trialUsed: true,
    });
    expect(trial.trialEndsAt!.getTime() - created.getTime()).toBe(30 * DAY);
    expect(startingTrial('b1', created, null).currency).toBe('EUR');
    expect(startingTrial('b1', created, 'XYZ').currency).toBe('EUR');
  });

  it("keeps the trial end stored for a business made before billing (the migration's 30 days)", () => {
    const stored = new Date(created.getTime() + 400 * DAY);
    expect(startingTrial('b1', created, 'EUR', stored).trialEndsAt).toEqual(stored);
    expect(startingTrial('b1', created, 'EUR', null).trialEndsAt).toEqual(trial.trialEndsAt);
  });

  it('is the free plan once a trial ends, a subscription is canceled or incomplete, or a cancelled period passes', () => {
    expect(effectiveStatus(trial, new Date(created.getTime() + 29 * DAY))).toBe('trialing');
    expect(effectiveStatus(trial, new Date(created.getTime() + 30 * DAY))).toBe('free');
    expect(effectiveStatus({ ...trial, trialEndsAt: null }, created)).toBe('free');
    const paid: StoredSubscription = {
      ...trial,
      status: 'active',
      trialEndsAt: null,
      currentPeriodEnd: new Date(created.getTime() + 10 * DAY),
    };
    expect(effectiveStatus(paid, new Date(created.getTime() + 20 * DAY))).toBe('active');
    expect(effectiveStatus({ ...paid, status: 'past_due' }, created)).toBe('past_due');
    const ending = { ...paid, cancelAtPeriodEnd: true };
    expect(effectiveStatus(ending, created)).toBe('active');
    expect(effectiveStatus(ending, new Date(created.getTime() + 10 * DAY))).toBe('free');
    expect(effectiveStatus({ ...ending, currentPeriodEnd: null }, created)).toBe('active');
    expect(effectiveStatus({ ...paid, status: 'canceled' }, created)).toBe('free');
    expect(effectiveStatus({ ...paid, status: 'incomplete' }, created)).toBe('free');
  });

  it('shows usage against every feature of the plan: null is unlimited, 0 is not included', () => {
    const rows = resourceUsage(plan('starter-month'), usage);
    expect(rows['blueprint']).toEqual({
      enabled: true,
      limit: 1,
      total: 1,
      used: 2,
      remaining: 0,
      available: 0,
    });
    expect(rows['custom_questions']).toMatchObject({ enabled: false, limit: 0, used: 4 });
    expect(rows['support_email']).toMatchObject({ used: 0, remaining: 1 });
    expect(resourceUsage(plan('business-month'), usage)['custom_segments']).toMatchObject({
      enabled: true,
      limit: null,
      remaining: null,
    });
    expect(resourceUsage(plan('pro-month'), usage)['issues']).toMatchObject({ used: 3, limit: null });
    expect(gateUsage(usage)).toEqual({ blueprints: 2, issues: 3, scanners: 1 });
  });

  it('reads a business on the free plan as free_plan, with its trial end only while the trial runs', () => {
    const plans = { plan: plan('growth-month'), freePlan: plan(FREE_PLAN_ID) };
    const during = subscriptionView(trial, plans, usage, created);
    expect(during).toMatchObject({
      status: 'trialing',
      planId: 'growth-month',
      stripeSubscriptionId: null,
      trialEndsAt: trial.trialEndsAt!.toISOString(),
      actualCurrency: null,
      trialEligible: false,
      planDetails: { type: 'growth', name: 'Growth' },
    });
    // No credit, no field; credit left from a dearer plan is shown, on the free plan too.
    expect(during.creditBalance).toBeUndefined();
    expect(
      subscriptionView(
        { ...trial, creditBalance: '350.12' },
        plans,
        usage,
        new Date(created.getTime() + 31 * DAY),
      ).creditBalance,
    ).toBe('350.12');
    const after = subscriptionView(trial, plans, usage, new Date(created.getTime() + 31 * DAY));
    expect(after).toMatchObject({
      status: 'free',
      planId: 'free-month',
      stripeSubscriptionId: 'free_plan',
      trialEndsAt: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
    });
    const stripe = subscriptionView(
      {
        ...trial,
        status: 'active',
        provider: 'stripe',
        providerSubscriptionId: 'sub_1',
        currentPeriodEnd: new Date(created.getTime() + DAY),
        cancelAtPeriodEnd: true,
        trialUsed: false,
      },
      plans,
      usage,
      created,
    );
    expect(stripe).toMatchObject({
      status: 'active',
      actualCurrency: 'PLN',
      stripeSubscriptionId: 'sub_1',
      cancelAtPeriodEnd: true,
      trialEligible: true,
    });
  });

  it('allows everything during a live trial (the domain gate agrees with the server)', () => {
    for (const feature of GATED_FEATURES)
      expect(
        canUseFeature({ status: 'trialing', planDetails: { type: 'growth', features: [] } }, feature, {
          blueprints: 99,
          scanners: 99,
        }),
      ).toEqual({ allowed: true });
  });
});

describe('proration (issue 24)', () => {
  it('ends a month on the same day, or the last day of a shorter month; a year a year later', () => {
    expect(periodEndOf(new Date('2026-01-31T10:00:00Z'), 'month').toISOString()).toBe(
      '2026-02-28T10:00:00.000Z',
    );
    expect(periodEndOf(new Date('2026-03-15T10:00:00Z'), 'month').toISOString()).toBe(
      '2026-04-15T10:00:00.000Z',
    );
    expect(periodEndOf(new Date('2028-02-29T00:00:00Z'), 'year').toISOString()).toBe(
      '2029-03-01T00:00:00.000Z',
    );
  });

  it('credits the unused part of a period and never charges below zero', () => {
    const period = { start: new Date('2026-04-01T00:00:00Z'), end: new Date('2026-05-01T00:00:00Z') };
    expect(unusedCredit('30.00', period, new Date('2026-04-16T00:00:00Z'))).toBe('15.00');
    expect(unusedCredit('30.00', period, new Date('2026-03-01T00:00:00Z'))).toBe('30.00');
    expect(unusedCredit('30.00', period, new Date('2026-06-01T00:00:00Z'))).toBe('0.00');
    expect(unusedCredit('30.00', { start: period.end, end: period.end }, period.end)).toBe('0.00');
    expect(dueNow('49.99', '15.00')).toBe('34.99');
    expect(dueNow('10.00', '15.00')).toBe('0.00');
  });

  it('never credits more than was paid, nor charges more than the new price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: -40, max: 40 }),
        (paidCents, priceCents, day) => {
          const period = { start: new Date('2026-04-01T00:00:00Z'), end: new Date('2026-05-01T00:00:00Z') };
          const paid = (paidCents / 100).toFixed(2);
          const credit = unusedCredit(paid, period, new Date(period.start.getTime() + day * DAY));
          expect(Number(credit)).toBeGreaterThanOrEqual(0);
          expect(Number(credit)).toBeLessThanOrEqual(Number(paid));
          const due = Number(dueNow((priceCents / 100).toFixed(2), credit));
          expect(due).toBeGreaterThanOrEqual(0);
          expect(due).toBeLessThanOrEqual(priceCents / 100);
        },
      ),
    );
  });
});
