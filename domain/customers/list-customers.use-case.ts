import type { CardRepository, StoredCard } from '../cards/index.ts';
import type { Clock } from '../shared/clock.port.ts';
import { domainError, err, ok, type Result } from '../shared/result.ts';
import { segmentsFor, type SegmentCriteria } from '../segments/index.ts';
import type {
  CustomerDirectory,
  CustomerFilter,
  CustomerListQuery,
  CustomerSelection,
} from './customer-directory.ts';
import { toCustomerView, type CustomerView } from './customer-view.ts';

/** Message code of an unknown segment in a customers filter. */
export const SEGMENT_NOT_FOUND = 'segments.not_found';

/** Resolves the filter's segment key into criteria, from the business's current cards. */
export const selectionFor = (
  businessCards: readonly Pick<StoredCard, 'id' | 'content'>[],
  filter: CustomerFilter,
  now: Date,
): Result<CustomerSelection> => {
  const { segment, ...rest } = filter;
  let audience: SegmentCriteria | null = null;
  if (segment) {
    const found = segmentsFor(businessCards, now).find((s) => s.key === segment);
    if (!found) return err(domainError(SEGMENT_NOT_FOUND, undefined, 'segment'));
    audience = found.criteria;
  }
  return ok({ ...rest, audience });
};

/** A page of the business's customers, filtered and sorted by the database. */
export const listCustomers =
  ({
    directory,
    cards,
    clock,
  }: {
    directory: CustomerDirectory;
    cards: Pick<CardRepository, 'list'>;
    clock: Clock;
  }) =>
  async (
    businessId: string,
    query: CustomerListQuery,
  ): Promise<Result<{ items: CustomerView[]; total: number; page: number; pageSize: number }>> => {
    const now = clock.now();
    // The cards are read only when a segment needs them.
    const selection = selectionFor(
      query.segment ? await cards.list(businessId, { trashed: false }) : [],
      query,
      now,
    );
    if (!selection.ok) return selection;
    const { items, total } = await directory.list(businessId, selection.value, query, now);
    return ok({ items: items.map(toCustomerView), total, page: query.page, pageSize: query.pageSize });
  };
