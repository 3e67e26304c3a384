import { planRefusalOf } from '../shared/plan-refusal.ts';
import type { ScanActionId } from '../scanner/index.ts';
import { domainError, err, failedAs, ok, type Result } from '../shared/result.ts';
import type { CustomerFilter, CustomerListQuery } from './customer-directory.ts';
import type { CustomerDirectoryGateway } from './customer-directory.port.ts';
import { exportFileName } from './export-customers.use-case.ts';

/** Message codes of the customers page (texts in locales/<lang>/errors.json). */
export const DIRECTORY_ERRORS = Object.freeze({
  loadFailed: 'customers.load_failed',
  actionFailed: 'customers.action_failed',
  deleteFailed: 'customers.delete_failed',
  exportFailed: 'customers.export_failed',
});

/** A failed call as the page's own code, keeping the server's text (an input refusal stays as it is). */
const failingAs = <T>(code: string, result: Result<T>): Result<T> =>
  result.ok ? result : err(failedAs(code, result.error));

/** A page of customers for the table. */
export const loadCustomers =
  ({ gateway }: { gateway: CustomerDirectoryGateway }) =>
  async (query: Partial<CustomerListQuery>) =>
    failingAs(DIRECTORY_ERRORS.loadFailed, await gateway.list(query));

/** One customer's details. */
export const loadCustomerDetails =
  ({ gateway }: { gateway: CustomerDirectoryGateway }) =>
  async (id: string) =>
    failingAs(DIRECTORY_ERRORS.loadFailed, await gateway.details(id));

/** A counter change from the details (requirements §7 action: value default 1, the dashboard's note). */
export const changeCustomer =
  ({ gateway }: { gateway: CustomerDirectoryGateway }) =>
  async (id: string, actionId: ScanActionId, value?: number): Promise<Result<unknown>> => {
    const result = await gateway.action(id, {
      actionId,
      ...(value === undefined ? {} : { value }),
      notes: 'Action performed via dashboard',
    });
    // The server's refusal (e.g. a coupon already redeemed) keeps its own code and text.
    return result.ok
      ? result
      : err(result.error.code ? result.error : domainError(DIRECTORY_ERRORS.actionFailed));
  };

/** Deletes a customer after the confirmation. */
export const removeCustomer =
  ({ gateway }: { gateway: CustomerDirectoryGateway }) =>
  async (id: string) =>
    failingAs(DIRECTORY_ERRORS.deleteFailed, await gateway.remove(id));

/**
 * The export file for the table's filter, its dates in the viewer's time zone: named by
 * `Content-Disposition`, else `passusers_{date}.csv`; a failure reads "Export failed (status):
 * statusText", or the server's message (requirements §7, §8). Custom-field columns are asked away
 * only when off (requirements §7).
 */
export const downloadCustomerExport =
  ({ gateway, clock }: { gateway: CustomerDirectoryGateway; clock: { now(): Date } }) =>
  async (
    filter: Partial<CustomerFilter>,
    { timeZone, includeCustomFields = true }: { timeZone: string; includeCustomFields?: boolean },
  ): Promise<Result<{ fileName: string; bytes: Uint8Array }>> => {
    const result = await gateway.export({
      ...filter,
      tz: timeZone,
      ...(includeCustomFields ? {} : { includeCustomFields: 'false' as const }),
    });
    if (result.ok)
      return ok({
        fileName: result.value.fileName || exportFileName(clock.now(), timeZone),
        bytes: result.value.bytes,
      });
    const { status, statusText, message, code } = result.error;
    // A plan's refusal keeps its code: the screen offers the upgrade instead of an error.
    if (code && planRefusalOf({ code })) return err(domainError(code, message));
    return err(
      domainError(DIRECTORY_ERRORS.exportFailed, message || `Export failed (${status}): ${statusText}`),
    );
  };
