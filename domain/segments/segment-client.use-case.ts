import { domainError, err, ok, type Result } from '../shared/result.ts';
import type { Segment } from './segments.ts';

/** The dashboard's view of `GET api/segmentation/predefined`. */
export interface SegmentGateway {
  list(): Promise<Result<unknown>>;
}

/** Message code of a failed segments load. */
export const SEGMENTS_LOAD_FAILED = 'segments.load_failed';

/** requirements §7: the reply is a list of segments or `{ segments, stats }`; both read as a list. */
export const loadSegments =
  ({ gateway }: { gateway: SegmentGateway }) =>
  async (): Promise<Result<Segment[]>> => {
    const result = await gateway.list();
    if (!result.ok) return err(domainError(SEGMENTS_LOAD_FAILED, result.error.message));
    const value = result.value as { segments?: unknown } | unknown[] | null;
    const list = Array.isArray(value) ? value : Array.isArray(value?.segments) ? value.segments : [];
    return ok(
      (list as Partial<Segment>[])
        .filter((s) => s && typeof s.key === 'string')
        .map((s) => ({ ...s, customerCount: Number(s.customerCount) || 0 }) as Segment),
    );
  };
