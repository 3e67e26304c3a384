import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountArb,
  itemRulesArb,
  levelsArb,
  linesArb,
  spendRuleArb,
} from '../../test/arbitraries/loyalty.arb.ts';
import { toDecimal } from '../shared/decimal.ts';
import { calculateItemPoints, calculateSpendPoints } from './accrual.ts';
import { resolveLevel } from './levels.ts';

describe('spend points — properties', () => {
  it('never exceed the cap', () => {
    fc.assert(
      fc.property(
        amountArb,
        spendRuleArb,
        (amount, rule) => calculateSpendPoints(amount, rule) <= Number(rule.maxPointsPerTxn),
      ),
    );
  });
  it('are 0 below the minimum', () => {
    fc.assert(
      fc.property(amountArb, spendRuleArb, (amount, rule) => {
        fc.pre(toDecimal(amount)!.lt(toDecimal(rule.minAmount)!));
        return calculateSpendPoints(amount, rule) === 0;
      }),
    );
  });
  it('never decrease when the amount grows', () => {
    fc.assert(
      fc.property(amountArb, amountArb, spendRuleArb, (a, b, rule) => {
        const [low, high] = toDecimal(a)!.lte(toDecimal(b)!) ? [a, b] : [b, a];
        return calculateSpendPoints(low, rule) <= calculateSpendPoints(high, rule);
      }),
    );
  });
  it('block_floor is at most exact + 1', () => {
    fc.assert(
      fc.property(amountArb, spendRuleArb, (amount, rule) => {
        const floor = calculateSpendPoints(amount, { ...rule, rounding: 'block_floor' });
        const exact = calculateSpendPoints(amount, { ...rule, rounding: 'exact' });
        return floor <= exact + 1;
      }),
    );
  });
  it('are whole, non-negative numbers', () => {
    fc.assert(
      fc.property(
        amountArb,
        spendRuleArb,
        (amount, rule) =>
          Number.isInteger(calculateSpendPoints(amount, rule)) && calculateSpendPoints(amount, rule) >= 0,
      ),
    );
  });
});

describe('item points — properties', () => {
  it('are additive over purchase lines', () => {
    fc.assert(
      fc.property(
        linesArb,
        linesArb,
        itemRulesArb,
        (a, b, rules) =>
          calculateItemPoints([...a, ...b], rules) ===
          calculateItemPoints(a, rules) + calculateItemPoints(b, rules),
      ),
    );
  });
});

describe('levels — properties', () => {
  it('are monotonic in points, and next is always above current', () => {
    fc.assert(
      fc.property(levelsArb, fc.nat(10_000), fc.nat(10_000), (levels, p, q) => {
        const [low, high] = p <= q ? [p, q] : [q, p];
        const a = resolveLevel(low, levels);
        const b = resolveLevel(high, levels);
        expect(a.current.pointsRequired).toBeLessThanOrEqual(b.current.pointsRequired);
        if (a.next) expect(a.next.pointsRequired).toBeGreaterThan(a.current.pointsRequired);
      }),
    );
  });
});
