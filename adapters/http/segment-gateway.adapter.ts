import type { SegmentGateway } from '#domain/segments/index.ts';
import type { ApiClient } from './api-client.ts';
import { settlePicked } from './settle.ts';

/** SegmentGateway over the typed API client. */
export const createHttpSegmentGateway = (client: ApiClient): SegmentGateway => ({
  list: () =>
    settlePicked(client.GET('/api/segmentation/predefined'), (body: { data: unknown }) => body.data),
});
