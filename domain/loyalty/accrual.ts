import { z } from 'zod';
import { Dec, roundWhole, toDecimal, type DecimalInput } from '../shared/decimal.ts';

/** How spend points are rounded: `exact` rounds the proportional points, `block_floor` counts whole blocks only. */
export const ROUNDING_MODES = ['exact', 'block_floor'] as const;
export type RoundingMode = (typeof ROUNDING_MODES)[number];

/** The spend rule of an accrual config (requirements §3). Amounts are decimal strings or numbers. */
export interface SpendRule {
  readonly baseCurrency: string;
  readonly baseAmount: DecimalInput;
  readonly pointsPerBase: DecimalInput;
  readonly rounding: RoundingMode;
  readonly minAmount: DecimalInput;
  readonly maxPointsPerTxn: DecimalInput | null;
}

/** Points per unit of a product key. */
export interface ItemRule {
  readonly key: string;
  readonly pointsPerUnit: DecimalInput;
}

/** A line of a purchase: product key and quantity. */
export interface PurchaseLine {
  readonly key: string;
  readonly quantity: DecimalInput;
}

export type AccrualMode = 'spend' | 'items' | 'hybrid';

/** An accrual (points-rule) config (requirements §3). */
export interface AccrualConfig {
  readonly name: string;
  readonly spend: SpendRule | null;
  readonly items: readonly ItemRule[];
  readonly notesEnabled: boolean;
}

/** requirements §9 accrual defaults; "clear" in the dialog resets to exactly this. */
export const ACCRUAL_DEFAULTS = Object.freeze({
  currency: 'EUR',
  baseAmount: '5',
  pointsPerBase: '0',
  minAmount: '0',
  maxPointsPerTxn: 10_000,
  testPurchaseAmount: '12.45',
  rounding: 'exact' as RoundingMode,
});

/** A fresh config draft with the defaults (what "clear" gives), in the business's currency when it has one. */
export const emptyAccrualDraft = (currency: string = ACCRUAL_DEFAULTS.currency): AccrualConfig => ({
  name: '',
  spend: {
    baseCurrency: currency,
    baseAmount: ACCRUAL_DEFAULTS.baseAmount,
    pointsPerBase: ACCRUAL_DEFAULTS.pointsPerBase,
    rounding: ACCRUAL_DEFAULTS.rounding,
    minAmount: ACCRUAL_DEFAULTS.minAmount,
    maxPointsPerTxn: ACCRUAL_DEFAULTS.maxPointsPerTxn,
  },
  items: [],
  notesEnabled: false,
});

const positive = (value: DecimalInput | null | undefined): boolean => toDecimal(value)?.gt(0) ?? false;

/** A spend rule counts only with pointsPerBase > 0, baseAmount > 0 and a currency (requirements §5). */
export const isCountingSpendRule = (rule: SpendRule | null | undefined): rule is SpendRule =>
  Boolean(
    rule && positive(rule.pointsPerBase) && positive(rule.baseAmount) && rule.baseCurrency.trim() !== '',
  );

/** An item rule counts only with a product key and pointsPerUnit > 0 (requirements §5). */
export const isCountingItemRule = (rule: ItemRule): boolean =>
  rule.key.trim() !== '' && positive(rule.pointsPerUnit);

/**
 * Points for a purchase amount (requirements §5): 0 below `minAmount`; otherwise
 * amount / baseAmount × pointsPerBase, rounded half up (`exact`) or counting whole
 * blocks only (`block_floor`); never more than `maxPointsPerTxn`. Decimal arithmetic only.
 */
export const calculateSpendPoints = (amount: DecimalInput, rule: SpendRule): number => {
  const value = toDecimal(amount);
  const base = toDecimal(rule.baseAmount);
  const perBase = toDecimal(rule.pointsPerBase);
  if (!value || !base || !perBase || base.lte(0) || perBase.lte(0) || value.lte(0)) return 0;
  const minimum = toDecimal(rule.minAmount) ?? new Dec(0);
  if (value.lt(minimum)) return 0;
  const blocks = value.div(base);
  const raw = rule.rounding === 'block_floor' ? blocks.floor().times(perBase).floor() : blocks.times(perBase);
  const points = roundWhole(raw);
  const cap = toDecimal(rule.maxPointsPerTxn);
  return cap && cap.gte(0) ? Math.min(points, cap.floor().toNumber()) : points;
};

/**
 * Whether a spend rule's maximum leaves every purchase at 0 points (a maximum from 0 to below 1,
 * which `calculateSpendPoints` floors to 0). The rule allows it, so owners are told, not stopped.
 */
