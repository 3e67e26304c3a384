import type { Card, CardGateway } from '#domain/cards/index.ts';
import type { ApiClient } from './api-client.ts';
import { settlePicked } from './settle.ts';

const card = (data: { data?: unknown }) => data.data as Card;
const cards = (data: { data?: unknown }) =>
  (Array.isArray(data.data) ? data.data : data.data ? [data.data] : []) as Card[];

/** CardGateway over the typed API client. */
export const createHttpCardGateway = (client: ApiClient): CardGateway => ({
  list: () => settlePicked(client.GET('/api/business-card'), cards),
  listTrash: () => settlePicked(client.GET('/api/business-card/trash'), cards),
  get: (id, version) =>
    settlePicked(
      client.GET('/api/business-card/{id}', { params: { path: { id }, query: { version } } }),
      card,
    ),
  create: (input) => settlePicked(client.POST('/api/business-card', { body: input as never }), card),
  update: (id, input) =>
    settlePicked(
      client.PUT('/api/business-card/{id}', { params: { path: { id } }, body: input as never }),
      card,
    ),
  publish: (id) =>
    settlePicked(client.POST('/api/business-card/{id}/publish', { params: { path: { id } } }), card),
  remove: (id, permanent) =>
    settlePicked(
      client.DELETE('/api/business-card/{id}', {
        params: { path: { id }, query: permanent ? { permanent: 'true' } : {} },
      }),
      () => undefined,
    ),
  restore: (id) =>
    settlePicked(client.POST('/api/business-card/{id}/restore', { params: { path: { id } } }), card),
  uploadImage: async (file, name) => {
    const form = new FormData();
    form.append('img', new File([await file.arrayBuffer()], name, { type: file.type }));
    return settlePicked(
      client.POST('/api/uploads', {
        body: form as never,
        bodySerializer: (body: unknown) => body as FormData,
      }),
      (data: { data?: unknown }) => data.data as { id: string; url: string },
    );
  },
});
