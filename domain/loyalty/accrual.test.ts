import { describe, expect, it } from 'vitest';
import {
  ACCRUAL_DEFAULTS,
  calculateItemPoints,
  calculatePurchasePoints,
  calculateSpendPoints,
  deriveAccrualMode,
  emptyAccrualDraft,
  accrualBoundsProblems,
  spendCapGivesNothing,
  validateAccrualConfig,
  type ItemRule,
  type SpendRule,
} from './accrual.ts';

const rule = (over: Partial<SpendRule> = {}): SpendRule => ({
  baseCurrency: 'EUR',
  baseAmount: '5',
  pointsPerBase: '1',
  rounding: 'exact',
  minAmount: '0',
  maxPointsPerTxn: 10_000,
  ...over,
});

describe('calculateSpendPoints (requirements §5)', () => {
  it('gives amount / baseAmount × pointsPerBase, rounded', () => {
    expect(calculateSpendPoints('12.45', rule())).toBe(2); // 2.49 → 2
    expect(calculateSpendPoints('12.50', rule())).toBe(3); // 2.5 → 3 (half up)
    expect(calculateSpendPoints(10, rule({ pointsPerBase: 3 }))).toBe(6);
  });
  it('counts whole blocks only with block_floor', () => {
    expect(calculateSpendPoints('14.99', rule({ rounding: 'block_floor' }))).toBe(2);
    expect(calculateSpendPoints('15', rule({ rounding: 'block_floor' }))).toBe(3);
  });
  it('gives 0 below the minimum and caps at maxPointsPerTxn', () => {
    expect(calculateSpendPoints('4.99', rule({ minAmount: '5' }))).toBe(0);
    expect(calculateSpendPoints('5', rule({ minAmount: '5' }))).toBe(1);
    expect(calculateSpendPoints('100000', rule({ maxPointsPerTxn: 50 }))).toBe(50);
    expect(calculateSpendPoints('100000', rule({ maxPointsPerTxn: null }))).toBe(20_000);
  });
  it('does decimal arithmetic, not floats', () => {
    // 0.1 + 0.2 style inputs: 0.3 / 0.1 × 1 is exactly 3
    expect(calculateSpendPoints('0.3', rule({ baseAmount: '0.1' }))).toBe(3);
    expect(calculateSpendPoints('1,5', rule({ baseAmount: '0.5' }))).toBe(3);
  });
  it('earns nothing for bad input', () => {
    expect(calculateSpendPoints('abc', rule())).toBe(0);
    expect(calculateSpendPoints('-5', rule())).toBe(0);
    expect(calculateSpendPoints(Number.NaN, rule())).toBe(0);
    expect(calculateSpendPoints('10', rule({ baseAmount: 0 }))).toBe(0);
    expect(calculateSpendPoints('10', rule({ pointsPerBase: '' }))).toBe(0);
  });
  it('uses the requirements §9 test purchase and defaults', () => {
    expect(ACCRUAL_DEFAULTS).toMatchObject({
      currency: 'EUR',
      maxPointsPerTxn: 10_000,
      testPurchaseAmount: '12.45',
    });
    expect(emptyAccrualDraft().spend).toMatchObject({
      baseCurrency: 'EUR',
      baseAmount: '5',
      pointsPerBase: '0',
      minAmount: '0',
      maxPointsPerTxn: 10_000,
    });
  });
});

describe('calculateItemPoints', () => {
  it('rounds pointsPerUnit × quantity per line and sums', () => {
    const rules = [
      { key: 'coffee', pointsPerUnit: '1.5' },
      { key: 'cake', pointsPerUnit: 2 },
    ];
    expect(
      calculateItemPoints(
        [
          { key: 'coffee', quantity: 3 },
          { key: 'cake', quantity: 1 },
          { key: 'tea', quantity: 9 },
        ],
        rules,
      ),
    ).toBe(5 + 2);
    expect(calculateItemPoints([{ key: 'coffee', quantity: 'x' }], rules)).toBe(0);
  });
});

