import { createToken, useCaseTokens } from '../shared/token.ts';
import type * as listSegmentsUseCase from './list-segments.use-case.ts';
import type * as segmentClientUseCase from './segment-client.use-case.ts';
import type { SegmentGateway } from './segment-client.use-case.ts';
import type { SegmentCounter } from './segments.ts';

export const SegmentCounterToken = createToken<SegmentCounter>('segments.Counter');
export const SegmentGatewayToken = createToken<SegmentGateway>('segments.Gateway');

/** The slice's use cases, one token per factory. */
export const SegmentUseCases = useCaseTokens<typeof listSegmentsUseCase & typeof segmentClientUseCase>(
  'segments',
);
