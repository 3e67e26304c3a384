import { describe, expect, it } from 'vitest';
import {
  fakeAccessTokens,
  grantFor,
  memoryAuthDeps,
  registerVerifiedWith,
} from '../../test/fakes/auth-fakes.ts';
import { describeUserAgent } from './account-security.ts';
import { endOtherSessions, endSession, listSessions } from './account-sessions.use-case.ts';
import { authenticate } from './authenticate.use-case.ts';
import { changePassword } from './change-password.use-case.ts';
import { refreshSession } from './refresh-session.use-case.ts';
import { registerAccount } from './register-account.use-case.ts';
import { requestEmailChange } from './request-email-change.use-case.ts';
import { resetPassword } from './reset-password.use-case.ts';
import { verifyCode } from './verify-code.use-case.ts';

const setup = () => {
  const deps = memoryAuthDeps();
  /** A proof as a verified code gives it (the mail round trip is tested in one-time-codes.test.ts). */
  const grant = (purpose: 'verify_email' | 'reset_password', email: string) => grantFor(deps, purpose, email);
  const principalOf = async (accessToken: string) => {
    const claims = (await fakeAccessTokens.verify(accessToken))!;
    return { ...claims, teamRole: 'owner' as const };
  };
  const resetFrom = resetPassword(deps);
  return {
    deps,
    grant,
    principalOf,
    register: registerVerifiedWith(deps, registerAccount(deps)),
    login: authenticate(deps),
    refresh: refreshSession(deps),
    reset: (input: unknown, clientKey = 'ip') => resetFrom(input, clientKey),
    change: changePassword(deps),
    list: listSessions(deps),
    endOne: endSession(deps),
    endOthers: endOtherSessions(deps),
    verify: verifyCode(deps),
  };
};

describe('registering with a verified address', () => {
  it('needs the verificationToken of the same address, spends it once, and marks the account verified', async () => {
    const s = setup();
    const token = await s.grant('verify_email', 'ana@example.com');
    expect(
      await s.register({ email: 'bob@example.com', password: 'orange-kite-41', verificationToken: token }),
    ).toMatchObject({ ok: false, error: { code: 'auth.verification_other_address', field: 'email' } });
    // A typo in the address does not cost the proof: the right address still registers with it.
    const made = await s.register(
      { email: 'Ana@Example.com', password: 'orange-kite-41', verificationToken: token, firstName: 'Ana' },
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15',
    );
    expect(made.ok).toBe(true);
    // Spent once: it opens no second account, for any address.
    for (const email of ['ana@example.com', 'bob@example.com'])
      expect(await s.register({ email, password: 'orange-kite-41', verificationToken: token })).toMatchObject(
        { ok: false },
      );
    const account = await s.deps.accounts.findByEmail('ana@example.com');
    expect(account).toMatchObject({ firstName: 'Ana', teamRole: 'owner' });
    expect(account?.emailVerifiedAt).toEqual(s.deps.clock.now());
  });

  it('refuses a common password, or the address itself, before spending the proof', async () => {
    const s = setup();
    const token = await s.grant('verify_email', 'ana@example.com');
    for (const password of ['qwertyuiop', 'Password123', 'ana@example.com'])
      expect(
        await s.register({ email: 'ana@example.com', password, verificationToken: token }),
      ).toMatchObject({ ok: false, error: { code: 'validation.password_common', field: 'password' } });
    expect(
      await s.register({ email: 'ana@example.com', password: 'short-one', verificationToken: token }),
    ).toMatchObject({ ok: false, error: { code: 'validation.password_too_short' } });
    expect(
      await s.register({ email: 'ana@example.com', password: ' '.repeat(12), verificationToken: token }),
    ).toMatchObject({ ok: false, error: { code: 'validation.password_blank', field: 'password' } });
    expect(
      (await s.register({ email: 'ana@example.com', password: 'orange-kite-41', verificationToken: token }))
        .ok,
    ).toBe(true);
  });
});

