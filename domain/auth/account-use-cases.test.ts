import { describe, expect, it } from 'vitest';
import { fakeAccountGateway } from '../../test/fakes/account-fakes.ts';
import { MemorySession } from '../../test/fakes/auth-fakes.ts';
import { domainError, err } from '../shared/result.ts';
import { changeOwnPassword } from './change-own-password.use-case.ts';
import { closeAccount } from './close-account.use-case.ts';
import { downloadAccountData } from './download-account-data.use-case.ts';
import { finishEmailChange } from './finish-email-change.use-case.ts';
import { loadBusinessProfile } from './load-business-profile.use-case.ts';
import { loadSessions } from './load-sessions.use-case.ts';
import { logOutDevice } from './log-out-device.use-case.ts';
import { logOutOtherDevices } from './log-out-other-devices.use-case.ts';
import { saveBusinessProfile } from './save-business-profile.use-case.ts';
import { saveProfile } from './save-profile.use-case.ts';
import { startEmailChange } from './start-email-change.use-case.ts';

const setup = (overrides = {}) => {
  const calls: unknown[][] = [];
  return { calls, account: fakeAccountGateway(calls, overrides) };
};

describe('account page use cases', () => {
  it('saves the profile, an empty phone as none', async () => {
    const { calls, account } = setup();
    const saved = await saveProfile({ account })({
      firstName: ' Ana ',
      lastName: 'Silva',
      phoneNumber: '',
      language: 'pt',
      marketingOptIn: true,
    });
    expect(saved).toMatchObject({ ok: true, value: { firstName: 'Ana', phoneNumber: null } });
    expect(calls).toEqual([
      [
        'saveProfile',
        { firstName: 'Ana', lastName: 'Silva', phoneNumber: null, language: 'pt', marketingOptIn: true },
      ],
    ]);
  });

  it('refuses a profile without a name before sending it', async () => {
    const { calls, account } = setup();
    const saved = await saveProfile({ account })({ firstName: '', lastName: 'S' });
    expect(saved).toMatchObject({ ok: false, error: { code: 'validation.required', field: 'firstName' } });
    expect(calls).toEqual([]);
  });

  it('changes the email in two steps: a code to the new address, then the code', async () => {
    const { calls, account } = setup();
    expect((await startEmailChange({ account })('not-an-email')).ok).toBe(false);
    expect(await startEmailChange({ account })('new@b.co')).toEqual({ ok: true, value: undefined });
    const code = await finishEmailChange({ account })({ email: 'new@b.co', code: '123456' });
    expect(code).toMatchObject({ ok: true, value: { email: 'new@b.co' } });
    expect(await finishEmailChange({ account })({ email: 'new@b.co', code: '12' })).toMatchObject({
      ok: false,
      error: { code: 'auth.code_invalid' },
    });
    expect(calls.map(([name]) => name)).toEqual(['requestEmailChange', 'confirmEmailChange']);
  });

  it('confirms with the link, and refuses a malformed one unsent', async () => {
    const { calls, account } = setup();
    const a = '7f8a9d4e-1b2c-4d3e-8f9a-0b1c2d3e4f5a';
    const b = 'abcdefghijklmnopqrstuvwxyz';
    expect((await finishEmailChange({ account })({ a, b })).ok).toBe(true);
    expect((await finishEmailChange({ account })({ a: 'x', b })).ok).toBe(false);
    expect(calls).toEqual([['confirmEmailChange', { a, b }]]);
  });

  it('loads and saves the business, checking the country and time zone', async () => {
    const { account } = setup();
    expect(await loadBusinessProfile({ account })()).toMatchObject({
      ok: true,
      value: { name: 'Bean There' },
    });
    const save = saveBusinessProfile({ account });
    const base = { name: 'Bean', type: 'cafe', currency: 'EUR', logoUrl: '/api/uploads/abc-1.png' } as const;
    expect(await save({ ...base, country: 'pt' })).toMatchObject({
      ok: false,
      error: { code: 'validation.country_invalid' },
    });
    expect(await save({ ...base, timeZone: 'Mars/Olympus' })).toMatchObject({
      ok: false,
      error: { code: 'validation.time_zone_invalid' },
    });
    expect(await save({ ...base, country: 'PT', timeZone: 'Europe/Lisbon', address: '' })).toMatchObject({
      ok: true,
      value: { name: 'Bean', address: null, logoUrl: '/api/uploads/abc-1.png' },
    });
  });

  it('changes the password only when the new one is long enough', async () => {
    const { calls, account } = setup();
    const change = changeOwnPassword({ account });
    expect(await change({ currentPassword: 'old', newPassword: 'short' })).toMatchObject({
      ok: false,
      error: { code: 'validation.password_too_short', field: 'newPassword' },
    });
    expect(await change({ currentPassword: 'old', newPassword: 'long enough now' })).toEqual({
      ok: true,
      value: { endedSessions: 2 },
    });
    expect(calls).toHaveLength(1);
  });

  it('lists this device first, then the most recently seen, and ends sessions', async () => {
    const { calls, account } = setup();
    const sessions = await loadSessions({ account })();
    expect(sessions.ok && sessions.value.map((s) => s.id)).toEqual(['me', 'new', 'old']);
    expect(await logOutDevice({ account })('old')).toEqual({ ok: true, value: undefined });
    expect(await logOutOtherDevices({ account })()).toEqual({ ok: true, value: { ended: 2 } });
    expect(calls.slice(1)).toEqual([['endSession', 'old'], ['endOtherSessions']]);
  });

  it('passes a failure to load the sessions through', async () => {
    const failure = err(domainError('http.network'));
    const { account } = setup({ sessions: async () => failure });
    expect(await loadSessions({ account })()).toEqual(failure);
  });

  it('names the export when the server does not', async () => {
    const { account } = setup();
    expect(await downloadAccountData({ account })()).toMatchObject({
      ok: true,
      value: { fileName: 'passdeck-export.zip' },
    });
    const named = setup({
      exportData: async () => ({ ok: true, value: { fileName: 'x.zip', bytes: new Uint8Array() } }),
    });
    expect(await downloadAccountData({ account: named.account })()).toMatchObject({
      value: { fileName: 'x.zip' },
    });
  });

  it('deletes the account and forgets the session, but keeps it when the password is wrong', async () => {
    const session = new MemorySession();
    session.write({ access_token: 'a', refresh_token: 'r' });
    const wrong = err(domainError('auth.current_password_wrong', undefined, 'password'));
    const refused = setup({ deleteAccount: async () => wrong });
    expect(await closeAccount({ account: refused.account, session })('nope')).toEqual(wrong);
    expect(session.read()).not.toBeNull();
    expect(await closeAccount({ account: refused.account, session })('')).toMatchObject({
      ok: false,
      error: { code: 'validation.required' },
    });
    const { account } = setup();
    expect(await closeAccount({ account, session })('secret')).toMatchObject({
      ok: true,
      value: { cards: 1 },
    });
    expect(session.read()).toBeNull();
  });
});
