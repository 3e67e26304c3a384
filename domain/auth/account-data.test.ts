import { describe, expect, it } from 'vitest';
import { fakeAuthGateway, memoryAuthDeps, sequentialIds } from '../../test/fakes/auth-fakes.ts';
import { sha256Digest } from '../../test/fakes/code-fakes.ts';
import { createMemoryTeam } from '../../test/fakes/team-fakes.ts';
import { err, ok } from '../shared/index.ts';
import { acceptInvitation } from './accept-invitation.use-case.ts';
import { loadInvitation } from './load-invitation.use-case.ts';
import { previewInvitation } from './preview-invitation.use-case.ts';
import type { AccountDataStore, ArchiveEntry } from './account-data.ts';
import {
  confirmEmailChange,
  getBusinessProfile,
  updateAccountProfile,
  updateBusinessProfile,
} from './account-profile.use-case.ts';
import { deleteAccount } from './delete-account.use-case.ts';
import { exportAccountData } from './export-account-data.use-case.ts';
import { openAccount } from './open-account.use-case.ts';

const setup = async () => {
  const deps = memoryAuthDeps();
  const made = await openAccount(deps)({ email: 'ana@x.test', password: 'orange-kite-41', verifiedAt: null });
  if (!made.ok) throw new Error('open');
  const account = (await deps.accounts.findById(made.value._id))!;
  const principal = {
    userId: account.id,
    businessId: account.businessId,
    sessionId: 's',
    teamRole: 'owner' as const,
  };
  const erased: string[] = [];
  const removed: string[] = [];
  const data: AccountDataStore = {
    records: async () => ({ cards: [{ id: 'c1' }], members: [{ id: account.id }] }),
    uploadFiles: async () => ['a.png', 'b.png'],
    erase: async (businessId) => {
      erased.push(businessId);
      return { cards: 1, customers: 2, members: 1, memberIds: [account.id] };
    },
  };
  const files = { write: async () => undefined, remove: async (name: string) => void removed.push(name) };
  return { deps, account, principal, data, files, erased, removed };
};

describe('account data', () => {
  it('exports every kind as JSON and the customers as CSV', async () => {
    const s = await setup();
    const zipped: ArchiveEntry[][] = [];
    const rows = async function* () {
      yield ['Name'];
    };
    const run = exportAccountData({
      data: s.data,
      archive: { zip: async (entries) => (zipped.push([...entries]), new Uint8Array([1])) },
      customerRows: async () => ok({ rows: rows() }),
      clock: s.deps.clock,
    });
    expect(await run(s.principal)).toEqual({
      ok: true,
      value: { fileName: 'passdeck-export_2026-11-22.zip', bytes: new Uint8Array([1]) },
    });
    expect(zipped[0]!.map((e) => e.name)).toEqual(['cards.json', 'members.json', 'customers.csv']);
    const without = exportAccountData({
      data: s.data,
      archive: { zip: async (entries) => (zipped.push([...entries]), new Uint8Array()) },
      customerRows: async () => err({ code: 'x' }),
      clock: s.deps.clock,
    });
    await without(s.principal);
    expect(zipped[1]!.map((e) => e.name)).toEqual(['cards.json', 'members.json']);
  });

  it('deletes the business only for its owner with the right password, with its files', async () => {
    const s = await setup();
    const run = deleteAccount({ ...s.deps, data: s.data, files: s.files });
    expect(await run(s.principal, {})).toMatchObject({ ok: false, error: { field: 'password' } });
    expect(await run({ ...s.principal, teamRole: 'admin' }, { password: 'orange-kite-41' })).toMatchObject({
      ok: false,
      error: { code: 'team.forbidden' },
    });
    expect(await run({ ...s.principal, userId: 'nobody' }, { password: 'x' })).toMatchObject({
      error: { code: 'auth.user_not_found' },
    });
    expect(await run(s.principal, { password: 'wrong-wrong' })).toMatchObject({
      error: { code: 'auth.current_password_wrong', field: 'password' },
    });
    expect(s.erased).toEqual([]);
    expect(await run(s.principal, { password: 'orange-kite-41' })).toEqual({
      ok: true,
      value: { deleted: true, cards: 1, customers: 2, members: 1 },
    });
    expect(s.erased).toEqual([s.principal.businessId]);
    expect(s.removed.sort()).toEqual(['a.png', 'b.png']);
  });

  it('throttles password guesses like log-ins', async () => {
    const s = await setup();
    const run = deleteAccount({ ...s.deps, data: s.data, files: s.files });
    for (let i = 0; i < 10; i++) await run(s.principal, { password: 'wrong-wrong' });
    expect(await run(s.principal, { password: 'orange-kite-41' })).toMatchObject({
      ok: false,
      error: { code: 'auth.too_many_attempts', retryAfterSeconds: expect.any(Number) },
    });
  });
});

