import { beforeAll, describe, expect, it } from 'vitest';
import { AuthUseCases } from '#domain/auth/index.ts';
import { newestMailTo } from '../../../../test/setup/outbox.ts';
import { createTestApp } from '../../../../test/setup/test-app.ts';
import { use } from '../../http/api.ts';
import { JobWorkerToken } from '../../tokens.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: Record<string, string>;
let ownerId: string;
let coOwner: { _id: string; access_token: string };
beforeAll(async () => {
  t = await createTestApp();
  const made = await use(
    t.container,
    AuthUseCases.openAccount,
  )({
    email: 'boss@team.test',
    password: 'orange-kite-41',
    verifiedAt: new Date(),
  });
  if (!made.ok) throw new Error('owner');
  owner = { authorization: `Bearer ${made.value.access_token}` };
  ownerId = made.value._id;
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const inviteAndAccept = async (
  email: string,
  role: 'admin' | 'staff' | 'owner',
  by: Record<string, string> = owner,
) => {
  const invited = await t.call('POST', '/api/team/invitations', { email, role }, by);
  expect(invited.status).toBe(201);
  await use(t.container, JobWorkerToken).drain();
  const mail = await newestMailTo(t.config.mail.outboxDir, email);
  const token = /[?&]invite=([\w-]+)/.exec(mail?.text ?? '')?.[1];
  expect(token, 'the mail holds the invitation link').toBeTruthy();
  const accepted = await t.call('POST', '/api/team/invitations/accept', {
    token,
    password: 'staff-kite-2026',
    firstName: 'Sam',
    lastName: 'Lee',
  });
  expect(accepted.status).toBe(201);
  return { token: token!, ...(accepted.json.data as { _id: string; access_token: string }) };
};

describe('team members and roles (issue 21)', () => {
  it('invites by mail; the invitee joins with a name and password, once, and gets the role', async () => {
    const staff = await inviteAndAccept('sam@team.test', 'staff');
    const me = await t.call('GET', '/api/users/me', undefined, bearer(staff.access_token));
    expect(me.json.data).toMatchObject({
      teamRole: 'staff',
      isEmailVerified: true,
      firstName: 'Sam',
      // The business is the owner's, already set up: a member has no onboarding to do.
      isOnBoardingCompleted: true,
    });
    const again = await t.call('POST', '/api/team/invitations/accept', {
      token: staff.token,
      password: 'staff-kite-2026',
      firstName: 'S',
      lastName: 'L',
    });
    expect(again.json).toMatchObject({ code: 'team.invitation_invalid' });

    const team = await t.call('GET', '/api/team', undefined, owner);
    expect(
      team.json.data.map((m: { email: string; role: string; isYou: boolean }) => [m.email, m.role, m.isYou]),
    ).toEqual([
      ['boss@team.test', 'owner', true],
      ['sam@team.test', 'staff', false],
    ]);

    // Staff serve customers but cannot change cards: the API says so.
    expect((await t.call('GET', '/api/business-card', undefined, bearer(staff.access_token))).status).toBe(
      200,
    );
    const refused = await t.call(
      'POST',
      '/api/business-card/demo',
      { passType: 'stamp_card' },
      bearer(staff.access_token),
    );
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ success: false, code: 'team.forbidden' });
    expect(
      (
        await t.call(
          'POST',
          '/api/team/invitations',
          { email: 'x@team.test', role: 'admin' },
          bearer(staff.access_token),
        )
      ).status,
    ).toBe(403);
  });

  it('previews an invitation by its token, and not once it is replaced, used or made up', async () => {
    const tokenFor = async (email: string) => {
      expect((await t.call('POST', '/api/team/invitations', { email, role: 'admin' }, owner)).status).toBe(
        201,
      );
      await use(t.container, JobWorkerToken).drain();
      const mail = await newestMailTo(t.config.mail.outboxDir, email);
      return /[?&]invite=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    };
    const preview = (token: unknown) => t.call('POST', '/api/team/invitations/preview', { token });
    const first = await tokenFor('pia@team.test');
    const seen = await preview(first);
    expect([seen.status, seen.json.data]).toEqual([
      200,
      { businessName: expect.any(String), email: 'pia@team.test', role: 'admin' },
    ]);
    // Inviting the same address again replaces the invitation: the first link stops working.
    const second = await tokenFor('pia@team.test');
    expect(second).not.toBe(first);
    expect((await preview(first)).json).toMatchObject({ code: 'team.invitation_invalid', field: 'token' });
    expect((await preview(second)).status).toBe(200);
    for (const bad of ['short', 'x'.repeat(300), '../../etc/passwd-aaaaaaaaaaaaa', 'a\u0000'.repeat(12), 42])
      expect((await preview(bad)).status, String(bad)).toBe(400);
    await t.call('POST', '/api/team/invitations/accept', {
      token: second,
      password: 'staff-kite-2026',
      firstName: 'Pia',
      lastName: 'Lee',
    });
    expect((await preview(second)).status).toBe(400);
  });

  it('changes roles and removes members within the rules; a change applies to live tokens at once', async () => {
    const admin = await inviteAndAccept('ada@team.test', 'admin');
    expect(
      (await t.call('POST', '/api/business-card/demo', { passType: 'coupon' }, bearer(admin.access_token)))
        .status,
    ).toBe(201);
    const demoted = await t.call('PUT', `/api/team/members/${admin._id}`, { role: 'staff' }, owner);
    expect(demoted.json).toEqual({ success: true, data: { role: 'staff' } });
    expect(
      (await t.call('POST', '/api/business-card/demo', { passType: 'coupon' }, bearer(admin.access_token)))
        .status,
    ).toBe(403);

    const self = await t.call('PUT', `/api/team/members/${ownerId}`, { role: 'admin' }, owner);
    expect(self.status).toBe(403);
    expect(self.json.code).toBe('team.self');
    expect((await t.call('PUT', `/api/team/members/${admin._id}`, { role: 'boss' }, owner)).status).toBe(400);
    expect(
      (
        await t.call(
          'PUT',
          '/api/team/members/00000000-0000-4000-8000-000000000000',
          { role: 'staff' },
          owner,
        )
      ).status,
    ).toBe(404);

    const removed = await t.call('DELETE', `/api/team/members/${admin._id}`, undefined, owner);
    expect(removed.json).toEqual({ success: true, data: { removed: true } });
    expect((await t.call('GET', '/api/users/me', undefined, bearer(admin.access_token))).status).toBe(401);
  });

  it('keeps one owner, refuses an address that has an account, and withdraws invitations', async () => {
    const inviteStaff = (email: string) =>
      t.call('POST', '/api/team/invitations', { email, role: 'staff' }, owner);
    const taken = await inviteStaff('boss@team.test');
    expect(taken.status).toBe(409);
    expect(taken.json.code).toBe('team.already_member');
    // An address of another business's account cannot join this one.
    const elsewhere = await use(
      t.container,
      AuthUseCases.openAccount,
    )({ email: 'elsewhere@team.test', password: 'orange-kite-41', verifiedAt: new Date() });
    if (!elsewhere.ok) throw new Error('other business');
    const other = await inviteStaff('elsewhere@team.test');
    expect(other.status).toBe(409);
    expect(other.json.code).toBe('team.email_taken');

    const pending = await inviteStaff('later@team.test');
    const withdrawn = await t.call('DELETE', `/api/team/members/${pending.json.data.id}`, undefined, owner);
    expect(withdrawn.status).toBe(200);
    expect(
      (await t.call('GET', '/api/team', undefined, owner)).json.data.some(
        (m: { email: string }) => m.email === 'later@team.test',
      ),
    ).toBe(false);

    // A second owner may remove the first; then the last owner cannot be demoted by anyone.
    const second = await inviteAndAccept('co@team.test', 'owner');
    coOwner = second;
    const last = await t.call(
      'DELETE',
      `/api/team/members/${ownerId}`,
      undefined,
      bearer(second.access_token),
    );
    expect(last.status).toBe(200);
    expect(
      (await t.call('GET', '/api/team', undefined, bearer(second.access_token))).json.data.filter(
        (m: { role: string }) => m.role === 'owner',
      ),
    ).toHaveLength(1);
  });

  it('keeps an owner when two owners demote or remove each other at the same moment', async () => {
    const opened = await use(
      t.container,
      AuthUseCases.openAccount,
    )({ email: 'pair@team.test', password: 'orange-kite-41', verifiedAt: new Date() });
    if (!opened.ok) throw new Error('pair');
    const first = { _id: opened.value._id, headers: bearer(opened.value.access_token) };
    const joined = await inviteAndAccept('pair-co@team.test', 'owner', first.headers);
    const second = { _id: joined._id, headers: bearer(joined.access_token) };
    const owners = async () =>
      (await t.call('GET', '/api/team', undefined, first.headers)).json.data.filter(
        (m: { role: string }) => m.role === 'owner',
      ).length;

    // The two requests race, so a single round may pass by luck: several rounds make a lost race show.
    for (let round = 0; round < 6; round++) {
      const demotions = await Promise.all([
        t.call('PUT', `/api/team/members/${second._id}`, { role: 'staff' }, first.headers),
        t.call('PUT', `/api/team/members/${first._id}`, { role: 'staff' }, second.headers),
      ]);
      // One change goes through; the other is refused, as its author is no longer an owner.
      expect(demotions.map((r) => r.status).sort()).toEqual([200, 403]);
      expect(await owners()).toBe(1);
      const [promoter, promoted] = demotions[0].status === 200 ? [first, second] : [second, first];
      expect(
        (await t.call('PUT', `/api/team/members/${promoted._id}`, { role: 'owner' }, promoter.headers))
          .status,
      ).toBe(200);
    }
    const removals = await Promise.all([
      t.call('DELETE', `/api/team/members/${second._id}`, undefined, first.headers),
      t.call('DELETE', `/api/team/members/${first._id}`, undefined, second.headers),
    ]);
    // The loser's author is gone (401) or, if their request was through the door, no owner (403).
    const [, lost] = removals.map((r) => r.status).sort();
    expect(removals.filter((r) => r.status === 200)).toHaveLength(1);
    expect([401, 403]).toContain(lost);
    const survivor = removals[0].status === 200 ? first : second;
    expect(
      (await t.call('GET', '/api/team', undefined, survivor.headers)).json.data.filter(
        (m: { role: string }) => m.role === 'owner',
      ),
    ).toHaveLength(1);
  });

  it('keeps other businesses out: their members are not found', async () => {
    const other = await use(
      t.container,
      AuthUseCases.openAccount,
    )({
      email: 'rival@team.test',
      password: 'orange-kite-41',
      verifiedAt: new Date(),
    });
    if (!other.ok) throw new Error('other');
    const rival = bearer(other.value.access_token);
    const team = await t.call('GET', '/api/team', undefined, rival);
    expect(team.json.data).toHaveLength(1);
    expect((await t.call('DELETE', `/api/team/members/${coOwner._id}`, undefined, rival)).status).toBe(404);
    expect((await t.call('PUT', `/api/team/members/${coOwner._id}`, { role: 'staff' }, rival)).status).toBe(
      404,
    );
    const still = await t.call('GET', '/api/team', undefined, bearer(coOwner.access_token));
    expect(still.json.data.find((m: { id: string }) => m.id === coOwner._id)).toMatchObject({
      role: 'owner',
    });
  });
});
