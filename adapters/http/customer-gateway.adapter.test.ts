import createClient from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import { createHttpCustomerGateway } from './customer-gateway.adapter.ts';
import type { paths } from './generated/api.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const gatewayAnswering = (response: () => Response) =>
  createHttpCustomerGateway(
    createClient<paths>({ baseUrl: 'http://api.test', fetch: async () => response() }),
  );

describe('the customer gateway reads replies with the domain schemas', () => {
  it('keeps the id and code of an issued customer, and names an invited one by its customer id', async () => {
    const issued = { id: 'h1', cardId: 'c1', name: 'Ana', email: '', phone: '', validationCode: 'K7QM' };
    expect(
      await gatewayAnswering(() =>
        json(200, { success: true, message: 'ok', validationCode: 'K7QM', data: issued }),
      ).issueCode({ cardId: 'c1' }),
    ).toEqual({ ok: true, value: { id: 'h1', validationCode: 'K7QM' } });
    expect(
      await gatewayAnswering(() =>
        json(200, { success: true, data: { customerId: 'h2', validationCode: 'X2' } }),
      ).sendInvitation({ cardId: 'c1', email: 'a@b.co', memberName: '' }),
    ).toEqual({ ok: true, value: { id: 'h2', validationCode: 'X2' } });
  });

  it('answers the status of an invitation, and refuses one the contract does not know', async () => {
    const status = (value: string) =>
      gatewayAnswering(() => json(200, { success: true, data: { status: value } })).invitationStatus('h1');
    expect(await status('sent')).toEqual({ ok: true, value: 'sent' });
    expect(await status('lost')).toMatchObject({ ok: false, error: { code: 'http.malformed_reply' } });
  });

  it("keeps the server's code of a refused poster, which is not an envelope when it works", async () => {
    const refused = gatewayAnswering(() =>
      json(404, { success: false, message: 'Not found', code: 'passes.card_not_found' }),
    );
    expect(await refused.poster('c1', 'en')).toEqual({
      ok: false,
      error: { code: 'passes.card_not_found', message: 'Not found' },
    });
    const pdf = gatewayAnswering(
      () =>
        new Response(new Uint8Array([37, 80, 68, 70]), { headers: { 'content-type': 'application/pdf' } }),
    );
    const answered = await pdf.poster('c1', 'en');
    expect(answered.ok && [...answered.value]).toEqual([37, 80, 68, 70]);
  });
});