describe('profile, business and email change', () => {
  it('saves the profile and the business with field errors', async () => {
    const s = await setup();
    expect(await updateAccountProfile(s.deps)(s.principal, { firstName: '', lastName: 'S' })).toMatchObject({
      error: { field: 'firstName' },
    });
    expect(
      await updateAccountProfile(s.deps)(s.principal, {
        firstName: 'Ana',
        lastName: 'Silva',
        language: 'pl',
      }),
    ).toMatchObject({ ok: true, value: { firstName: 'Ana' } });
    expect(
      await updateAccountProfile(s.deps)({ ...s.principal, userId: 'x' }, { firstName: 'A', lastName: 'B' }),
    ).toMatchObject({
      error: { code: 'auth.user_not_found' },
    });
    expect(await getBusinessProfile(s.deps)(s.principal)).toMatchObject({ ok: false });
    const business = { name: 'Sol', type: 'cafe', timeZone: 'Europe/Warsaw', country: 'PL', currency: 'PLN' };
    // Only this upload is the business's own.
    const own = '0b7e6c1e-5f7a-4c4e-9d2a-3f1c2b4a5d6e';
    const uploads = {
      find: async (businessId: string, id: string) =>
        businessId === s.principal.businessId && id === own ? ({ id } as never) : null,
    };
    const update = updateBusinessProfile({ ...s.deps, uploads });
    expect(await update({ ...s.principal, teamRole: 'staff' }, business)).toMatchObject({
      error: { code: 'team.forbidden' },
    });
    expect(await update(s.principal, { ...business, timeZone: 'Nowhere/Else' })).toMatchObject({
      error: { code: 'validation.time_zone_invalid', field: 'timeZone' },
    });
    expect(await update(s.principal, { ...business, logoUrl: 'javascript:alert(1)' })).toMatchObject({
      error: { field: 'logoUrl' },
    });
    // Issue 22: another business's upload is not this business's logo.
    expect(
      await update(s.principal, {
        ...business,
        logoUrl: '/api/uploads/9b7e6c1e-5f7a-4c4e-9d2a-3f1c2b4a5d6e.png',
      }),
    ).toMatchObject({ error: { code: 'validation.image_invalid', field: 'logoUrl' } });
    expect((await update(s.principal, { ...business, logoUrl: `/api/uploads/${own}.webp` })).ok).toBe(true);
    expect(await update(s.principal, business)).toMatchObject({
      ok: true,
      value: { name: 'Sol', address: null, logoUrl: null, currency: 'PLN' },
    });
    expect(await getBusinessProfile(s.deps)(s.principal)).toMatchObject({
      ok: true,
      value: { country: 'PL' },
    });
  });

  it('moves the account to an address a code proved, unless another account has it', async () => {
    const s = await setup();
    const run = confirmEmailChange(s.deps);
    const prove = async (email: string) => {
      await s.deps.codes.insert({
        id: `00000000-0000-4000-8000-00000000000${s.deps.codes.rows.length}`,
        purpose: 'change_email',
        email,
        language: 'en',
        createdAt: s.deps.clock.now(),
        codeDigest: null,
        linkDigest: null,
        usedAt: null,
      });
      const record = s.deps.codes.rows.at(-1)!;
      const { codeDigestOf } = await import('./verify-code.use-case.ts');
      await s.deps.codes.setSecrets(record.id, codeDigestOf(sha256Digest, record.id, '123456'), 'x');
    };
    expect(await run(s.principal, { email: 'new@x.test', code: '123456' }, 'c')).toMatchObject({ ok: false });
    await prove('new@x.test');
    expect(await run(s.principal, { email: 'new@x.test', code: '123456' }, 'c')).toMatchObject({
      ok: true,
      value: { email: 'new@x.test', isEmailVerified: true },
    });
    // The address it left is told (its owner still reads it if the session was someone else's).
    expect(s.deps.jobs.queued.map((job) => job.payload)).toEqual([
      {
        kind: 'email_changed',
        accountId: s.principal.userId,
        previousEmail: 'ana@x.test',
        at: s.deps.clock.now().toISOString(),
      },
    ]);
    const other = await openAccount(s.deps)({
      email: 'taken@x.test',
      password: 'orange-kite-41',
      verifiedAt: null,
    });
    expect(other.ok).toBe(true);
    await prove('taken@x.test');
    expect(await run(s.principal, { email: 'taken@x.test', code: '123456' }, 'c')).toMatchObject({
      error: { code: 'auth.email_taken' },
    });
    expect(s.deps.jobs.queued).toHaveLength(1);
  });
});

