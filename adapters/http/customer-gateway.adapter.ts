import type { CustomerGateway, InvitationStatus } from '#domain/customers/index.ts';
import { domainError, err, ok, type Result } from '#domain/shared/index.ts';
import type { ApiClient } from './api-client.ts';

type Answer = { data?: unknown; error?: { message?: string }; response: Response };

const settle = async <D, R>(call: Promise<Answer>, pick: (data: D) => R): Promise<Result<R>> => {
  try {
    const { data, error, response } = await call;
    if (data !== undefined && response.ok) return ok(pick(data as D));
    return err(domainError(`http.${response.status}`, error?.message));
  } catch {
    return err(domainError('http.network'));
  }
};

type Issued = { validationCode: string; data: { id: string } };

/** CustomerGateway over the typed API client (the dashboard is signed in). */
export const createHttpCustomerGateway = (client: ApiClient): CustomerGateway => ({
  issueCode: (input) =>
    settle(client.POST('/api/pass/validation/issue-code', { body: input }), (d: Issued) => ({
      id: d.data.id,
      validationCode: d.validationCode,
    })),
  sendInvitation: (input) =>
    settle(
      client.POST('/api/email/send-invitation', { body: input }),
      (d: { data: { customerId: string; validationCode: string } }) => ({
        id: d.data.customerId,
        validationCode: d.data.validationCode,
      }),
    ),
  regenerateCode: (id) =>
    settle(
      client.POST('/api/pass/validation/regenerate-code/{id}', { params: { path: { id } } }),
      (d: { validationCode: string }) => ({
        validationCode: d.validationCode,
      }),
    ),
  invitationStatus: (customerId) =>
    settle(
      client.GET('/api/email/invitation-status/{customerId}', { params: { path: { customerId } } }),
      (d: { data: { status: InvitationStatus } }) => d.data.status,
    ),
  poster: (id, lang) =>
    settle(
      client.GET('/api/business-card/{id}/poster', {
        params: { path: { id }, query: { lang } },
        parseAs: 'arrayBuffer',
      }) as Promise<Answer>,
      (bytes: ArrayBuffer) => new Uint8Array(bytes),
    ),
});
