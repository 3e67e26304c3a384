import type { CustomerDirectoryGateway, CustomerView, CustomerDetails } from '#domain/customers/index.ts';
import { err, ok } from '#domain/shared/index.ts';
import type { ApiClient } from './api-client.ts';
import { settlePicked, settleCoded, type PickedAnswer } from './settle.ts';

/** The file name in `Content-Disposition` (RFC 6266 `filename*` first), or null. */
export const fileNameOf = (header: string | null): string | null => {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() || null;
};

/** CustomerDirectoryGateway over the typed API client. */
export const createHttpCustomerDirectoryGateway = (client: ApiClient): CustomerDirectoryGateway => ({
  list: (query) =>
    settlePicked(
      client.GET('/api/pass-users', { params: { query: query as never } }),
      (body: { data: { items: CustomerView[]; total: number; page: number; pageSize: number } }) => body.data,
    ),
  details: (id) =>
    settlePicked(
      client.GET('/api/pass-users/{id}/details', { params: { path: { id } } }),
      (body: { data: CustomerDetails }) => body.data,
    ),
  action: (id, body) =>
    settleCoded(
      client.POST('/api/pass-users/{id}/action', { params: { path: { id } }, body: body as never }),
      (answer: { data: unknown }) => answer.data,
    ),
  remove: (id) =>
    settlePicked(
      client.DELETE('/api/pass-users/{id}', { params: { path: { id } } }),
      (body: { data: { id: string } }) => body.data,
    ),
  async export(filter) {
    try {
      const { data, error, response } = (await client.GET('/api/pass-users/export', {
        params: {
          query: {
            ...filter,
            ...(filter.includeCustomFields === false ? { includeCustomFields: 'false' } : {}),
          } as never,
        },
        parseAs: 'arrayBuffer',
      })) as PickedAnswer;
      if (response.ok && data instanceof ArrayBuffer)
        return ok({
          fileName: fileNameOf(response.headers.get('content-disposition')),
          bytes: new Uint8Array(data),
        });
      return err({
        status: response.status,
        statusText: response.statusText,
        ...(error?.message ? { message: error.message } : {}),
      });
    } catch {
      return err({ status: 0, statusText: 'Network error' });
    }
  },
});
