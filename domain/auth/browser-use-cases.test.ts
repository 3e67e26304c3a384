import { describe, expect, it } from 'vitest';
import { fakeAuthGateway, MemorySession, sampleUser } from '../../test/fakes/auth-fakes.ts';
import { domainError, err, ok } from '../shared/result.ts';
import type { AuthGateway } from './auth-gateway.port.ts';
import { loginFailure } from './auth-error.ts';
import { completeOnboarding } from './complete-onboarding.use-case.ts';
import { loadCurrentUser } from './load-current-user.use-case.ts';
import { loadSignInProviders } from './load-sign-in-providers.use-case.ts';
import { logIn } from './log-in.use-case.ts';
import { logOut } from './log-out.use-case.ts';
import { joinTeam } from './join-team.use-case.ts';
import { signUp } from './sign-up.use-case.ts';
import { displayNameOf, initialsOf } from './user.ts';

const user = sampleUser();

const gateway = (overrides: Partial<AuthGateway> = {}): AuthGateway => fakeAuthGateway(overrides, user);

describe('browser auth use cases', () => {
  it('logs in: stores tokens, then loads the user', async () => {
    const session = new MemorySession();
    expect(await logIn({ gateway: gateway(), session })({ email: 'a@b.co', password: 'x' })).toEqual(
      ok(user),
    );
    expect(session.tokens).toEqual({ access_token: 'a', refresh_token: 'r' });
  });

  it('does not call the server for invalid input', async () => {
    const session = new MemorySession();
    const result = await logIn({
      gateway: gateway({
        login: async () => {
          throw new Error('called');
        },
      }),
      session,
    })({ email: 'bad', password: '' });
    expect(result).toMatchObject({ ok: false, error: { field: 'email' } });
  });

  it('returns the login failure and keeps no session when /me fails', async () => {
    const session = new MemorySession();
    const failing = gateway({ login: async () => err(loginFailure(401)) });
    expect(await logIn({ gateway: failing, session })({ email: 'a@b.co', password: 'x' })).toMatchObject({
      ok: false,
      error: { code: 'auth.invalid_credentials' },
    });
    const noMe = gateway({ me: async () => err(domainError('auth.login_failed')) });
    expect((await logIn({ gateway: noMe, session })({ email: 'a@b.co', password: 'x' })).ok).toBe(false);
    expect(session.tokens).toBeNull();
  });

  it('signs up and keeps the tokens', async () => {
    const session = new MemorySession();
    expect(
      (
        await signUp({ gateway: gateway(), session })({
          email: 'A@b.co',
          password: 'orange-kite-41',
          verificationToken: 'vt-1',
        })
      ).ok,
    ).toBe(true);
    expect(session.tokens?.refresh_token).toBe('r');
    expect(
      await signUp({ gateway: gateway(), session })({
        email: 'a@b.co',
        password: 'short',
        verificationToken: 'vt-1',
      }),
    ).toMatchObject({ ok: false, error: { code: 'validation.password_too_short' } });
    const taken = gateway({
      register: async () => err(domainError('auth.email_taken', 'Email already registered')),
    });
    expect(
      await signUp({ gateway: taken, session: new MemorySession() })({
        email: 'a@b.co',
        password: 'password1',
        verificationToken: 'vt-1',
      }),
    ).toMatchObject({ ok: false });
    const noMe = gateway({ me: async () => err(domainError('x')) });
    expect(
      (
        await signUp({ gateway: noMe, session: new MemorySession() })({
          email: 'a@b.co',
          password: 'password1',
          verificationToken: 'vt-1',
        })
      ).ok,
    ).toBe(false);
  });

  it('completes onboarding with validated, trimmed fields', async () => {
    const run = completeOnboarding({ gateway: gateway() });
    expect(
      await run({
        firstName: 'A',
        lastName: 'B',
        businessName: 'C',
        businessType: 'cafe',
        phoneNumber: '+48 600 100 200',
      }),
    ).toMatchObject({
      ok: true,
      value: { isOnBoardingCompleted: true, phoneNumber: '+48 600 100 200' },
    });
    expect(
      await run({ firstName: 'A', lastName: 'B', businessName: 'C', businessType: 'spaceport' as never }),
    ).toMatchObject({ ok: false, error: { field: 'businessType' } });
    expect(
      await run({
        firstName: 'A',
        lastName: 'B',
        businessName: 'C',
        businessType: 'cafe',
        phoneNumber: 'call me',
      }),
    ).toMatchObject({ ok: false, error: { code: 'validation.phone_invalid' } });
  });

  it('logs out locally even when the server fails', async () => {
    const session = new MemorySession();
    session.write({ access_token: 'a', refresh_token: 'r' });
    const failing = gateway({ logout: async () => err(domainError('auth.logout_failed')) });
    expect((await logOut({ gateway: failing, session })()).ok).toBe(false);
    expect(session.tokens).toBeNull();
    expect((await logOut({ gateway: failing, session })()).ok).toBe(true);
  });

  it('loads the current user only with a session', async () => {
    const session = new MemorySession();
    expect(await loadCurrentUser({ gateway: gateway(), session })()).toEqual(ok(null));
    session.write({ access_token: 'a', refresh_token: 'r' });
    expect(await loadCurrentUser({ gateway: gateway(), session })()).toEqual(ok(user));
    const expired = gateway({
      me: async () => {
        session.clear();
        return err(domainError('auth.session_expired'));
      },
    });
    expect(await loadCurrentUser({ gateway: expired, session })()).toEqual(ok(null));
    session.write({ access_token: 'a', refresh_token: 'r' });
    const down = gateway({ me: async () => err(domainError('network')) });
    expect((await loadCurrentUser({ gateway: down, session })()).ok).toBe(false);
  });

  it('maps login failures (requirements §8)', () => {
    expect(loginFailure(401).code).toBe('auth.invalid_credentials');
    expect(loginFailure(400, 'Unauthorized').code).toBe('auth.invalid_credentials');
    expect(loginFailure(429, 'Slow down')).toEqual({ code: 'auth.too_many_attempts', message: 'Slow down' });
    expect(loginFailure(500).code).toBe('auth.login_failed');
  });

  it('names a user', () => {
    expect(displayNameOf({ businessName: 'Shop', firstName: 'A', email: 'x@y.z' })).toBe('Shop');
    expect(displayNameOf({ businessName: null, firstName: 'A', email: 'x@y.z' })).toBe('A');
    expect(displayNameOf({ businessName: null, firstName: null, email: 'x@y.z' })).toBe('x');
  });

  it('writes initials from letters and digits only', () => {
    expect(initialsOf('Café Aurora')).toBe('CA');
    expect(initialsOf("Кав'ярня «Зерно»")).toBe('КЗ');
    expect(initialsOf('"Zoë" & Co')).toBe('ZC');
    expect(initialsOf('  élan  ')).toBe('É');
    expect(initialsOf('7 Seas Bar')).toBe('7S');
    expect(initialsOf('&& --')).toBe('');
  });

  describe('joinTeam', () => {
    const invite = {
      token: 'a'.repeat(32),
      password: 'orange-kite-41',
      firstName: 'Sam',
      lastName: 'Staff',
    };

    it('joins, keeps the tokens and loads the joined user', async () => {
      const session = new MemorySession();
      expect(await joinTeam({ gateway: gateway(), session })(invite)).toEqual(ok(user));
      expect(session.tokens).toEqual({ access_token: 'a', refresh_token: 'r' });
    });

    it('checks the password and the names before calling the server', async () => {
      const unused = gateway({
        acceptTeamInvitation: async () => {
          throw new Error('called');
        },
      });
      const session = new MemorySession();
      expect(await joinTeam({ gateway: unused, session })({ ...invite, password: 'short' })).toMatchObject({
        ok: false,
        error: { code: 'validation.password_too_short', field: 'password' },
      });
      expect(await joinTeam({ gateway: unused, session })({ ...invite, firstName: ' ' })).toMatchObject({
        ok: false,
        error: { field: 'firstName' },
      });
      expect(await joinTeam({ gateway: unused, session })({ ...invite, token: 'x' })).toMatchObject({
        ok: false,
        error: { code: 'team.invitation_invalid' },
      });
      expect(session.tokens).toBeNull();
    });

    it("passes the server's refusal on and keeps no session", async () => {
      const session = new MemorySession();
      const used = gateway({
        acceptTeamInvitation: async () => err(domainError('team.invitation_invalid', 'Invalid', 'token')),
      });
      expect(await joinTeam({ gateway: used, session })(invite)).toMatchObject({
        ok: false,
        error: { code: 'team.invitation_invalid' },
      });
      expect(session.tokens).toBeNull();
    });
  });
});

describe('loadSignInProviders', () => {
  it("answers the server's providers", async () => {
    expect(await loadSignInProviders({ gateway: gateway() })()).toEqual(ok({ google: false }));
    const google = gateway({ providers: async () => ok({ google: true }) });
    expect(await loadSignInProviders({ gateway: google })()).toEqual(ok({ google: true }));
  });
});
