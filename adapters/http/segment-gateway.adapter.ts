import { SegmentsReplySchema, type SegmentGateway } from '#domain/segments/index.ts';
import type { ApiClient } from './api-client.ts';
import { settle } from './settle.ts';

/** SegmentGateway over the typed API client. */
export const createHttpSegmentGateway = (client: ApiClient): SegmentGateway => ({
  list: (query) =>
    settle(
      client.GET('/api/segmentation/predefined', query ? { params: { query } } : {}),
      SegmentsReplySchema,
    ),
});
