import { createToken } from '../shared/token.ts';
import type { listSegments } from './list-segments.use-case.ts';
import type { SegmentGateway, loadSegments } from './segment-client.use-case.ts';
import type { SegmentCounter } from './segments.ts';

export const SegmentCounterToken = createToken<SegmentCounter>('segments.Counter');
export const ListSegments = createToken<ReturnType<typeof listSegments>>('segments.List');
export const SegmentGatewayToken = createToken<SegmentGateway>('segments.Gateway');
export const LoadSegments = createToken<ReturnType<typeof loadSegments>>('segments.Load');
