import type { CardRepository } from '../cards/index.ts';
import { domainError, err, ok, type Result } from '../shared/result.ts';
import type { CustomerDirectory } from './customer-directory.ts';
import { CUSTOMER_ERRORS } from './customer-errors.ts';
import { toCustomerDetails, type CustomerDetails } from './customer-view.ts';

/** Ledger entries the details show. */
export const HISTORY_LIMIT = 50;

/** One customer of the business with their card's reading of the counters and their history. */
export const customerDetails =
  ({ directory, cards }: { directory: CustomerDirectory; cards: Pick<CardRepository, 'find'> }) =>
  async (businessId: string, holderId: string): Promise<Result<CustomerDetails>> => {
    const record = await directory.find(businessId, holderId);
    if (!record) return err(domainError(CUSTOMER_ERRORS.holderNotFound));
    const [card, history] = await Promise.all([
      cards.find(businessId, record.cardId),
      directory.history(businessId, holderId, HISTORY_LIMIT),
    ]);
    if (!card) return err(domainError(CUSTOMER_ERRORS.holderNotFound));
    return ok(toCustomerDetails(record, card.content, history));
  };
