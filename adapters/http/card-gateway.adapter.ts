import { z } from 'zod';
import { CARD_ERRORS, CardSchema, type CardContent, type CardGateway } from '#domain/cards/index.ts';
import { UploadedImageSchema } from '#domain/files/index.ts';
import { domainError } from '#domain/shared/index.ts';
import type { ApiClient } from './api-client.ts';
import { refusalError, settle, type ApiRefusal } from './settle.ts';

/** requirements §7: `GET /api/business-card` answers a list, or one card. */
const Cards = z
  .union([z.array(CardSchema), CardSchema])
  .transform((data) => (Array.isArray(data) ? data : [data]));
/** A delete answers only the envelope's message. */
const Done = z.unknown().transform(() => undefined);

// The domain's read-only level list, as the request body's JSON array.
const bodyOf = (content: CardContent) => ({
  ...content,
  loyaltySettings: { ...content.loyaltySettings, levels: [...content.loyaltySettings.levels] },
});

/** A card that is not the business's (or not there) is the domain's "not found", whatever the server's code says. */
const missingCard = (refusal: ApiRefusal) =>
  refusal.status === 404 ? domainError(CARD_ERRORS.notFound, refusal.message) : refusalError(refusal);

/** CardGateway over the typed API client. */
export const createHttpCardGateway = (client: ApiClient): CardGateway => ({
  list: () => settle(client.GET('/api/business-card'), Cards),
  listTrash: () => settle(client.GET('/api/business-card/trash'), Cards),
  get: (id, version) =>
    settle(
      client.GET('/api/business-card/{id}', { params: { path: { id }, query: { version } } }),
      CardSchema,
      missingCard,
    ),
  create: (content) => settle(client.POST('/api/business-card', { body: bodyOf(content) }), CardSchema),
  update: (id, content) =>
    settle(
      client.PUT('/api/business-card/{id}', { params: { path: { id } }, body: bodyOf(content) }),
      CardSchema,
    ),
  publish: (id) =>
    settle(client.POST('/api/business-card/{id}/publish', { params: { path: { id } } }), CardSchema),
  discardDraft: (id) =>
    settle(
      client.DELETE('/api/business-card/{id}/draft', { params: { path: { id } } }),
      CardSchema,
      missingCard,
    ),
  remove: (id, permanent) =>
    settle(
      client.DELETE('/api/business-card/{id}', {
        params: { path: { id }, query: permanent ? { permanent: 'true' } : {} },
      }),
      Done,
    ),
  restore: (id) =>
    settle(client.POST('/api/business-card/{id}/restore', { params: { path: { id } } }), CardSchema),
  uploadImage: async (file, name) => {
    const img = new File([await file.arrayBuffer()], name, { type: file.type });
    return settle(
      client.POST('/api/uploads', {
        body: { img },
        bodySerializer: (body) => {
          const form = new FormData();
          form.append('img', body.img);
          return form;
        },
      }),
      UploadedImageSchema,
    );
  },
});
