import { z } from 'zod';
import { domainError, err, ok, type Result } from '../shared/result.ts';
import type { CustomerDirectory } from './customer-directory.ts';
import { CUSTOMER_ERRORS } from './customer-errors.ts';

/** The customer just deleted. */
export const DeletedCustomerSchema = z.object({ id: z.string() });

/**
 * Removes a customer's pass with its history. The pass on the phone stops updating (the wallet
 * web service no longer knows its serial); statistics already rolled up keep their counts.
 */
export const deleteCustomer =
  ({ directory }: { directory: Pick<CustomerDirectory, 'remove'> }) =>
  async (businessId: string, holderId: string): Promise<Result<z.infer<typeof DeletedCustomerSchema>>> => {
    const removed = await directory.remove(businessId, holderId);
    return removed ? ok({ id: removed.id }) : err(domainError(CUSTOMER_ERRORS.holderNotFound));
  };
