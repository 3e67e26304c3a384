import { TestStatusSchema, type TestStatusGateway } from '#domain/testing-wizard/index.ts';
import type { ApiClient } from './api-client.ts';
import { settlePicked } from './settle.ts';

/** TestStatusGateway over the typed API client; the answer is parsed, not trusted. */
export const createHttpTestStatusGateway = (client: ApiClient): TestStatusGateway => ({
  status: (cardId) =>
    settlePicked(
      client.GET('/api/business-card/{id}/test-status', { params: { path: { id: cardId } } }),
      (body: { data: unknown }) => TestStatusSchema.parse(body.data),
    ),
});
