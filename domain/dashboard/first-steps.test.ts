import { describe, expect, it } from 'vitest';
import { FIRST_STEPS, firstSteps, FirstStepsSchema, loadFirstSteps } from './first-steps.ts';
import { ok } from '../shared/result.ts';

const nothing = { cards: false, publishedCardId: null, testCustomer: false, scanners: false, scans: false };

describe('first steps (issue 23)', () => {
  it('ticks each step from the facts, in any order, and names the card to test with', async () => {
    const read = (facts: typeof nothing | Record<string, unknown>) =>
      firstSteps({ facts: { facts: async () => ({ ...nothing, ...facts }) } })('business-1');
    expect((await read({})).steps).toEqual(FIRST_STEPS.map((key) => ({ key, done: false })));
    // A scanner paired before any card exists is still a step done.
    const early = await read({ scanners: true });
    expect(early.steps.filter((s) => s.done).map((s) => s.key)).toEqual(['pairScanner']);
    expect(early.testCardId).toBeNull();
    const all = await read({
      cards: true,
      publishedCardId: 'card-1',
      testCustomer: true,
      scanners: true,
      scans: true,
    });
    expect(all.steps.every((s) => s.done)).toBe(true);
    expect(all.testCardId).toBe('card-1');
    expect(FirstStepsSchema.parse(all)).toEqual(all);
  });

  it('loads the checklist through the gateway in the browser', async () => {
    const answer = ok({ steps: [{ key: 'createCard' as const, done: true }], testCardId: null });
    expect(await loadFirstSteps({ gateway: { firstSteps: async () => answer } })()).toBe(answer);
  });
});
