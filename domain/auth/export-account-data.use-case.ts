import type { Clock } from '../shared/clock.port.ts';
import { ok, type DomainError, type Result } from '../shared/result.ts';
import type { AccountDataStore, ArchiveWriter } from './account-data.ts';
import type { Principal } from './account.ts';

/** The customer list as CSV rows (the customers export with its default columns). */
export type CustomerRows = (
  businessId: string,
) => Promise<Result<{ rows: AsyncIterable<readonly string[]> }, DomainError>>;

/**
 * The data export of the account page (`GET /api/users/me/export`): a zip with every record of
 * the business as JSON, one file per kind, and the customers as the CSV the customers page
 * exports. Credentials (password, token and key digests) are left out: they are not the
 * business's data, and an export file travels.
 */
export const exportAccountData =
  (deps: { data: AccountDataStore; archive: ArchiveWriter; customerRows: CustomerRows; clock: Clock }) =>
  async (principal: Principal): Promise<Result<{ fileName: string; bytes: Uint8Array }>> => {
    const records = await deps.data.records(principal.businessId);
    const customers = await deps.customerRows(principal.businessId);
    const day = deps.clock.now().toISOString().slice(0, 10);
    const bytes = await deps.archive.zip([
      ...Object.entries(records).map(([table, rows]) => ({ name: `${table}.json`, json: rows })),
      ...(customers.ok ? [{ name: 'customers.csv', csv: customers.value.rows }] : []),
    ]);
    return ok({ fileName: `passdeck-export_${day}.zip`, bytes });
  };
