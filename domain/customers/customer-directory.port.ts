import type { ScanActionId } from '../scanner/index.ts';
import type { Result } from '../shared/result.ts';
import type { CustomerListQuery } from './customer-directory.ts';
import type { ExportRequest } from './export-customers.use-case.ts';
import type { CustomerDetails, CustomerView } from './customer-view.ts';

/** A failed export as the server answered it (requirements §8 Export). */
export interface ExportFailure {
  readonly status: number;
  readonly statusText: string;
  readonly message?: string;
  /** The server's refusal code, when it sent one (a plan's `plan.free`, issue 24). */
  readonly code?: string;
}

/** The dashboard's view of the customers API. */
export interface CustomerDirectoryGateway {
  list(
    query: Partial<CustomerListQuery>,
  ): Promise<Result<{ items: CustomerView[]; total: number; page: number; pageSize: number }>>;
  details(id: string): Promise<Result<CustomerDetails>>;
  action(
    id: string,
    body: { actionId: ScanActionId; value?: number; notes?: string },
  ): Promise<Result<unknown>>;
  remove(id: string): Promise<Result<{ id: string }>>;
  export(
    query: ExportRequest,
  ): Promise<Result<{ fileName: string | null; bytes: Uint8Array }, ExportFailure>>;
}
