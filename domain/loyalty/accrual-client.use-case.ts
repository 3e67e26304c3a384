import { z } from 'zod';
import { domainError, err, ok, type Result } from '../shared/result.ts';
import { ROUNDING_MODES, validateAccrualConfig, type AccrualConfig, type AccrualMode } from './accrual.ts';
import type { AccrualGateway } from './accrual-gateway.port.ts';
import { ACCRUAL_ERRORS } from './accrual-configs.use-case.ts';

/** A points rule as the dashboard shows it. */
export interface AccrualConfigView extends AccrualConfig {
  readonly id: string;
  readonly mode: AccrualMode;
  readonly archived: boolean;
}

/** Failures of the points-rules page (texts in locales/<lang>/errors.json). */
export const ACCRUAL_CLIENT_ERRORS = Object.freeze({
  loadFailed: 'accrual.load_failed',
  saveFailed: 'accrual.save_failed',
  invalidData: 'accrual.invalid_data',
});

const amount = z.union([z.string(), z.number()]);
const RawConfigSchema = z.object({
  _id: z.string(),
  name: z.string().catch(''),
  mode: z.enum(['spend', 'items', 'hybrid']).catch('spend'),
  spend: z
    .object({
      baseCurrency: z.string(),
      baseAmount: amount,
      pointsPerBase: amount,
      rounding: z.enum(ROUNDING_MODES).catch('exact'),
      minAmount: amount.catch('0'),
      maxPointsPerTxn: amount.nullable().catch(null),
    })
    .nullable()
    .catch(null),
  items: z.array(z.object({ key: z.string(), pointsPerUnit: amount })).catch([]),
  notesEnabled: z.boolean().catch(false),
  archived: z.boolean().catch(false),
});

const toView = (raw: z.infer<typeof RawConfigSchema>): AccrualConfigView => ({
  id: raw._id,
  name: raw.name,
  mode: raw.mode,
  spend: raw.spend,
  items: raw.items,
  notesEnabled: raw.notesEnabled,
  archived: raw.archived,
});

/** Loads the points rules; entries that are not configs are dropped, a non-list is "invalid data". */
export const loadAccrualConfigs =
  ({ gateway }: { gateway: AccrualGateway }) =>
  async (): Promise<Result<AccrualConfigView[]>> => {
    const result = await gateway.list();
    if (!result.ok) return err(domainError(ACCRUAL_CLIENT_ERRORS.loadFailed, result.error.message));
    if (!Array.isArray(result.value)) return err(domainError(ACCRUAL_CLIENT_ERRORS.invalidData));
    return ok(
      result.value.flatMap((raw) => {
        const parsed = RawConfigSchema.safeParse(raw);
        return parsed.success ? [toView(parsed.data)] : [];
      }),
    );
  };

const saved = (result: Result<unknown>): Result<AccrualConfigView> => {
  if (!result.ok) return err(domainError(ACCRUAL_CLIENT_ERRORS.saveFailed, result.error.message));
  const parsed = RawConfigSchema.safeParse(result.value);
  return parsed.success ? ok(toView(parsed.data)) : err(domainError(ACCRUAL_CLIENT_ERRORS.invalidData));
};

/** Creates (no id) or replaces a points rule; the requirements §5 checks run before anything is sent. */
export const saveAccrualConfig =
  ({ gateway }: { gateway: AccrualGateway }) =>
  async (id: string | null, draft: AccrualConfig): Promise<Result<AccrualConfigView>> => {
    const checked = validateAccrualConfig(draft);
    if (!checked.ok)
      return err(
        domainError(
          checked.problems.includes('name_required')
            ? ACCRUAL_ERRORS.nameRequired
            : ACCRUAL_ERRORS.ruleRequired,
        ),
      );
    const { mode: _mode, ...body } = checked.value;
    return saved(id ? await gateway.update(id, body) : await gateway.create(body));
  };

/** Archives (or brings back) a points rule; configs are never deleted. */
export const setAccrualArchived =
  ({ gateway }: { gateway: AccrualGateway }) =>
  async (config: AccrualConfigView, archived: boolean): Promise<Result<AccrualConfigView>> => {
    const { id, mode: _mode, archived: _was, ...body } = config;
    return saved(await gateway.update(id, body, archived));
  };
