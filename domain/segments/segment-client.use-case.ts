import { z } from 'zod';
import { err, failedAs, ok, type Result } from '../shared/result.ts';
import { SegmentListSchema, SegmentSchema, type Segment } from './segments.ts';

/** requirements §7: the reply is a list of segments or `{ segments, stats }`; both read as a list. */
export const SegmentsReplySchema = z
  .union([z.array(SegmentSchema), SegmentListSchema])
  .transform((reply) => (Array.isArray(reply) ? reply : reply.segments));

/** The dashboard's view of `GET api/segmentation/predefined`, for the business or one card. */
export interface SegmentGateway {
  list(query?: { cardId?: string }): Promise<Result<Segment[]>>;
}

/** Message code of a failed segments load. */
export const SEGMENTS_LOAD_FAILED = 'segments.load_failed';

/**
 * The segments of the business, or those one card's holders can be in with that card's counts (the
 * message composer's); a failed load keeps the server's message under one code.
 */
export const loadSegments =
  ({ gateway }: { gateway: SegmentGateway }) =>
  async (cardId?: string): Promise<Result<Segment[]>> => {
    const result = await gateway.list(cardId ? { cardId } : undefined);
    return result.ok ? ok(result.value) : err(failedAs(SEGMENTS_LOAD_FAILED, result.error));
  };
