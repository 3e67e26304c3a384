import { describe, expect, it } from 'vitest';
import { domainError, err, ok, type Result } from '../shared/result.ts';
import type { CustomerGateway, IssuedCustomer } from './customer-gateway.port.ts';
import type { GetPassGateway, HolderTokenStore } from '../get-pass/index.ts';
import { createTestCustomer, testGooglePassUrl } from './test-customer.use-case.ts';

const customers = (answer: Result<IssuedCustomer> = ok({ id: 't1', validationCode: 'TEST2345' })) => {
  const calls: unknown[] = [];
  const gateway = {
    testCustomer: async (input: unknown) => (calls.push(input), answer),
  } as unknown as CustomerGateway;
  return { gateway, calls };
};

const memoryTokens = (
  initial: Record<string, string> = {},
): HolderTokenStore & { all: Record<string, string> } => {
  const all = { ...initial };
  return {
    all,
    read: (id) => all[id] ?? null,
    write: (id, token) => void (all[id] = token),
    forget: (id) => void delete all[id],
  };
};

const passes = (validate: GetPassGateway['validate']) => {
  const codes: string[] = [];
  const gateway = {
    validate: async (cardId: string, code: string) => (codes.push(code), validate(cardId, code)),
  } as unknown as GetPassGateway;
  return { gateway, codes };
};

describe('createTestCustomer (requirements §2.3 step 1, §5)', () => {
  it('checks name, email and the card before asking the server', async () => {
    const { gateway, calls } = customers();
    expect(await createTestCustomer({ gateway })('demo', { name: ' ', email: 'nope' })).toEqual(
      ok({ kind: 'invalid', errors: { cardId: 'card_invalid', name: 'required', email: 'email_invalid' } }),
    );
    expect(calls).toEqual([]);
  });

  it('sends the trimmed customer and answers the issued code', async () => {
    const { gateway, calls } = customers();
    expect(
      await createTestCustomer({ gateway })('c1', { name: ' Test ', email: ' me@shop.example ', phone: '' }),
    ).toEqual(ok({ kind: 'created', customer: { id: 't1', validationCode: 'TEST2345' } }));
    expect(calls).toEqual([{ cardId: 'c1', name: 'Test', email: 'me@shop.example' }]);
  });

  it('passes a server refusal on', async () => {
    const { gateway } = customers(err(domainError('http.404')));
    expect(await createTestCustomer({ gateway })('c1', { name: 'A', email: 'a@b.co' })).toEqual(
      err(domainError('http.404')),
    );
  });
});

describe('testGooglePassUrl (requirements §2.3 step 6 on a desktop)', () => {
  it('uses the token this browser keeps for the card without spending the code', async () => {
    const { gateway, codes } = passes(async () => ok({ token: 'never' }));
    const tokens = memoryTokens({ c1: 'kept' });
    expect(await testGooglePassUrl({ gateway, tokens })('c1', 'TEST2345')).toEqual(
      ok('/api/pass/google/c1?token=kept'),
    );
    expect(codes).toEqual([]);
  });

  it('validates the test code for a token and keeps it', async () => {
    const { gateway, codes } = passes(async () => ok({ token: 'fresh' }));
    const tokens = memoryTokens();
    expect(await testGooglePassUrl({ gateway, tokens })('c 1', 'TEST2345')).toEqual(
      ok('/api/pass/google/c%201?token=fresh'),
    );
    expect(codes).toEqual(['TEST2345']);
    expect(tokens.all).toEqual({ 'c 1': 'fresh' });
  });

  it('never issues a new customer: without a kept pass or an unused code it says the code was used', async () => {
    const used = passes(async () => err(domainError('customers.code_used', undefined, 'validationCode')));
    const issued: string[] = [];
    const gateway = {
      ...used.gateway,
      issueHolder: async (cardId: string) => (issued.push(cardId), ok({ token: 'new' })),
    } as unknown as GetPassGateway;
    expect(await testGooglePassUrl({ gateway, tokens: memoryTokens() })('c1', null)).toEqual(
      err(domainError('customers.code_used', undefined, 'validationCode')),
    );
    expect(issued).toEqual([]);
    expect(
      await testGooglePassUrl({ gateway: used.gateway, tokens: memoryTokens() })('c1', 'USED2345'),
    ).toEqual(err(domainError('customers.code_used', undefined, 'validationCode')));
  });
});