export const spendCapGivesNothing = (rule: Pick<SpendRule, 'maxPointsPerTxn'>): boolean => {
  const cap = toDecimal(rule.maxPointsPerTxn);
  return cap !== null && cap.gte(0) && cap.lt(1);
};

/** Points for item lines: round(pointsPerUnit × quantity) per line, summed; unknown keys earn nothing. */
export const calculateItemPoints = (lines: readonly PurchaseLine[], rules: readonly ItemRule[]): number => {
  const byKey = new Map(rules.filter(isCountingItemRule).map((rule) => [rule.key.trim(), rule]));
  let total = 0;
  for (const line of lines) {
    const rule = byKey.get(line.key.trim());
    const quantity = toDecimal(line.quantity);
    const perUnit = toDecimal(rule?.pointsPerUnit);
    if (!rule || !quantity || !perUnit || quantity.lte(0)) continue;
    total += roundWhole(perUnit.times(quantity));
  }
  return total;
};

/** A purchase as the scanner records it. */
export interface Purchase {
  readonly amount?: DecimalInput;
  readonly lines?: readonly PurchaseLine[];
}

/** Points a purchase earns under a config: spend points plus item points, by the config's mode. */
export const calculatePurchasePoints = (purchase: Purchase, config: AccrualConfig): number => {
  const mode = deriveAccrualMode(config);
  const spend =
    mode !== 'items' && config.spend && purchase.amount !== undefined
      ? calculateSpendPoints(purchase.amount, config.spend)
      : 0;
  const items = mode !== 'spend' ? calculateItemPoints(purchase.lines ?? [], config.items) : 0;
  return spend + items;
};

/** requirements §4: both spend and item rules → hybrid; items only → items; otherwise spend. */
export const deriveAccrualMode = (config: Pick<AccrualConfig, 'spend' | 'items'>): AccrualMode => {
  const hasSpend = isCountingSpendRule(config.spend);
  const hasItems = config.items.some(isCountingItemRule);
  if (hasSpend && hasItems) return 'hybrid';
  return hasItems ? 'items' : 'spend';
};

/**
 * Bounds of a points rule. Balances are whole numbers kept as 32-bit integers (at most about 2.1
 * billion): a million points for one amount, item or purchase is far beyond any loyalty scheme and
 * still leaves room for thousands of purchases, while 99,999,999,999,999 would overflow at the first
 * scan. The amount a rate counts per goes from the smallest coin (0.01) to 100,000, above any purchase
 * a small business rings up.
 */
export const ACCRUAL_LIMITS = Object.freeze({
  maxPoints: 1_000_000,
  minBaseAmount: 0.01,
  maxBaseAmount: 100_000,
});

/** A field of a draft that is out of bounds, and how. */
export interface AccrualBoundsProblem {
  readonly field: string;
  readonly problem:
    | 'points_too_high'
    | 'amount_out_of_range'
    | 'currency_invalid'
    | 'negative'
    | 'key_duplicate'
    | 'not_whole';
}

const tooManyPoints = (value: DecimalInput | null): boolean =>
  toDecimal(value)?.gt(ACCRUAL_LIMITS.maxPoints) ?? false;
const negative = (value: DecimalInput | null | undefined): boolean => toDecimal(value)?.lt(0) ?? false;

/** The fields of a draft out of `ACCRUAL_LIMITS` (a blank or zero amount is the rule's own problem). */
export const accrualBoundsProblems = (
  draft: Pick<AccrualConfig, 'spend' | 'items'>,
): AccrualBoundsProblem[] => {
  const problems: AccrualBoundsProblem[] = [];
  const { spend } = draft;
  const base = toDecimal(spend?.baseAmount);
  // A blank currency only keeps the rule from counting; one that is there must be a code ("EUR").
  const currency = spend?.baseCurrency.trim() ?? '';
  if (currency && !/^[A-Za-z]{3}$/.test(currency))
    problems.push({ field: 'spend.baseCurrency', problem: 'currency_invalid' });
  if (spend && tooManyPoints(spend.pointsPerBase))
    problems.push({ field: 'spend.pointsPerBase', problem: 'points_too_high' });
  if (base?.gt(0) && (base.lt(ACCRUAL_LIMITS.minBaseAmount) || base.gt(ACCRUAL_LIMITS.maxBaseAmount)))
    problems.push({ field: 'spend.baseAmount', problem: 'amount_out_of_range' });
  // A negative amount would read as no rule, no minimum or no cap: refused, not guessed.
  for (const key of ['pointsPerBase', 'baseAmount', 'minAmount'] as const)
    if (negative(spend?.[key])) problems.push({ field: `spend.${key}`, problem: 'negative' });
  if (spend && tooManyPoints(spend.maxPointsPerTxn))
    problems.push({ field: 'spend.maxPointsPerTxn', problem: 'points_too_high' });
  if (negative(spend?.maxPointsPerTxn))
    problems.push({ field: 'spend.maxPointsPerTxn', problem: 'negative' });
  // Balances are whole points: a cap of 2.5 would be read as 2 without a word.
  const cap = toDecimal(spend?.maxPointsPerTxn);
  if (cap && !cap.isInteger()) problems.push({ field: 'spend.maxPointsPerTxn', problem: 'not_whole' });
  // A product key names one rule: a second one for it would silently win over the first.
  const keys = new Set<string>();
  draft.items.forEach((item, i) => {
    if (tooManyPoints(item.pointsPerUnit))
      problems.push({ field: `items.${i}.pointsPerUnit`, problem: 'points_too_high' });
    if (negative(item.pointsPerUnit))
      problems.push({ field: `items.${i}.pointsPerUnit`, problem: 'negative' });
    const key = item.key.trim();
    if (key && keys.has(key)) problems.push({ field: `items.${i}.key`, problem: 'key_duplicate' });
    keys.add(key);
  });
  return problems;
};