describe('joining a team by invitation', () => {
  it('opens a verified account in the inviting business with the invited role, once', async () => {
    const s = await setup();
    const team = createMemoryTeam();
    const token = 'invitation-token-0123456789';
    await team.repo.invite({
      id: 'i1',
      businessId: s.principal.businessId,
      email: 'kim@x.test',
      role: 'staff',
      tokenDigest: sha256Digest.digest(token),
      invitedBy: s.principal.userId,
      language: 'en',
      createdAt: s.deps.clock.now(),
      expiresAt: new Date(s.deps.clock.now().getTime() + 86_400_000),
    });
    const join = acceptInvitation({ ...s.deps, team: team.repo, ids: sequentialIds() });
    const preview = previewInvitation({ ...s.deps, team: team.repo });
    // Before joining, the link is read: whose team, which address and role, from the records.
    expect(await preview({ token })).toMatchObject({
      ok: true,
      value: { email: 'kim@x.test', role: 'staff' },
    });
    expect(await preview({ token: 'x' })).toMatchObject({ error: { code: 'team.invitation_invalid' } });
    expect(await preview({ token: 'unknown-token-0123456789' })).toMatchObject({
      error: { code: 'team.invitation_invalid', field: 'token' },
    });
    const body = { token, password: 'staff-kite-2026', firstName: 'Kim', lastName: 'Lee' };
    expect(await join({ ...body, token: 'x' })).toMatchObject({ error: { field: 'token' } });
    expect(await join({ ...body, password: 'short' })).toMatchObject({ error: { field: 'password' } });
    expect(await join({ ...body, password: '1234567890' })).toMatchObject({
      error: { code: 'validation.password_common' },
    });
    expect(await join({ ...body, token: 'unknown-token-0123456789' })).toMatchObject({
      error: { code: 'team.invitation_invalid' },
    });
    const joined = await join(body);
    expect(joined.ok).toBe(true);
    const account = await s.deps.accounts.findByEmail('kim@x.test');
    expect(account).toMatchObject({
      businessId: s.principal.businessId,
      teamRole: 'staff',
      firstName: 'Kim',
    });
    expect(account?.emailVerifiedAt).not.toBeNull();
    expect(await join(body)).toMatchObject({ error: { code: 'team.invitation_invalid' } });
    expect((await preview({ token })).ok).toBe(false);

    await team.repo.invite({
      id: 'i2',
      businessId: s.principal.businessId,
      email: 'ana-2@x.test',
      role: 'admin',
      tokenDigest: sha256Digest.digest('second-token-0123456789'),
      invitedBy: null as unknown as string,
      language: 'en',
      createdAt: s.deps.clock.now(),
      expiresAt: new Date(s.deps.clock.now().getTime() - 1),
    });
    expect(await join({ ...body, token: 'second-token-0123456789' })).toMatchObject({
      error: { code: 'team.invitation_invalid' },
    });
    expect((await preview({ token: 'second-token-0123456789' })).ok).toBe(false);
  });

  it('reads an invitation in the browser only when its token can be one', async () => {
    const asked: string[] = [];
    const gateway = fakeAuthGateway({
      previewTeamInvitation: async (token) => (
        asked.push(token),
        ok({ businessName: 'Café Sol', email: 'kim@x.test', role: 'staff' })
      ),
    });
    const read = loadInvitation({ gateway });
    expect(await read('short')).toMatchObject({ error: { code: 'team.invitation_invalid' } });
    expect(await read('invitation-token-0123456789')).toMatchObject({ ok: true, value: { role: 'staff' } });
    expect(asked).toEqual(['invitation-token-0123456789']);
  });
});
