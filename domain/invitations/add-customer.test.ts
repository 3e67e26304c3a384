import { describe, expect, it } from 'vitest';
import { domainError, err, ok } from '../shared/result.ts';
import { aPassHolder, createMemoryHolders } from '../../test/fakes/wallet-fakes.ts';
import { invitationStatus, watchInvitation, type InvitationStatus } from './invitation-status.use-case.ts';
import {
  addCustomer,
  downloadCardPoster,
  emailCustomerCode,
  renewCustomerCode,
} from './add-customer.use-case.ts';
import type { CustomerGateway } from './customer-gateway.port.ts';

const gatewayWith = (over: Partial<CustomerGateway> = {}) => {
  const calls: { method: string; input: unknown }[] = [];
  const gateway: CustomerGateway = {
    issueCode: async (input) => (
      calls.push({ method: 'issueCode', input }),
      ok({ id: 'h1', validationCode: 'FIRST234' })
    ),
    sendInvitation: async (input) => (
      calls.push({ method: 'sendInvitation', input }),
      ok({ id: 'h1', validationCode: 'SECOND23' })
    ),
    testCustomer: async (input) => (
      calls.push({ method: 'testCustomer', input }),
      ok({ id: 't1', validationCode: 'TEST2345' })
    ),
    regenerateCode: async (id) => (
      calls.push({ method: 'regenerateCode', input: id }),
      ok({ validationCode: 'NEW23456' })
    ),
    poster: async (cardId, language) => (
      calls.push({ method: 'poster', input: [cardId, language] }),
      ok(new Uint8Array([37]))
    ),
    invitationStatus: async () => ok('sent'),
    ...over,
  };
  return { gateway, calls };
};

const card = { validation: { enabled: true }, dataCollection: { enabled: false } };

describe('addCustomer (requirements §4 add-customer modal)', () => {
  it('checks the form before calling the server', async () => {
    const { gateway, calls } = gatewayWith();
    expect(await addCustomer({ gateway })({ cardId: '', name: 'Ana', email: 'ana@x.co' }, null)).toEqual({
      ok: true,
      value: { kind: 'invalid', errors: { cardId: 'card_required' } },
    });
    expect(await addCustomer({ gateway })({ cardId: 'c1', email: 'x' }, card)).toEqual({
      ok: true,
      value: { kind: 'invalid', errors: { name: 'required', email: 'email_invalid' } },
    });
    expect(calls).toEqual([]);
  });

  it('creates the customer, then invites them with the fresh code', async () => {
    const { gateway, calls } = gatewayWith();
    const result = await addCustomer({ gateway })(
      {
        cardId: 'c1',
        name: ' Ana ',
        email: 'ana@example.com',
        phone: '',
        sendInvitation: true,
        personalMessage: 'Hi',
      },
      card,
    );
    expect(result).toEqual({
      ok: true,
      value: { kind: 'created', customerId: 'h1', validationCode: 'SECOND23', invitation: 'sent' },
    });
    expect(calls).toEqual([
      { method: 'issueCode', input: { cardId: 'c1', name: 'Ana', email: 'ana@example.com' } },
      {
        method: 'sendInvitation',
        input: { cardId: 'c1', email: 'ana@example.com', memberName: 'Ana', personalMessage: 'Hi' },
      },
    ]);
  });

  it('keeps the customer when the invitation fails, and issues only a code for validation plus data cards', async () => {
    const { gateway } = gatewayWith({ sendInvitation: async () => err(domainError('http.500')) });
    expect(
      await addCustomer({ gateway })(
        { cardId: 'c1', name: 'Ana', email: 'ana@example.com', phone: '+48 600', sendInvitation: true },
        card,
      ),
    ).toMatchObject({ ok: true, value: { validationCode: 'FIRST234', invitation: 'failed' } });
    const codeOnly = gatewayWith();
    expect(
      await addCustomer({ gateway: codeOnly.gateway })(
        { cardId: 'c1', sendInvitation: true },
        { validation: { enabled: true }, dataCollection: { enabled: true } },
      ),
    ).toMatchObject({ ok: true, value: { invitation: 'none', validationCode: 'FIRST234' } });
    expect(codeOnly.calls).toEqual([{ method: 'issueCode', input: { cardId: 'c1' } }]);
    const failing = gatewayWith({ issueCode: async () => err(domainError('customers.invalid_card_id')) });
    expect(
      await addCustomer({ gateway: failing.gateway })({ cardId: 'c1', name: 'A', email: 'a@b.co' }, card),
    ).toMatchObject({ ok: false, error: { code: 'customers.invalid_card_id' } });
  });

  it('emails a code-only customer their code, with the spec’s failure text', async () => {
    const { gateway, calls } = gatewayWith();
    const send = emailCustomerCode({ gateway });
    expect(await send({ cardId: 'c1', customerId: 'h1', email: ' ' })).toMatchObject({
      error: { code: 'validation.required' },
    });
    expect(await send({ cardId: 'c1', customerId: 'h1', email: 'x@' })).toMatchObject({
      error: { code: 'validation.email_invalid' },
    });
    expect(await send({ cardId: 'c1', customerId: 'h1', email: 'bo@example.com' })).toMatchObject({
      ok: true,
    });
    expect(calls[0]).toEqual({
      method: 'sendInvitation',
      input: { cardId: 'c1', customerId: 'h1', email: 'bo@example.com', memberName: '' },
    });
    const failing = gatewayWith({ sendInvitation: async () => err(domainError('http.500')) });
    expect(
      await emailCustomerCode({ gateway: failing.gateway })({
        cardId: 'c1',
        customerId: 'h1',
        email: 'bo@example.com',
      }),
    ).toMatchObject({ ok: false, error: { code: 'customers.invitation_failed' } });
  });

  it('renews codes and fetches posters through the gateway', async () => {
    const { gateway, calls } = gatewayWith();
    expect(await renewCustomerCode({ gateway })('h1')).toEqual({
      ok: true,
      value: { validationCode: 'NEW23456' },
    });
    expect(await renewCustomerCode({ gateway })('')).toMatchObject({
      ok: false,
      error: { code: 'passes.holder_not_found' },
    });
    expect(await downloadCardPoster({ gateway })('c1', 'pl')).toMatchObject({ ok: true });
    expect(calls.map((c) => c.method)).toEqual(['regenerateCode', 'poster']);
  });
});

describe('invitation status (requirements §8 "Customer created but email invitation failed.")', () => {
  it('follows a sent invitation until it is sent or failed, or the tries run out', async () => {
    const answers: InvitationStatus[] = ['queued', 'retrying', 'failed', 'sent'];
    const waits: number[] = [];
    const { gateway } = gatewayWith({
      invitationStatus: async () => (answers.length ? ok(answers.shift()!) : err(domainError('http.500'))),
    });
    const watch = watchInvitation({ gateway, wait: async (ms) => void waits.push(ms) });
    expect(await watch('h1', { intervalMs: 10 })).toBe('failed');
    expect(waits).toEqual([10, 10, 10]);
    expect(await watch('h1')).toBe('sent');
    expect(await watch('h1', { tries: 2 })).toBe('queued');
  });

  it('answers only for the business’s own customers', async () => {
    const holders = createMemoryHolders();
    await holders.insert(aPassHolder({ id: 'h1', businessId: 'b1' }));
    const status = invitationStatus({ holders, lookup: { latest: async () => 'retrying' } });
    expect(await status('b1', 'h1')).toEqual({ ok: true, value: { status: 'retrying' } });
    expect(await status('b2', 'h1')).toMatchObject({ ok: false, error: { code: 'passes.holder_not_found' } });
  });
});