/** Why a draft cannot be saved. */
export type AccrualConfigProblem =
  'name_required' | 'rule_required' | 'not_number' | AccrualBoundsProblem['problem'];

/**
 * An amount or a count as a client sends it: a number, blank (not set), or a decimal written
 * plainly. Text such as "NaN", "1e3" or "0x10" is refused: read as no value, it dropped the
 * whole spend rule without a word.
 */
const isAmountInput = (value: string | number): boolean =>
  typeof value === 'number'
    ? Number.isFinite(value)
    : // "2." and ".5" are numbers as a number box reports them mid-typing.
      value.trim() === '' || /^-?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/.test(value.trim());

const Amount = z
  .union([z.string().max(24), z.number()], { error: 'accrual.not_number' })
  .refine(isAmountInput, { error: 'accrual.not_number' });

/** A points-rule draft as a client sends it: the requirements §3 fields; `validateAccrualConfig` checks the §5 rules. */
export const AccrualDraftSchema = z.object({
  name: z.string().max(120),
  spend: z
    .object({
      // Trimmed before the limit: the rule upper-cases and trims the currency anyway.
      baseCurrency: z.string().trim().max(3),
      baseAmount: Amount,
      pointsPerBase: Amount,
      rounding: z.enum(ROUNDING_MODES),
      minAmount: Amount,
      maxPointsPerTxn: Amount.nullable(),
    })
    .nullable(),
  items: z.array(z.object({ key: z.string().max(60), pointsPerUnit: Amount })).max(100),
  notesEnabled: z.boolean().optional(),
});
export type AccrualDraft = z.input<typeof AccrualDraftSchema>;

/**
 * Checks a points-rule draft (requirements §5): the name is trimmed and required, at least one rule
 * must count, the currency is upper-cased. The saved config keeps only counting item rules.
 */
export const validateAccrualConfig = (
  draft: unknown,
):
  | { ok: true; value: AccrualConfig & { mode: AccrualMode } }
  | { ok: false; problems: AccrualConfigProblem[]; field?: string } => {
  const parsed = AccrualDraftSchema.safeParse(draft);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    return issue?.message === 'accrual.not_number'
      ? { ok: false, problems: ['not_number'], field: issue.path.join('.') }
      : { ok: false, problems: ['rule_required'] };
  }
  const { name, spend, items, notesEnabled } = parsed.data;
  const [outOfBounds] = accrualBoundsProblems(parsed.data);
  if (outOfBounds) return { ok: false, problems: [outOfBounds.problem], field: outOfBounds.field };
  const normalizedSpend: SpendRule | null = spend
    ? { ...spend, baseCurrency: spend.baseCurrency.trim().toUpperCase() }
    : null;
  const config: AccrualConfig = {
    name: name.trim(),
    spend: isCountingSpendRule(normalizedSpend) ? normalizedSpend : null,
    items: items.filter(isCountingItemRule).map((item) => ({ ...item, key: item.key.trim() })),
    notesEnabled: notesEnabled ?? false,
  };
  const problems: AccrualConfigProblem[] = [];
  if (!config.name) problems.push('name_required');
  if (!config.spend && config.items.length === 0) problems.push('rule_required');
  return problems.length
    ? { ok: false, problems }
    : { ok: true, value: { ...config, mode: deriveAccrualMode(config) } };
};