describe('password reset and change', () => {
  it('resets with a resetToken once, and ends every session of the account', async () => {
    const s = setup();
    const reg = await s.register({ email: 'ana@example.com', password: 'orange-kite-41' });
    if (!reg.ok) throw new Error('register failed');
    const token = await s.grant('reset_password', 'ana@example.com');
    expect(await s.reset({ resetToken: token, password: 'abc' })).toMatchObject({
      ok: false,
      error: { field: 'password' },
    });
    // The current password is refused as on the Security tab, and the proof stays for another.
    expect(await s.reset({ resetToken: token, password: 'orange-kite-41' })).toMatchObject({
      ok: false,
      error: { code: 'validation.password_unchanged', field: 'password' },
    });
    expect(s.deps.jobs.queued).toEqual([]);
    expect(await s.reset({ resetToken: token, password: 'new-harbour-77' })).toEqual({
      ok: true,
      value: { reset: true },
    });
    // The account's address is told of the change.
    expect(s.deps.jobs.queued).toEqual([
      {
        type: 'auth.security_notice',
        payload: {
          kind: 'password_changed',
          accountId: reg.value._id,
          at: s.deps.clock.now().toISOString(),
        },
      },
    ]);
    expect((await s.reset({ resetToken: token, password: 'new-harbour-78' })).ok).toBe(false);
    expect((await s.refresh(reg.value.refresh_token)).ok).toBe(false);
    const principal = await s.principalOf(reg.value.access_token);
    expect(await s.deps.sessions.access(principal.userId, principal.sessionId)).toBeNull();
    expect((await s.login({ email: 'ana@example.com', password: 'orange-kite-41' }, 'ip')).ok).toBe(false);
    expect((await s.login({ email: 'ana@example.com', password: 'new-harbour-77' }, 'ip')).ok).toBe(true);
  });

  it('lifts the login lockout of the account once its password is reset', async () => {
    const s = setup();
    const reg = await s.register({ email: 'ana@example.com', password: 'orange-kite-41' });
    if (!reg.ok) throw new Error('register failed');
    for (let i = 0; i < 10; i++) await s.login({ email: 'ana@example.com', password: `wrong-${i}` }, 'ip');
    const locked = await s.login({ email: 'ana@example.com', password: 'orange-kite-41' }, 'ip');
    expect(locked).toMatchObject({ ok: false, error: { code: 'auth.too_many_attempts' } });
    const token = await s.grant('reset_password', 'ana@example.com');
    expect((await s.reset({ resetToken: token, password: 'new-harbour-77' }, 'ip')).ok).toBe(true);
    expect((await s.login({ email: ' Ana@Example.com ', password: 'new-harbour-77' }, 'ip')).ok).toBe(true);
  });

  it("lifts the account's own lockout after guesses from many clients, but never a client's", async () => {
    const s = setup();
    for (const email of ['ana@example.com', 'bo@example.com']) {
      const reg = await s.register({ email, password: 'orange-kite-41' });
      if (!reg.ok) throw new Error('register failed');
    }
    // 100 wrong guesses spread over 20 clients lock the account everywhere.
    for (let i = 0; i < 100; i++)
      await s.login({ email: 'ana@example.com', password: `wrong-${i}` }, `ip-${i % 20}`);
    expect(await s.login({ email: 'ana@example.com', password: 'orange-kite-41' }, 'ip-y')).toMatchObject({
      ok: false,
      error: { code: 'auth.too_many_attempts' },
    });
    // A client that tried 100 logins stays throttled, whoever resets a password from it.
    for (let i = 0; i < 100; i++) await s.login({ email: `x${i}@example.com`, password: 'nope' }, 'ip-z');
    const token = await s.grant('reset_password', 'ana@example.com');
    expect((await s.reset({ resetToken: token, password: 'new-harbour-77' }, 'ip-z')).ok).toBe(true);
    expect((await s.login({ email: 'ana@example.com', password: 'new-harbour-77' }, 'ip-y')).ok).toBe(true);
    expect(await s.login({ email: 'bo@example.com', password: 'orange-kite-41' }, 'ip-z')).toMatchObject({
      ok: false,
      error: { code: 'auth.too_many_attempts' },
    });
  });

  it('changes the password with the current one, keeping this session and ending the others', async () => {
    const s = setup();
    const reg = await s.register({ email: 'ana@example.com', password: 'orange-kite-41' });
    if (!reg.ok) throw new Error('register failed');
    const other = await s.login(
      { email: 'ana@example.com', password: 'orange-kite-41' },
      'ip',
      'Firefox/120',
    );
    if (!other.ok) throw new Error('login failed');
    const me = await s.principalOf(reg.value.access_token);
    expect(
      await s.change(me, { currentPassword: 'nope-nope-nope', newPassword: 'new-harbour-77' }),
    ).toMatchObject({
      ok: false,
      error: { code: 'auth.current_password_wrong', field: 'currentPassword' },
    });
    expect(
      await s.change(me, { currentPassword: 'orange-kite-41', newPassword: '1234567890' }),
    ).toMatchObject({
      ok: false,
      error: { code: 'validation.password_common', field: 'newPassword' },
    });
    expect(
      await s.change(me, { currentPassword: 'orange-kite-41', newPassword: 'orange-kite-41' }),
    ).toMatchObject({ ok: false, error: { code: 'validation.password_unchanged', field: 'newPassword' } });
    expect(
      await s.change(me, { currentPassword: 'orange-kite-41', newPassword: '\t'.repeat(10) }),
    ).toMatchObject({ ok: false, error: { code: 'validation.password_blank', field: 'newPassword' } });
    expect(await s.change(me, { currentPassword: 'orange-kite-41', newPassword: 'new-harbour-77' })).toEqual({
      ok: true,
      value: { endedSessions: 1 },
    });
    expect(await s.deps.sessions.access(me.userId, me.sessionId)).not.toBeNull();
    expect((await s.refresh(other.value.refresh_token)).ok).toBe(false);
    // One notice, for the change that went through.
    expect(s.deps.jobs.queued.map((job) => job.payload)).toEqual([
      { kind: 'password_changed', accountId: me.userId, at: s.deps.clock.now().toISOString() },
    ]);
  });
});

