import { describe, expect, it } from 'vitest';
import { fakeAuthGateway, fixedClock, MemorySession } from '../../test/fakes/auth-fakes.ts';
import { memoryStorage } from '../../test/fakes/storage-fakes.ts';
import { domainError, err, ok } from '../shared/result.ts';
import type { AuthGateway } from './auth-gateway.port.ts';
import { completeSignUp } from './complete-sign-up.use-case.ts';
import { currentSignUp } from './current-sign-up.use-case.ts';
import { recordSignUpEvent } from './record-sign-up-event.use-case.ts';
import { requestSignUpCode } from './request-sign-up-code.use-case.ts';
import { verifySignUp } from './verify-sign-up.use-case.ts';

const setup = (overrides: Partial<AuthGateway> = {}) => {
  const calls: unknown[] = [];
  const gateway = fakeAuthGateway({
    register: async (input) => {
      calls.push(input);
      return ok({ _id: 'u1', email: input.email, access_token: 'a', refresh_token: 'r' });
    },
    verifyEmail: async (proof) => {
      calls.push(proof);
      return ok({ verificationToken: 'vt-1' });
    },
    ...overrides,
  });
  const storage = memoryStorage();
  const clock = fixedClock();
  const session = new MemorySession();
  const deps = { gateway, storage, clock, session };
  return {
    calls,
    storage,
    clock,
    session,
    request: requestSignUpCode(deps),
    verify: verifySignUp(deps),
    complete: completeSignUp(deps),
    current: currentSignUp(deps),
    record: recordSignUpEvent(deps),
  };
};

describe('the sign-up steps in the browser', () => {
  it('walks email → code → password → business → done, resuming from storage', async () => {
    const s = setup();
    expect(s.current().step).toBe('REGISTER_EMAIL');
    expect((await s.request({ email: ' Ana@Example.com ', marketingOptIn: true })).ok).toBe(true);
    expect(s.current()).toMatchObject({ step: 'REGISTER_VERIFICATION', resendInSeconds: 60 });
    s.clock.advance(45_000);
    expect(s.current().resendInSeconds).toBe(15);

    expect(await s.verify({ code: '123456' })).toMatchObject({
      ok: true,
      value: { verificationToken: 'vt-1' },
    });
    expect(s.calls.at(-1)).toEqual({ email: 'ana@example.com', code: '123456' });
    expect(s.current().step).toBe('REGISTER_PASSWORD');

    expect((await s.complete({ password: 'orange-kite-41', firstName: 'Ana' })).ok).toBe(true);
    expect(s.calls.at(-1)).toMatchObject({
      email: 'ana@example.com',
      verificationToken: 'vt-1',
      firstName: 'Ana',
      marketingOptIn: true,
    });
    expect(s.session.tokens?.access_token).toBe('a');
    expect(s.current().step).toBe('ONBOARDING_BUSINESS');
    s.record({ type: 'business_saved' });
    expect(s.current().step).toBe('EMAIL_VERIFIED');
    s.record({ type: 'finished' });
    expect(s.current().step).toBe('REGISTER_EMAIL');
  });

  it('refuses bad input without calling the server', async () => {
    const s = setup({
      requestVerification: async () => {
        throw new Error('called');
      },
    });
    expect(await s.request({ email: 'nope' })).toMatchObject({ ok: false, error: { field: 'email' } });
    expect(await s.verify({ code: '123456' })).toMatchObject({
      ok: false,
      error: { code: 'auth.verification_invalid' },
    });
    expect(await s.complete({ password: 'orange-kite-41' })).toMatchObject({
      ok: false,
      error: { code: 'auth.verification_invalid' },
    });
  });

  it('treats a cool-down as a code already sent, with the time left', async () => {
    const s = setup({
      requestVerification: async () => err({ ...domainError('auth.code_cooldown'), retryAfterSeconds: 40 }),
    });
    expect((await s.request({ email: 'a@b.co' })).ok).toBe(true);
    expect(s.current()).toMatchObject({ step: 'REGISTER_VERIFICATION', resendInSeconds: 40 });
  });

  it('keeps a wrong code on the code step and the server error', async () => {
    const s = setup({ verifyEmail: async () => err(domainError('auth.code_invalid')) });
    await s.request({ email: 'a@b.co' });
    expect(await s.verify({ code: '000000' })).toMatchObject({
      ok: false,
      error: { code: 'auth.code_invalid' },
    });
    expect(await s.verify({ code: '12' })).toMatchObject({ ok: false, error: { code: 'auth.code_invalid' } });
    expect(s.current().step).toBe('REGISTER_VERIFICATION');
  });

  it('verifies a link opened on another device and registers with the typed address', async () => {
    const s = setup();
    const link = { a: '0b7e8f0a-5c1e-4c8e-9a43-7f1f3f0b2a10', b: 'abcdefghijklmnopqrstuvwxyz' };
    const verified = await s.verify(link);
    expect(verified).toMatchObject({ ok: true, value: { verificationToken: 'vt-1' } });
    expect(s.calls.at(-1)).toEqual(link);
    expect(s.current().step).toBe('REGISTER_EMAIL');
    const done = await s.complete({ email: 'b@c.co', password: 'orange-kite-41', verificationToken: 'vt-1' });
    expect(done.ok).toBe(true);
    expect(s.calls.at(-1)).toMatchObject({ email: 'b@c.co', verificationToken: 'vt-1' });
  });

  it('starts over on "use another email" and on a stored value it cannot read', async () => {
    const s = setup();
    await s.request({ email: 'a@b.co' });
    s.record({ type: 'change_email' });
    expect(s.current().step).toBe('REGISTER_EMAIL');
    s.storage.set('passdeck.signUp', '{not json');
    expect(s.current().step).toBe('REGISTER_EMAIL');
  });
});
