import { z } from 'zod';
import {
  CustomerDetailsSchema,
  CustomerPageSchema,
  DeletedCustomerSchema,
  type CustomerDirectoryGateway,
} from '#domain/customers/index.ts';
import { err, ok } from '#domain/shared/index.ts';
import type { ApiClient } from './api-client.ts';
import { refusalOf, settle } from './settle.ts';

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
  list: (query) => settle(client.GET('/api/pass-users', { params: { query } }), CustomerPageSchema),
  details: (id) =>
    settle(client.GET('/api/pass-users/{id}/details', { params: { path: { id } } }), CustomerDetailsSchema),
  // The reply is the scanner slice's holder view, which the drawer does not read (it reloads the details).
  action: (id, body) =>
    settle(client.POST('/api/pass-users/{id}/action', { params: { path: { id } }, body }), z.unknown()),
  remove: (id) =>
    settle(client.DELETE('/api/pass-users/{id}', { params: { path: { id } } }), DeletedCustomerSchema),
  async export(query) {
    try {
      const { data, error, response } = await client.GET('/api/pass-users/export', {
        params: { query },
        parseAs: 'arrayBuffer',
      });
      if (response.ok && data instanceof ArrayBuffer)
        return ok({
          fileName: fileNameOf(response.headers.get('content-disposition')),
          bytes: new Uint8Array(data),
        });
      const { message, code } = refusalOf(response, error);
      return err({
        status: response.status,
        statusText: response.statusText,
        code,
        ...(message ? { message } : {}),
      });
    } catch {
      return err({ status: 0, statusText: 'Network error' });
    }
  },
});
