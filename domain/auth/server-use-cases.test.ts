import { beforeEach, describe, expect, it } from 'vitest';
import { grantFor, memoryAuthDeps, registerVerifiedWith } from '../../test/fakes/auth-fakes.ts';
import { LOGIN_LIMITS } from './account.ts';
import { authenticate } from './authenticate.use-case.ts';
import { getProfile } from './get-profile.use-case.ts';
import { refreshSession } from './refresh-session.use-case.ts';
import { registerAccount, REGISTRATION_LIMIT } from './register-account.use-case.ts';
import { revokeSession } from './revoke-session.use-case.ts';
import { updateProfile } from './update-profile.use-case.ts';

const setup = () => {
  const deps = memoryAuthDeps();
  return {
    deps,
    register: registerVerifiedWith(deps, registerAccount(deps)),
    login: authenticate(deps),
    refresh: refreshSession(deps),
    revoke: revokeSession(deps),
    profile: getProfile(deps),
    update: updateProfile(deps),
  };
};

describe('server auth use cases', () => {
  let s: ReturnType<typeof setup>;
  beforeEach(() => {
    s = setup();
  });

  it('registers with a case-folded email and signs in', async () => {
    const result = await s.register({ email: '  Ana@Example.COM ', password: 'correct horse' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.email).toBe('ana@example.com');
    expect(result.value.access_token).toContain(result.value._id);
    expect(s.deps.accounts.rows.get(result.value._id)?.passwordHash).toBe('hashed:correct horse');
  });

  it('refuses a taken email and bad input', async () => {
    await s.register({ email: 'a@b.co', password: 'orange-kite-41' });
    expect(await s.register({ email: 'A@B.co', password: 'orange-kite-42' })).toMatchObject({
      ok: false,
      error: { code: 'auth.email_taken', field: 'email' },
    });
    expect(await s.register({ email: 'nope', password: 'orange-kite-42' })).toMatchObject({
      ok: false,
      error: { code: 'validation.email_invalid', field: 'email' },
    });
    expect(await s.register({ email: 'c@b.co', password: 'short' })).toMatchObject({
      ok: false,
      error: { code: 'validation.password_too_short', field: 'password' },
    });
    expect(await s.register({ email: 'c@b.co' })).toMatchObject({
      ok: false,
      error: { code: 'validation.required', field: 'password' },
    });
  });

  it('reports a race lost at the unique index as a taken email', async () => {
    const create = s.deps.accounts.create.bind(s.deps.accounts);
    s.deps.accounts.create = async () => 'email_taken';
    expect(await s.register({ email: 'x@y.co', password: 'orange-kite-41' })).toMatchObject({
      ok: false,
      error: { code: 'auth.email_taken' },
    });
    s.deps.accounts.create = create;
  });

  it('logs in with the right password only', async () => {
    await s.register({ email: 'a@b.co', password: 'orange-kite-41' });
    expect((await s.login({ email: 'a@b.co', password: 'orange-kite-41' }, 'ip')).ok).toBe(true);
    expect(await s.login({ email: 'a@b.co', password: 'wrong-pass' }, 'ip')).toMatchObject({
      ok: false,
      error: { code: 'auth.invalid_credentials' },
    });
    expect(await s.login({ email: 'nobody@b.co', password: 'orange-kite-41' }, 'ip')).toMatchObject({
      ok: false,
      error: { code: 'auth.invalid_credentials' },
    });
    expect(await s.login({ email: 'a@b.co' }, 'ip')).toMatchObject({
      ok: false,
      error: { field: 'password' },
    });
  });

  it('throttles guessing per account and client, and clears that counter on success', async () => {
    await s.register({ email: 'a@b.co', password: 'orange-kite-41' });
    const limit = LOGIN_LIMITS.perAccountAndClient.limit;
    for (let i = 0; i < limit - 1; i++) await s.login({ email: 'a@b.co', password: 'bad' }, 'ip');
    expect((await s.login({ email: 'a@b.co', password: 'orange-kite-41' }, 'ip')).ok).toBe(true);
    for (let i = 0; i < limit; i++) await s.login({ email: 'a@b.co', password: 'bad' }, 'ip');
    const blocked = await s.login({ email: 'a@b.co', password: 'orange-kite-41' }, 'ip');
    expect(blocked).toMatchObject({
      ok: false,
      error: { code: 'auth.too_many_attempts', retryAfterSeconds: 900 },
    });
    // Issue 22: the owner on another device is not locked out by someone else's guesses.
    expect((await s.login({ email: 'a@b.co', password: 'orange-kite-41' }, 'owner-phone')).ok).toBe(true);
    s.deps.clock.advance(LOGIN_LIMITS.perAccountAndClient.windowMs);
    expect((await s.login({ email: 'a@b.co', password: 'orange-kite-41' }, 'ip')).ok).toBe(true);
  });

  it('stops guessing spread over many clients at the slower per-account limit', async () => {
    await s.register({ email: 'a@b.co', password: 'orange-kite-41' });
    for (let i = 0; i < LOGIN_LIMITS.perAccount.limit; i++)
      await s.login({ email: 'a@b.co', password: 'bad' }, `ip${i}`);
    expect(await s.login({ email: 'a@b.co', password: 'orange-kite-41' }, 'ipy')).toMatchObject({
      ok: false,
      error: { code: 'auth.too_many_attempts', retryAfterSeconds: 3600 },
    });
    s.deps.clock.advance(LOGIN_LIMITS.perAccount.windowMs);
    expect((await s.login({ email: 'a@b.co', password: 'orange-kite-41' }, 'ipz')).ok).toBe(true);
  });

  it('lets one client open 20 accounts an hour (issue 22)', async () => {
    const open = registerAccount(s.deps);
    const withProof = async (email: string) => ({
      email,
      password: 'orange-kite-41',
      verificationToken: await grantFor(s.deps, 'verify_email', email),
    });
    for (let i = 0; i < REGISTRATION_LIMIT.limit; i++)
      expect((await open(await withProof(`u${i}@b.co`), null, 'one-client')).ok).toBe(true);
    expect(await open(await withProof('late@b.co'), null, 'one-client')).toMatchObject({
      ok: false,
      error: { code: 'auth.too_many_attempts', retryAfterSeconds: 3600 },
    });
    expect((await open(await withProof('other@b.co'), null, 'another-client')).ok).toBe(true);
  });

  it('throttles per client address', async () => {
    for (let i = 0; i < LOGIN_LIMITS.perClient.limit; i++)
      await s.login({ email: `u${i}@b.co`, password: 'bad' }, 'same-ip');
    expect(await s.login({ email: 'other@b.co', password: 'bad' }, 'same-ip')).toMatchObject({
      ok: false,
      error: { code: 'auth.too_many_attempts' },
    });
  });

  it('rotates refresh tokens and revokes the family on reuse', async () => {
    const reg = await s.register({ email: 'a@b.co', password: 'orange-kite-41' });
    if (!reg.ok) throw new Error('register failed');
    const first = await s.refresh(reg.value.refresh_token);
    if (!first.ok) throw new Error('refresh failed');
    expect(first.value.refresh_token).not.toBe(reg.value.refresh_token);
    expect(await s.refresh(reg.value.refresh_token)).toMatchObject({
      ok: false,
      error: { code: 'auth.refresh_token_reused' },
    });
    // The newer token died with its session: it was never used, so it reads as ended, not replayed.
    expect(await s.refresh(first.value.refresh_token)).toMatchObject({
      ok: false,
      error: { code: 'auth.refresh_token_invalid' },
    });
    expect(await s.refresh('unknown')).toMatchObject({
      ok: false,
      error: { code: 'auth.refresh_token_invalid' },
    });
  });

  it('refuses refresh for a deleted account and after logout', async () => {
    const reg = await s.register({ email: 'a@b.co', password: 'orange-kite-41' });
    if (!reg.ok) throw new Error('register failed');
    await s.revoke(reg.value.refresh_token);
    expect((await s.refresh(reg.value.refresh_token)).ok).toBe(false);
    const other = await s.register({ email: 'c@b.co', password: 'orange-kite-41' });
    if (!other.ok) throw new Error('register failed');
    s.deps.accounts.rows.delete(other.value._id);
    expect(await s.refresh(other.value.refresh_token)).toMatchObject({
      ok: false,
      error: { code: 'auth.refresh_token_invalid' },
    });
  });

  it('stores onboarding and reports it on the profile', async () => {
    const reg = await s.register({ email: 'a@b.co', password: 'orange-kite-41' });
    if (!reg.ok) throw new Error('register failed');
    expect(await s.profile(reg.value._id)).toMatchObject({
      ok: true,
      value: { isOnBoardingCompleted: false },
    });
    const bad = await s.update(reg.value._id, {
      firstName: ' ',
      lastName: 'L',
      businessName: 'B',
      businessType: 'cafe',
    });
    expect(bad).toMatchObject({ ok: false, error: { field: 'firstName', code: 'validation.required' } });
    const good = await s.update(reg.value._id, {
      firstName: ' Ana ',
      lastName: 'Silva',
      businessName: 'Café Sol',
      businessType: 'cafe',
      phoneNumber: '',
    });
    expect(good).toMatchObject({
      ok: true,
      value: { firstName: 'Ana', businessName: 'Café Sol', phoneNumber: null, isOnBoardingCompleted: true },
    });
    // The business sent as it was read is not written: a rename made meanwhile stands.
    const saved: object[] = [];
    const save = s.deps.accounts.saveOnboarding.bind(s.deps.accounts);
    s.deps.accounts.saveOnboarding = (id, profile, at) => (saved.push(profile), save(id, profile, at));
    const same = { firstName: 'Ana', lastName: 'Silva', businessName: 'Café Sol', businessType: 'cafe' };
    expect(await s.update(reg.value._id, same)).toMatchObject({ ok: true });
    expect(saved[0]).not.toHaveProperty('businessName');
    expect(await s.update(reg.value._id, { ...same, businessName: 'Café Lua' })).toMatchObject({ ok: true });
    expect(saved[1]).toMatchObject({ businessName: 'Café Lua', businessType: 'cafe' });
    expect(
      await s.update('missing', { firstName: 'A', lastName: 'L', businessName: 'B', businessType: 'cafe' }),
    ).toMatchObject({ ok: false, error: { code: 'auth.user_not_found' } });
    expect(await s.profile('missing')).toMatchObject({ ok: false, error: { code: 'auth.user_not_found' } });
  });
});
