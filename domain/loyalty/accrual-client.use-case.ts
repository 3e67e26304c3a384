import { domainError, err, failedAs, ok, type DomainError, type Result } from '../shared/result.ts';
import { TRANSPORT_ERRORS } from '../shared/transport-errors.ts';
import { validateAccrualConfig, type AccrualConfig, type AccrualMode } from './accrual.ts';
import type { AccrualConfigJson } from './accrual-config-json.ts';
import type { AccrualGateway } from './accrual-gateway.port.ts';
import { accrualProblemError } from './accrual-configs.use-case.ts';

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

const toView = (json: AccrualConfigJson): AccrualConfigView => ({
  id: json._id,
  name: json.name,
  mode: json.mode,
  spend: json.spend,
  items: json.items,
  notesEnabled: json.notesEnabled,
  archived: json.archived,
});

const failed = (error: DomainError, code: string) =>
  err(
    error.code === TRANSPORT_ERRORS.malformedReply
      ? domainError(ACCRUAL_CLIENT_ERRORS.invalidData)
      : failedAs(code, error),
  );

/** Loads the points rules; an answer that does not match the contract is "invalid data". */
export const loadAccrualConfigs =
  ({ gateway }: { gateway: AccrualGateway }) =>
  async (): Promise<Result<AccrualConfigView[]>> => {
    const result = await gateway.list();
    return result.ok ? ok(result.value.map(toView)) : failed(result.error, ACCRUAL_CLIENT_ERRORS.loadFailed);
  };

const saved = (result: Result<AccrualConfigJson>): Result<AccrualConfigView> =>
  result.ok ? ok(toView(result.value)) : failed(result.error, ACCRUAL_CLIENT_ERRORS.saveFailed);

/** Creates (no id) or replaces a points rule; the requirements §5 checks run before anything is sent. */
export const saveAccrualConfig =
  ({ gateway }: { gateway: AccrualGateway }) =>
  async (id: string | null, draft: AccrualConfig): Promise<Result<AccrualConfigView>> => {
    const checked = validateAccrualConfig(draft);
    if (!checked.ok) return err(accrualProblemError(checked));
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
