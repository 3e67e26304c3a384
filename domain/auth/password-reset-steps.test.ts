import { describe, expect, it } from 'vitest';
import { fakeAuthGateway } from '../../test/fakes/auth-fakes.ts';
import { domainError, err, ok } from '../shared/result.ts';
import { chooseNewPassword } from './choose-new-password.use-case.ts';
import { requestPasswordReset } from './request-password-reset.use-case.ts';
import { verifyPasswordReset } from './verify-password-reset.use-case.ts';

describe('the password reset steps in the browser', () => {
  it('asks for a code, trades it for a resetToken, sets the password', async () => {
    const sent: unknown[] = [];
    const gateway = fakeAuthGateway({
      requestReset: async (email) => (sent.push(email), ok({ sent: true })),
      verifyReset: async (proof) => (sent.push(proof), ok({ resetToken: 'rt-1' })),
      setNewPassword: async (input) => (sent.push(input), ok(undefined)),
    });
    expect(await requestPasswordReset({ gateway })({ email: ' A@B.co' })).toEqual(ok({ email: 'a@b.co' }));
    expect(await verifyPasswordReset({ gateway })({ email: 'a@b.co', otp: '123456' })).toEqual(
      ok({ resetToken: 'rt-1' }),
    );
    expect(
      (await chooseNewPassword({ gateway })({ resetToken: 'rt-1', password: 'orange-kite-41' })).ok,
    ).toBe(true);
    expect(sent).toEqual([
      'a@b.co',
      { email: 'a@b.co', otp: '123456' },
      { resetToken: 'rt-1', password: 'orange-kite-41' },
    ]);
  });

  it('checks input before calling, and passes the server refusal on', async () => {
    const gateway = fakeAuthGateway({
      verifyReset: async () => err(domainError('auth.code_expired')),
      setNewPassword: async () => {
        throw new Error('called');
      },
    });
    expect(await requestPasswordReset({ gateway })({ email: 'x' })).toMatchObject({ ok: false });
    expect(await verifyPasswordReset({ gateway })({ a: 'not-a-uuid', b: 'x' })).toMatchObject({
      ok: false,
      error: { code: 'auth.code_invalid' },
    });
    expect(await verifyPasswordReset({ gateway })({ email: 'a@b.co', otp: '123456' })).toMatchObject({
      ok: false,
      error: { code: 'auth.code_expired' },
    });
    expect(await chooseNewPassword({ gateway })({ resetToken: 'rt', password: 'short' })).toMatchObject({
      ok: false,
      error: { code: 'validation.password_too_short' },
    });
  });
});
