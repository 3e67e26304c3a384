import type { ClockAndIds } from '../shared/id-generator.port.ts';
import { toDecimal, type DecimalInput } from '../shared/decimal.ts';
import { domainError, err, ok, type Result } from '../shared/result.ts';
import { validateAccrualConfig, type AccrualConfig, type AccrualConfigProblem } from './accrual.ts';
import type { AccrualConfigRepository, StoredAccrualConfig } from './accrual-config.repository.port.ts';

/** Message codes of points rules (texts in locales/<lang>/errors.json). */
export const ACCRUAL_ERRORS = Object.freeze({
  notFound: 'accrual.not_found',
  nameRequired: 'accrual.name_required',
  ruleRequired: 'accrual.rule_required',
  pointsTooHigh: 'accrual.points_too_high',
  amountOutOfRange: 'accrual.amount_out_of_range',
  currencyInvalid: 'accrual.currency_invalid',
  negative: 'accrual.negative',
  keyDuplicate: 'accrual.key_duplicate',
  notWhole: 'accrual.not_whole',
  notNumber: 'accrual.not_number',
});

/** The error of a draft `validateAccrualConfig` refused, on the field to show it at. */
export const accrualProblemError = ({
  problems,
  field,
}: {
  problems: readonly AccrualConfigProblem[];
  field?: string;
}) => {
  if (problems.includes('points_too_high'))
    return domainError(ACCRUAL_ERRORS.pointsTooHigh, undefined, field);
  if (problems.includes('amount_out_of_range'))
    return domainError(ACCRUAL_ERRORS.amountOutOfRange, undefined, field);
  if (problems.includes('currency_invalid'))
    return domainError(ACCRUAL_ERRORS.currencyInvalid, undefined, field);
  if (problems.includes('negative')) return domainError(ACCRUAL_ERRORS.negative, undefined, field);
  if (problems.includes('key_duplicate')) return domainError(ACCRUAL_ERRORS.keyDuplicate, undefined, field);
  if (problems.includes('not_whole')) return domainError(ACCRUAL_ERRORS.notWhole, undefined, field);
  if (problems.includes('not_number')) return domainError(ACCRUAL_ERRORS.notNumber, undefined, field);
  return problems.includes('name_required')
    ? domainError(ACCRUAL_ERRORS.nameRequired, undefined, 'name')
    : domainError(ACCRUAL_ERRORS.ruleRequired, undefined, 'spend');
};

const decimalText = (value: DecimalInput): string => toDecimal(value)?.toFixed() ?? '0';

/** Amounts as canonical decimal strings ("5", "12.45"), whatever the client sent. */
const canonical = <T extends AccrualConfig>(config: T): T => ({
  ...config,
  spend: config.spend && {
    ...config.spend,
    baseAmount: decimalText(config.spend.baseAmount),
    pointsPerBase: decimalText(config.spend.pointsPerBase),
    minAmount: decimalText(config.spend.minAmount),
    maxPointsPerTxn: config.spend.maxPointsPerTxn === null ? null : decimalText(config.spend.maxPointsPerTxn),
  },
  items: config.items.map((item) => ({ key: item.key, pointsPerUnit: decimalText(item.pointsPerUnit) })),
});

interface Deps extends ClockAndIds {
  readonly accruals: AccrualConfigRepository;
}

/** The business's points rules, archived ones included (the page filters them). */
export const listAccrualConfigs =
  ({ accruals }: Pick<Deps, 'accruals'>) =>
  (businessId: string): Promise<StoredAccrualConfig[]> =>
    accruals.list(businessId);

/** Creates a points rule after the requirements §5 checks; the server never trusts the dialog's own check. */
export const createAccrualConfig =
  ({ accruals, ids, clock }: Deps) =>
  async (businessId: string, draft: unknown): Promise<Result<StoredAccrualConfig>> => {
    const checked = validateAccrualConfig(draft);
    if (!checked.ok) return err(accrualProblemError(checked));
    const now = clock.now();
    const config: StoredAccrualConfig = {
      ...canonical(checked.value),
      id: ids.id(),
      businessId,
      archived: false,
      createdAt: now,
      updatedAt: now,
    };
    await accruals.insert(config);
    return ok(config);
  };

/**
 * Replaces a points rule; `archived: true` archives it instead of deleting, so passes and
 * the ledger keep explaining past purchases. Cards linked to it keep earning by it.
 */
export const updateAccrualConfig =
  ({ accruals, clock }: Omit<Deps, 'ids'>) =>
  async (
    businessId: string,
    id: string,
    draft: unknown,
    archived: boolean | undefined,
  ): Promise<Result<StoredAccrualConfig>> => {
    const current = await accruals.find(businessId, id);
    if (!current) return err(domainError(ACCRUAL_ERRORS.notFound));
    const checked = validateAccrualConfig(draft);
    if (!checked.ok) {
      // A rule saved before a check was added (a negative maximum, a product twice) can still be
      // archived or restored as it is: only its flag changes.
      const legacy = checked.problems.every(
        (problem) => problem === 'negative' || problem === 'key_duplicate',
      );
      if (!legacy || archived === undefined || archived === current.archived)
        return err(accrualProblemError(checked));
      const { name, spend, items, notesEnabled, mode } = current;
      const flagged = await accruals.update(businessId, id, {
        ...{ name, spend, items, notesEnabled, mode },
        archived,
        updatedAt: clock.now(),
      });
      return flagged ? ok(flagged) : err(domainError(ACCRUAL_ERRORS.notFound));
    }
    const updated = await accruals.update(businessId, id, {
      ...canonical(checked.value),
      archived: archived ?? current.archived,
      updatedAt: clock.now(),
    });
    return updated ? ok(updated) : err(domainError(ACCRUAL_ERRORS.notFound));
  };
