import { TestStatusSchema, type TestStatusGateway } from '#domain/testing-wizard/index.ts';
import type { ApiClient } from './api-client.ts';
import { settle } from './settle.ts';

/** TestStatusGateway over the typed API client. */
export const createHttpTestStatusGateway = (client: ApiClient): TestStatusGateway => ({
  status: (cardId) =>
    settle(
      client.GET('/api/business-card/{id}/test-status', { params: { path: { id: cardId } } }),
      TestStatusSchema,
    ),
});
