import { z } from 'zod';
import {
  AccountDeletedSchema,
  BusinessProfileViewSchema,
  CodeSentSchema,
  SessionViewSchema,
  SessionsEndedSchema,
  UserSchema,
  type AccountGateway,
} from '#domain/auth/index.ts';
import { err, ok } from '#domain/shared/index.ts';
import type { ApiClient } from './api-client.ts';
import { fileNameOf } from './customer-directory-gateway.adapter.ts';
import { refusalError, refusalOf, settle } from './settle.ts';

const Nothing = z.unknown().transform(() => undefined);

/** AccountGateway over the typed API client; refusals keep the server's code, message and field. */
export const createHttpAccountGateway = (client: ApiClient): AccountGateway => ({
  saveProfile: (body) => settle(client.PATCH('/api/users/me', { body }), UserSchema),
  requestEmailChange: (email) =>
    settle(
      client.POST('/api/users/me/email', { body: { email } }),
      CodeSentSchema.transform(() => undefined),
    ),
  confirmEmailChange: (body) => settle(client.PUT('/api/users/me/email', { body }), UserSchema),
  business: () => settle(client.GET('/api/business'), BusinessProfileViewSchema),
  saveBusiness: (body) => settle(client.PUT('/api/business', { body }), BusinessProfileViewSchema),
  changePassword: (body) =>
    settle(client.PUT('/api/users/me/password', { body }), z.object({ endedSessions: z.number().int() })),
  sessions: () => settle(client.GET('/api/auth/sessions'), z.array(SessionViewSchema)),
  endSession: (id) => settle(client.DELETE('/api/auth/sessions/{id}', { params: { path: { id } } }), Nothing),
  endOtherSessions: () => settle(client.DELETE('/api/auth/sessions'), SessionsEndedSchema),
  async exportData() {
    try {
      const { data, error, response } = await client.GET('/api/users/me/export', { parseAs: 'arrayBuffer' });
      if (response.ok && data instanceof ArrayBuffer)
        return ok({
          fileName: fileNameOf(response.headers.get('content-disposition')),
          bytes: new Uint8Array(data),
        });
      return err(refusalError(refusalOf(response, error)));
    } catch {
      return err(refusalError({ status: 0, code: 'http.network', body: {} }));
    }
  },
  deleteAccount: (password) =>
    settle(client.DELETE('/api/users/me', { body: { password } }), AccountDeletedSchema),
});
