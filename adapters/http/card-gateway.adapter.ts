import type { Card, CardGateway } from '#domain/cards/index.ts';
import type { ApiClient } from './api-client.ts';
import { settle } from './settle.ts';

const card = (data: { data?: unknown }) => data.data as Card;
const cards = (data: { data?: unknown }) =>
  (Array.isArray(data.data) ? data.data : data.data ? [data.data] : []) as Card[];

/** CardGateway over the typed API client. */
export const createHttpCardGateway = (client: ApiClient): CardGateway => ({
  list: () => settle(client.GET('/api/business-card'), cards),
  listTrash: () => settle(client.GET('/api/business-card/trash'), cards),
  get: (id, version) =>
    settle(client.GET('/api/business-card/{id}', { params: { path: { id }, query: { version } } }), card),
  create: (input) => settle(client.POST('/api/business-card', { body: input as never }), card),
  update: (id, input) =>
    settle(client.PUT('/api/business-card/{id}', { params: { path: { id } }, body: input as never }), card),
  publish: (id) => settle(client.POST('/api/business-card/{id}/publish', { params: { path: { id } } }), card),
  remove: (id, permanent) =>
    settle(
      client.DELETE('/api/business-card/{id}', {
        params: { path: { id }, query: permanent ? { permanent: 'true' } : {} },
      }),
      () => undefined,
    ),
  restore: (id) => settle(client.POST('/api/business-card/{id}/restore', { params: { path: { id } } }), card),
  uploadImage: async (file, name) => {
    const form = new FormData();
    form.append('img', new File([await file.arrayBuffer()], name, { type: file.type }));
    return settle(
      client.POST('/api/uploads', {
        body: form as never,
        bodySerializer: (body: unknown) => body as FormData,
      }),
      (data: { data?: unknown }) => data.data as { id: string; url: string },
    );
  },
});