describe('accrual configs', () => {
  const spend = rule();
  it('derives the mode from the counting rules', () => {
    expect(deriveAccrualMode({ spend, items: [{ key: 'a', pointsPerUnit: 1 }] })).toBe('hybrid');
    expect(deriveAccrualMode({ spend: null, items: [{ key: 'a', pointsPerUnit: 1 }] })).toBe('items');
    expect(
      deriveAccrualMode({ spend: rule({ pointsPerBase: 0 }), items: [{ key: 'a', pointsPerUnit: 1 }] }),
    ).toBe('items');
    expect(deriveAccrualMode({ spend, items: [{ key: ' ', pointsPerUnit: 1 }] })).toBe('spend');
    expect(deriveAccrualMode({ spend: null, items: [] })).toBe('spend');
  });

  it('validates a draft: trimmed name, a counting rule, upper-cased currency', () => {
    expect(validateAccrualConfig({ ...emptyAccrualDraft() })).toEqual({
      ok: false,
      problems: ['name_required', 'rule_required'],
    });
    expect(validateAccrualConfig({ ...emptyAccrualDraft(), name: '  Coffee  ' })).toEqual({
      ok: false,
      problems: ['rule_required'],
    });
    const ok = validateAccrualConfig({
      name: ' Coffee ',
      spend: rule({ baseCurrency: ' pln ' }),
      items: [
        { key: ' latte ', pointsPerUnit: 2 },
        { key: '', pointsPerUnit: 5 },
      ],
    });
    expect(ok).toMatchObject({
      ok: true,
      value: { name: 'Coffee', mode: 'hybrid', spend: { baseCurrency: 'PLN' }, items: [{ key: 'latte' }] },
    });
    expect(validateAccrualConfig({ name: 'x', spend: rule({ baseCurrency: '' }), items: [] })).toEqual({
      ok: false,
      problems: ['rule_required'],
    });
    expect(validateAccrualConfig('nonsense')).toEqual({ ok: false, problems: ['rule_required'] });
  });

  it('refuses rates beyond ACCRUAL_LIMITS, naming the field (a million points, amounts from 0.01 to 100,000)', () => {
    const draft = (spendPatch: Partial<SpendRule>, items: ItemRule[] = []) =>
      validateAccrualConfig({ name: 'Coffee', spend: rule(spendPatch), items });
    expect(draft({ pointsPerBase: '99999999999999' })).toEqual({
      ok: false,
      problems: ['points_too_high'],
      field: 'spend.pointsPerBase',
    });
    expect(draft({ pointsPerBase: 1_000_000 }).ok).toBe(true);
    // Text that is no number is refused on its field, not read as a rule that does not count.
    for (const text of ['NaN', '1e3', '0x10', 'Infinity', '2.5.1'])
      expect(draft({ baseAmount: text }), text).toEqual({
        ok: false,
        problems: ['not_number'],
        field: 'spend.baseAmount',
      });
    for (const text of [' 2,5 ', '2.', '.5']) expect(draft({ baseAmount: text }).ok, text).toBe(true);
    expect(draft({ baseAmount: '0.001' })).toMatchObject({
      problems: ['amount_out_of_range'],
      field: 'spend.baseAmount',
    });
    expect(draft({ baseAmount: '100000.01' })).toMatchObject({ field: 'spend.baseAmount' });
    expect(draft({ baseAmount: '0.01' }).ok).toBe(true);
    expect(draft({ baseAmount: '100000' }).ok).toBe(true);
    expect(draft({ maxPointsPerTxn: '1000001' })).toMatchObject({ field: 'spend.maxPointsPerTxn' });
    expect(draft({ maxPointsPerTxn: null }).ok).toBe(true);
    // Balances are whole points: a cap of 2.5 is refused, not read as 2.
    expect(draft({ maxPointsPerTxn: '2.5' })).toEqual({
      ok: false,
      problems: ['not_whole'],
      field: 'spend.maxPointsPerTxn',
    });
    expect(draft({ maxPointsPerTxn: '2.0' }).ok).toBe(true);
    expect(draft({}, [{ key: 'cake', pointsPerUnit: '2000000' }])).toMatchObject({
      problems: ['points_too_high'],
      field: 'items.0.pointsPerUnit',
    });
    expect(accrualBoundsProblems({ spend: null, items: [] })).toEqual([]);
  });

  it('refuses negative amounts and a second rule for the same product, naming the field', () => {
    const draft = (spendPatch: Partial<SpendRule>, items: ItemRule[] = []) =>
      validateAccrualConfig({ name: 'Coffee', spend: rule(spendPatch), items });
    for (const key of ['maxPointsPerTxn', 'minAmount', 'pointsPerBase', 'baseAmount'] as const)
      expect(draft({ [key]: '-1' })).toEqual({ ok: false, problems: ['negative'], field: `spend.${key}` });
    expect(draft({ maxPointsPerTxn: '0', minAmount: '0' }).ok).toBe(true);
    expect(draft({}, [{ key: 'cake', pointsPerUnit: '-5' }])).toMatchObject({
      field: 'items.0.pointsPerUnit',
    });
    expect(
      draft({}, [
        { key: 'cake', pointsPerUnit: '5' },
        { key: 'tea', pointsPerUnit: '1' },
        { key: ' cake ', pointsPerUnit: '500' },
      ]),
    ).toEqual({ ok: false, problems: ['key_duplicate'], field: 'items.2.key' });
  });

  it("starts a draft in the business's currency, EUR for a business without one", () => {
    expect(emptyAccrualDraft('GBP').spend?.baseCurrency).toBe('GBP');
    expect(emptyAccrualDraft().spend?.baseCurrency).toBe('EUR');
  });

  it('awards a purchase by mode', () => {
    const config = { name: 'c', spend, items: [{ key: 'cake', pointsPerUnit: 3 }], notesEnabled: false };
    expect(calculatePurchasePoints({ amount: '10', lines: [{ key: 'cake', quantity: 2 }] }, config)).toBe(
      2 + 6,
    );
    expect(calculatePurchasePoints({ amount: '10' }, { ...config, items: [] })).toBe(2);
    expect(
      calculatePurchasePoints({ lines: [{ key: 'cake', quantity: 1 }] }, { ...config, spend: null }),
    ).toBe(3);
  });
});

describe('spendCapGivesNothing', () => {
  it('is true for a maximum that calculateSpendPoints floors to 0, and only then', () => {
    for (const maxPointsPerTxn of [0, '0', '0.5', '0,99']) {
      expect(spendCapGivesNothing(rule({ maxPointsPerTxn }))).toBe(true);
      expect(calculateSpendPoints('100', rule({ maxPointsPerTxn }))).toBe(0);
    }
    for (const maxPointsPerTxn of [null, '', 1, '10000', -5]) {
      expect(spendCapGivesNothing(rule({ maxPointsPerTxn }))).toBe(false);
      expect(calculateSpendPoints('100', rule({ maxPointsPerTxn }))).toBeGreaterThan(0);
    }
  });
});
