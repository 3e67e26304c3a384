import fc from 'fast-check';
import type { ItemRule, PurchaseLine, SpendRule } from '#domain/loyalty/index.ts';
import type { Level } from '#domain/loyalty/index.ts';

/** A money amount as a decimal string with up to 2 decimals, 0 – 100 000. */
export const amountArb = fc.integer({ min: 0, max: 10_000_000 }).map((cents) => (cents / 100).toFixed(2));

/** A valid spend rule. */
export const spendRuleArb: fc.Arbitrary<SpendRule> = fc.record({
  baseCurrency: fc.constantFrom('EUR', 'USD', 'PLN'),
  baseAmount: fc.integer({ min: 1, max: 10_000 }).map((c) => (c / 100).toFixed(2)),
  pointsPerBase: fc.integer({ min: 1, max: 500 }).map((p) => (p / 10).toString()),
  rounding: fc.constantFrom('exact' as const, 'block_floor' as const),
  minAmount: fc.integer({ min: 0, max: 5_000 }).map((c) => (c / 100).toFixed(2)),
  maxPointsPerTxn: fc.integer({ min: 0, max: 20_000 }),
});

export const itemRulesArb: fc.Arbitrary<ItemRule[]> = fc.uniqueArray(
  fc.record({
    key: fc.constantFrom('coffee', 'cake', 'tea', 'bagel', 'juice'),
    pointsPerUnit: fc.integer({ min: 1, max: 100 }).map((p) => (p / 4).toString()),
  }),
  { selector: (r) => r.key, maxLength: 5 },
);

export const linesArb: fc.Arbitrary<PurchaseLine[]> = fc.array(
  fc.record({
    key: fc.constantFrom('coffee', 'cake', 'tea', 'bagel', 'juice', 'unknown'),
    quantity: fc.integer({ min: 1, max: 50 }),
  }),
  { maxLength: 8 },
);

export const levelsArb: fc.Arbitrary<Level[]> = fc.uniqueArray(
  fc.record({
    name: fc.string({ minLength: 1, maxLength: 8 }),
    pointsRequired: fc.integer({ min: 0, max: 5_000 }),
    benefits: fc.constant(''),
  }),
  { minLength: 1, maxLength: 6, selector: (l) => l.pointsRequired },
);
