import { CardStatisticsSchema, SentMessageSchema, type MessageGateway } from '#domain/messaging/index.ts';
import type { ApiClient } from './api-client.ts';
import { settle } from './settle.ts';

/** MessageGateway over the typed API client. */
export const createHttpMessageGateway = (client: ApiClient): MessageGateway => ({
  send: (businessCardId, message, { segmentKey, passUserId }) =>
    settle(
      client.POST('/api/message', {
        body: {
          message,
          businessCardId,
          ...(segmentKey ? { segmentKey } : {}),
          ...(passUserId ? { passUserId } : {}),
        },
      }),
      SentMessageSchema,
    ),
  stats: (cardId) =>
    settle(
      client.GET('/api/business-card/{id}/stats', { params: { path: { id: cardId } } }),
      CardStatisticsSchema,
    ),
});
