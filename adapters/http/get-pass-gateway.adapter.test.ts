import { describe, expect, it } from 'vitest';
import { createHttpGetPassGateway } from './get-pass-gateway.adapter.ts';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

const gatewayAnswering = (response: () => Response) =>
  createHttpGetPassGateway('http://api.test', async () => response());

describe('the get-pass gateway reads refusals as the page needs them', () => {
  it('keeps the next step of a 403', async () => {
    const gateway = gatewayAnswering(() =>
      json(403, {
        success: false,
        message: 'Enter your code',
        code: 'passes.requirements_pending',
        nextAction: 'validate_code',
      }),
    );
    expect(await gateway.submit({ cardId: 'c1', data: {} })).toEqual({
      ok: false,
      error: { code: 'passes.requirements_pending', message: 'Enter your code', nextAction: 'validate_code' },
    });
  });

  it('puts a refused answer under its field, and ignores a next step it does not know', async () => {
    const gateway = gatewayAnswering(() =>
      json(400, {
        success: false,
        message: 'x',
        code: 'validation.email_invalid',
        field: 'data.email',
        nextAction: 'dance',
      }),
    );
    expect(await gateway.submit({ cardId: 'c1', data: { email: 'x' } })).toEqual({
      ok: false,
      error: {
        code: 'validation.email_invalid',
        message: 'x',
        field: 'data.email',
        problems: { email: 'validation.email_invalid' },
      },
    });
  });

  it('says when to try a code again after too many', async () => {
    const gateway = gatewayAnswering(() =>
      json(
        429,
        { success: false, message: 'Too many', code: 'passes.too_many_attempts' },
        { 'retry-after': '600' },
      ),
    );
    expect(await gateway.validate('c1', 'WRONG')).toMatchObject({
      ok: false,
      error: { code: 'passes.too_many_attempts', retryAfterSeconds: 600 },
    });
  });

  it('parses the holder token with the domain schema', async () => {
    const gateway = gatewayAnswering(() => json(201, { success: true, data: { token: 't1' } }));
    expect(await gateway.issueHolder('c1')).toEqual({ ok: true, value: { token: 't1' } });
  });
});
