import { IssuedCodeSchema, RegeneratedCodeSchema } from '#domain/get-pass/index.ts';
import {
  InvitationSentSchema,
  InvitationStatusReplySchema,
  type CustomerGateway,
} from '#domain/invitations/index.ts';
import { domainError, err, ok } from '#domain/shared/index.ts';
import type { ApiClient } from './api-client.ts';
import { refusalError, refusalOf, settle } from './settle.ts';

/** The customer the dashboard keeps of an issued code. */
const IssuedCustomerReply = IssuedCodeSchema.pick({ id: true, validationCode: true });

/** CustomerGateway over the typed API client (the dashboard is signed in). */
export const createHttpCustomerGateway = (client: ApiClient): CustomerGateway => ({
  issueCode: (input) =>
    settle(client.POST('/api/pass/validation/issue-code', { body: input }), IssuedCustomerReply),
  sendInvitation: (input) =>
    settle(
      client.POST('/api/email/send-invitation', { body: input }),
      InvitationSentSchema.transform(({ customerId, validationCode }) => ({
        id: customerId,
        validationCode,
      })),
    ),
  testCustomer: (input) =>
    settle(client.POST('/api/pass/validation/test-customer', { body: input }), IssuedCustomerReply),
  regenerateCode: (id) =>
    settle(
      client.POST('/api/pass/validation/regenerate-code/{id}', { params: { path: { id } } }),
      RegeneratedCodeSchema,
    ),
  invitationStatus: (customerId) =>
    settle(
      client.GET('/api/email/invitation-status/{customerId}', { params: { path: { customerId } } }),
      InvitationStatusReplySchema.transform(({ status }) => status),
    ),
  // A PDF, not an envelope: the bytes on success, the refusal's code otherwise.
  async poster(id, lang) {
    try {
      const { data, error, response } = await client.GET('/api/business-card/{id}/poster', {
        params: { path: { id }, query: { lang } },
        parseAs: 'arrayBuffer',
      });
      return response.ok && data instanceof ArrayBuffer
        ? ok(new Uint8Array(data))
        : err(refusalError(refusalOf(response, error)));
    } catch {
      return err(domainError('http.network'));
    }
  },
});
