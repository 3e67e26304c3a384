import type { Result } from '../shared/result.ts';

/** The dashboard's view of `/api/accrual-configs` (requirements §7; answers read `data.data`). */
export interface AccrualGateway {
  list(): Promise<Result<unknown>>;
  create(draft: unknown): Promise<Result<unknown>>;
  update(id: string, draft: unknown, archived?: boolean): Promise<Result<unknown>>;
}
