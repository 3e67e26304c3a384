import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canGoBack,
  scanScenario,
  shouldFetchWizardCard,
  wizardCardFromQuery,
  wizardPath,
  startWizard,
  wizardProgress,
  wizardTransition,
  type WizardEvent,
  type WizardState,
} from './wizard.ts';

const run = (state: WizardState, ...events: WizardEvent['type'][]) =>
  events.reduce((s, type) => wizardTransition(s, { type } as WizardEvent), state);

describe('card-testing wizard (requirements §4)', () => {
  it('starts at 1 with validation, else at 2', () => {
    expect(startWizard({ passType: 'stamp_card', validation: { enabled: true } }).step).toBe(1);
    expect(
      startWizard({ passType: 'stamp_card', loyaltySettings: '{"validation":{"enabled":true}}' }).step,
    ).toBe(1);
    expect(startWizard({ passType: 'stamp_card' }).step).toBe(2);
  });
  it('walks every step of a loyalty card and jumps 4 → 6 for "already have the app"', () => {
    const s = startWizard({ passType: 'loyalty', validation: { enabled: true } });
    expect(run(s, 'next', 'next', 'next').step).toBe(4);
    expect(run(s, 'next', 'next', 'next', 'alreadyHaveApp').step).toBe(6);
    expect(run(s, 'next', 'alreadyHaveApp').step).toBe(2);
    expect(run(s, 'next', 'next', 'next', 'next', 'next', 'next', 'next').step).toBe(7);
    expect(wizardProgress(s)).toEqual({ current: 1, total: 6 });
    expect(wizardProgress(run(s, 'next', 'next', 'next', 'next', 'next', 'next'))).toEqual({
      current: 6,
      total: 6,
    });
  });
  it('skips the scanner steps for flyers, business cards, standard cards and data collection', () => {
    for (const card of [
      { passType: 'flyer' as const },
      { passType: 'business_card' as const },
      { passType: 'standard' as const },
      { passType: 'coupon' as const, dataCollection: { enabled: true } },
    ]) {
      const s = startWizard(card);
      expect(run(s, 'next').step).toBe(3);
      expect(run(s, 'next', 'next').step).toBe(7);
      expect(run(s, 'next', 'next', 'back').step).toBe(3);
      expect(wizardProgress(s)).toEqual({ current: 1, total: 2 });
      expect(wizardProgress(run(s, 'next')).current).toBe(2);
    }
  });
  it('goes back only above step 2', () => {
    const s = startWizard({ passType: 'coupon', validation: { enabled: true } });
    expect(run(s, 'back').step).toBe(1);
    expect(run(s, 'next', 'back').step).toBe(2);
    expect(run(s, 'next', 'next', 'back').step).toBe(2);
    expect(canGoBack(run(s, 'next', 'next'))).toBe(true);
    expect(canGoBack(s)).toBe(false);
    expect(wizardProgress(run(s, 'next', 'next', 'next', 'next', 'next', 'next'))).toEqual({
      current: 6,
      total: 6,
    });
    expect(wizardProgress(run(startWizard({ passType: 'flyer' }), 'next'))).toEqual({ current: 2, total: 2 });
  });
  it('never leaves 1–7 and never goes back below 2, for any events', () => {
    fc.assert(
      fc.property(
        fc.record({
          passType: fc.constantFrom(
            'flyer' as const,
            'coupon' as const,
            'loyalty' as const,
            'stamp_card' as const,
          ),
          validation: fc.record({ enabled: fc.boolean() }),
          dataCollection: fc.record({ enabled: fc.boolean() }),
        }),
        fc.array(fc.constantFrom('next' as const, 'back' as const, 'alreadyHaveApp' as const), {
          maxLength: 40,
        }),
        (card, events) => {
          let s = startWizard(card);
          for (const type of events) {
            const before = s.step;
            s = wizardTransition(s, { type });
            expect(s.step).toBeGreaterThanOrEqual(1);
            expect(s.step).toBeLessThanOrEqual(7);
            if (type === 'back' && before >= 2) expect(s.step).toBeGreaterThanOrEqual(2);
            const p = wizardProgress(s);
            expect(p.current).toBeLessThanOrEqual(p.total);
          }
        },
      ),
    );
  });
  it('fetches a card only for a real id', () => {
    expect(shouldFetchWizardCard('abc')).toBe(true);
    expect(shouldFetchWizardCard('demo')).toBe(false);
    expect(shouldFetchWizardCard('')).toBe(false);
    expect(shouldFetchWizardCard(undefined)).toBe(false);
  });
});

describe('wizard address and scenario', () => {
  it('carries the type and data collection, and reads them back as the fallback card', () => {
    const path = wizardPath({ _id: 'c 1', passType: 'point_card', dataCollection: { enabled: true } });
    expect(path).toBe('/card/c%201/test?type=point_card&dataCollection=1');
    const fallback = wizardCardFromQuery(new URL(path, 'https://x.example').searchParams);
    expect(fallback).toEqual({ passType: 'point_card', dataCollection: { enabled: true } });
    expect(startWizard(fallback!).usesScanner).toBe(false);
    expect(wizardPath({ _id: 'c2', passType: 'flyer' })).toBe('/card/c2/test?type=flyer&dataCollection=0');
  });
  it('has no fallback without a known type', () => {
    expect(wizardCardFromQuery(new URLSearchParams(''))).toBeNull();
    expect(wizardCardFromQuery(new URLSearchParams('type=rocket'))).toBeNull();
  });
  it('asks for the action the card counts by', () => {
    expect(scanScenario({ passType: 'coupon' })).toBe('coupon');
    expect(scanScenario({ passType: 'loyalty' })).toBe('stamp');
    expect(scanScenario({ passType: 'loyalty', loyaltyCardType: 'level' })).toBe('level');
    expect(scanScenario({ passType: 'point_card' })).toBe('point');
    expect(scanScenario({ passType: 'standard' })).toBe('visit');
  });
});
