import { expect, test } from 'vitest';
import { calculateSpendPoints, resolveLevel, DEFAULT_LEVELS, type SpendRule } from '#domain/index.ts';

// Each sample runs 1M calls, so `mean` is the time for a million.
const MILLION = 1_000_000;
const rule: SpendRule = {
  baseCurrency: 'EUR',
  baseAmount: '5',
  pointsPerBase: '1',
  rounding: 'exact',
  minAmount: '0',
  maxPointsPerTxn: 10_000,
};
const amounts = Array.from({ length: 1000 }, (_, i) => (((i * 137) % 100_000) / 100).toFixed(2));

test('domain rules over 1M calls', async ({ bench }) => {
  let sink = 0;
  const result = await bench.compare(
    bench('calculateSpendPoints × 1M', () => {
      for (let i = 0; i < MILLION; i++) sink += calculateSpendPoints(amounts[i % 1000]!, rule);
    }),
    bench('resolveLevel × 1M', () => {
      for (let i = 0; i < MILLION; i++) sink += resolveLevel(i % 500, DEFAULT_LEVELS).current.pointsRequired;
    }),
    { iterations: 3, time: 0, warmupIterations: 1, warmupTime: 0 },
  );
  expect(sink).toBeGreaterThan(0);
  void result;
});
