import type { CardRepository } from '../cards/index.ts';
import type { Clock } from '../shared/clock.port.ts';
import { domainError, err, ok, type Result } from '../shared/result.ts';
import {
  SEGMENT_CARD_NOT_FOUND,
  segmentStats,
  segmentsFor,
  type SegmentCounter,
  type SegmentList,
  type SegmentQuery,
} from './segments.ts';

/**
 * requirements §7 `GET api/segmentation/predefined`: the segments with their counts, and the filter
 * counts. Asked for one card, it lists the segments that card's holders can be in (the predefined
 * ones and those of its own questions) and counts only its holders, as a message to them would go.
 */
export const listSegments =
  ({
    cards,
    counter,
    clock,
  }: {
    cards: Pick<CardRepository, 'list'>;
    counter: SegmentCounter;
    clock: Clock;
  }) =>
  async (businessId: string, query: SegmentQuery = {}): Promise<Result<SegmentList>> => {
    const now = clock.now();
    const live = await cards.list(businessId, { trashed: false });
    const cardId = query.cardId ?? null;
    if (cardId && !live.some((c) => c.id === cardId))
      return err(domainError(SEGMENT_CARD_NOT_FOUND, undefined, 'cardId'));
    const defined = segmentsFor(live, now).filter((s) => !cardId || s.cardId === null || s.cardId === cardId);
    // The last count is everyone: the "customers" figure of the view.
    const counts = await counter.count(
      businessId,
      [...defined.map((s) => s.criteria), { kind: 'everyone' }],
      now,
      cardId,
    );
    const segments = defined.map((s, i) => ({ ...s, customerCount: counts[i] ?? 0 }));
    return ok({ segments, stats: { ...segmentStats(segments), customers: counts[defined.length] ?? 0 } });
  };
