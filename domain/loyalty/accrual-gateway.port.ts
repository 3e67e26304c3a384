import type { Result } from '../shared/result.ts';
import type { AccrualConfig } from './accrual.ts';
import type { AccrualConfigJson } from './accrual-config-json.ts';

/** The dashboard's view of `/api/accrual-configs` (requirements §7; answers read `data.data`). */
export interface AccrualGateway {
  list(): Promise<Result<AccrualConfigJson[]>>;
  create(draft: AccrualConfig): Promise<Result<AccrualConfigJson>>;
  update(id: string, draft: AccrualConfig, archived?: boolean): Promise<Result<AccrualConfigJson>>;
}