describe('an email change', () => {
  it("mails a code to another address, and refuses the account's own (no mail would go out)", async () => {
    const s = setup();
    const reg = await s.register({ email: 'ana@example.com', password: 'orange-kite-41' });
    if (!reg.ok) throw new Error('register failed');
    const me = await s.principalOf(reg.value.access_token);
    const queued: unknown[] = [];
    const ask = requestEmailChange({
      ...s.deps,
      jobs: { enqueue: async (more) => void queued.push(...more) },
    });
    expect(await ask(me, { email: ' ANA@example.com ' }, 'en', 'client')).toMatchObject({
      ok: false,
      error: { code: 'auth.email_unchanged', field: 'email' },
    });
    expect(queued).toHaveLength(0);
    expect(await ask(me, { email: 'nope' }, 'en', 'client')).toMatchObject({ ok: false });
    expect(await ask(me, { email: 'ana.new@example.com' }, 'en', 'client')).toEqual({
      ok: true,
      value: { sent: true },
    });
    expect(queued).toHaveLength(1);
  });
});

describe('the edges of reset and change', () => {
  it('refuses a reset for an account gone since the code, a password equal to the address, and bad input', async () => {
    const s = setup();
    const reg = await s.register({ email: 'gone@example.com', password: 'orange-kite-41' });
    if (!reg.ok) throw new Error('register failed');
    expect(await s.reset({ resetToken: 'x', password: 'a' })).toMatchObject({ ok: false });
    const same = await s.grant('reset_password', 'gone@example.com');
    expect(await s.reset({ resetToken: same, password: 'gone@example.com' })).toMatchObject({
      error: { code: 'validation.password_common', field: 'password' },
    });
    const token = await s.grant('reset_password', 'gone@example.com');
    s.deps.accounts.rows.delete(reg.value._id);
    expect(await s.reset({ resetToken: token, password: 'new-harbour-77' })).toMatchObject({
      error: { code: 'auth.verification_invalid', field: 'resetToken' },
    });
  });

  it('refuses a change for a vanished account, bad input, and throttles wrong current passwords', async () => {
    const s = setup();
    const reg = await s.register({ email: 'ana@example.com', password: 'orange-kite-41' });
    if (!reg.ok) throw new Error('register failed');
    const me = await s.principalOf(reg.value.access_token);
    expect(await s.change(me, {})).toMatchObject({ ok: false, error: { field: 'currentPassword' } });
    expect(
      await s.change({ ...me, userId: 'nobody' }, { currentPassword: 'x', newPassword: 'new-harbour-77' }),
    ).toMatchObject({
      error: { code: 'auth.user_not_found' },
    });
    for (let i = 0; i < 10; i++)
      await s.change(me, { currentPassword: 'wrong-wrong', newPassword: 'new-harbour-77' });
    expect(
      await s.change(me, { currentPassword: 'orange-kite-41', newPassword: 'new-harbour-77' }),
    ).toMatchObject({
      error: { code: 'auth.too_many_attempts' },
    });
  });
});

