import type { MessageGateway } from '#domain/messaging/index.ts';
import type { ApiClient } from './api-client.ts';
import { settlePicked } from './settle.ts';

/** MessageGateway over the typed API client. */
export const createHttpMessageGateway = (client: ApiClient): MessageGateway => ({
  send: (businessCardId, message, { segmentKey, passUserId }) =>
    settlePicked(
      client.POST('/api/message', {
        body: {
          message,
          businessCardId,
          ...(segmentKey ? { segmentKey } : {}),
          ...(passUserId ? { passUserId } : {}),
        },
      }),
      (body: { message: string; recipients: number }) => ({
        message: body.message,
        recipients: body.recipients,
      }),
    ),
  stats: (cardId) =>
    settlePicked(
      client.GET('/api/business-card/{id}/stats', { params: { path: { id: cardId } } }),
      (body: { data?: unknown }) => body.data,
    ),
});
