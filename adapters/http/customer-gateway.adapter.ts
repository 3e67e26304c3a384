import type { CustomerGateway, InvitationStatus } from '#domain/invitations/index.ts';
import type { ApiClient } from './api-client.ts';
import { settlePicked, type PickedAnswer } from './settle.ts';

type Issued = { validationCode: string; data: { id: string } };

/** CustomerGateway over the typed API client (the dashboard is signed in). */
export const createHttpCustomerGateway = (client: ApiClient): CustomerGateway => ({
  issueCode: (input) =>
    settlePicked(client.POST('/api/pass/validation/issue-code', { body: input }), (d: Issued) => ({
      id: d.data.id,
      validationCode: d.validationCode,
    })),
  sendInvitation: (input) =>
    settlePicked(
      client.POST('/api/email/send-invitation', { body: input }),
      (d: { data: { customerId: string; validationCode: string } }) => ({
        id: d.data.customerId,
        validationCode: d.data.validationCode,
      }),
    ),
  testCustomer: (input) =>
    settlePicked(client.POST('/api/pass/validation/test-customer', { body: input }), (d: Issued) => ({
      id: d.data.id,
      validationCode: d.validationCode,
    })),
  regenerateCode: (id) =>
    settlePicked(
      client.POST('/api/pass/validation/regenerate-code/{id}', { params: { path: { id } } }),
      (d: { validationCode: string }) => ({
        validationCode: d.validationCode,
      }),
    ),
  invitationStatus: (customerId) =>
    settlePicked(
      client.GET('/api/email/invitation-status/{customerId}', { params: { path: { customerId } } }),
      (d: { data: { status: InvitationStatus } }) => d.data.status,
    ),
  poster: (id, lang) =>
    settlePicked(
      client.GET('/api/business-card/{id}/poster', {
        params: { path: { id }, query: { lang } },
        parseAs: 'arrayBuffer',
      }) as Promise<PickedAnswer>,
      (bytes: ArrayBuffer) => new Uint8Array(bytes),
    ),
});