describe('sessions', () => {
  it("lists live sessions with browser and system, ends one (only the owner's) or all others", async () => {
    const s = setup();
    const reg = await s.register(
      { email: 'ana@example.com', password: 'orange-kite-41' },
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
    );
    if (!reg.ok) throw new Error('register failed');
    const phone = await s.login(
      { email: 'ana@example.com', password: 'orange-kite-41' },
      'ip',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
    );
    if (!phone.ok) throw new Error('login failed');
    const me = await s.principalOf(reg.value.access_token);
    const listed = await s.list(me);
    expect(listed).toHaveLength(2);
    expect(listed.find((x) => x.current)).toMatchObject({ browser: 'Chrome', os: 'Linux' });
    const phoneSession = listed.find((x) => !x.current)!;
    expect(phoneSession).toMatchObject({ browser: 'Safari', os: 'iOS' });

    const stranger = await s.register({ email: 'eve@example.com', password: 'orange-kite-41' });
    if (!stranger.ok) throw new Error('register failed');
    expect(await s.endOne(await s.principalOf(stranger.value.access_token), phoneSession.id)).toMatchObject({
      ok: false,
      error: { code: 'auth.session_not_found' },
    });
    expect(await s.endOne(me, phoneSession.id)).toEqual({ ok: true, value: { ended: 1 } });
    expect((await s.refresh(phone.value.refresh_token)).ok).toBe(false);
    expect(await s.list(me)).toHaveLength(1);

    await s.login({ email: 'ana@example.com', password: 'orange-kite-41' }, 'ip');
    await s.login({ email: 'ana@example.com', password: 'orange-kite-41' }, 'ip');
    expect(await s.endOthers(me)).toEqual({ ended: 2 });
    expect((await s.list(me)).map((x) => x.current)).toEqual([true]);
  });

  it('names common browsers and systems, and nothing for an unknown agent', () => {
    expect(describeUserAgent(null)).toEqual({ browser: null, os: null });
    expect(describeUserAgent('curl/8.0')).toEqual({ browser: null, os: null });
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36 Edg/130.0',
      ),
    ).toEqual({ browser: 'Edge', os: 'Windows' });
    expect(describeUserAgent('Mozilla/5.0 (Android 14; Mobile; rv:130.0) Gecko/130.0 Firefox/130.0')).toEqual(
      { browser: 'Firefox', os: 'Android' },
    );
  });
});
