import type { CardRepository } from '../cards/index.ts';
import type { Clock } from '../shared/clock.port.ts';
import { segmentStats, segmentsFor, type SegmentCounter, type SegmentList } from './segments.ts';

/** requirements §7 `GET api/segmentation/predefined`: the segments with their counts, and the filter counts. */
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
  async (businessId: string): Promise<SegmentList> => {
    const now = clock.now();
    const defined = segmentsFor(await cards.list(businessId, { trashed: false }), now);
    // The last count is everyone: the "customers" figure of the view.
    const counts = await counter.count(
      businessId,
      [...defined.map((s) => s.criteria), { kind: 'everyone' }],
      now,
    );
    const segments = defined.map((s, i) => ({ ...s, customerCount: counts[i] ?? 0 }));
    return { segments, stats: { ...segmentStats(segments), customers: counts[defined.length] ?? 0 } };
  };
