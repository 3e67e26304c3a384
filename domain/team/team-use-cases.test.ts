import { describe, expect, it } from 'vitest';
import { MemorySessions, fixedClock, sequentialIds } from '../../test/fakes/auth-fakes.ts';
import { sha256Digest } from '../../test/fakes/code-fakes.ts';
import { createMemoryJobs } from '../../test/fakes/job-fakes.ts';
import { createMemoryTeam } from '../../test/fakes/team-fakes.ts';
import type { OutgoingEmail } from '../shared/index.ts';
import { teamMailJobs } from './team-mail-job.ts';
import type { TeamInvitationEmail } from './team-mail.ts';
import { changeMemberRole, inviteMember, listTeam, removeMember } from './team-use-cases.ts';
import { TEAM_INVITATION_JOB } from './team-views.ts';

const setup = () => {
  const team = createMemoryTeam();
  team.members.push(
    { userId: 'u-owner', businessId: 'b1', email: 'boss@x.test', role: 'owner', name: 'Ana' },
    { userId: 'u-staff', businessId: 'b1', email: 'sam@x.test', role: 'staff', name: 'Sam' },
    { userId: 'u-other', businessId: 'b2', email: 'eve@x.test', role: 'owner', name: 'Eve' },
  );
  const jobs = createMemoryJobs();
  const sent: TeamInvitationEmail[] = [];
  const deps = {
    team: team.repo,
    jobs,
    ids: sequentialIds(),
    clock: fixedClock(),
    sessions: new MemorySessions(),
  };
  const worker = teamMailJobs({
    team: team.repo,
    mailer: { send: async () => undefined },
    composer: {
      teamInvitation: (mail): OutgoingEmail => {
        sent.push(mail);
        return { to: mail.to, subject: 's', text: mail.link, html: mail.link };
      },
    },
    ids: deps.ids,
    digest: sha256Digest,
    publicUrl: 'https://passdeck.test',
  });
  const owner = { userId: 'u-owner', businessId: 'b1', role: 'owner' as const };
  const staff = { userId: 'u-staff', businessId: 'b1', role: 'staff' as const };
  return { team, jobs, sent, deps, worker, owner, staff };
};

describe('team use cases', () => {
  it('lists members and invitations, marking the reader', async () => {
    const s = setup();
    await inviteMember(s.deps)(s.owner, { email: 'New@X.test', role: 'admin' }, 'pt');
    const list = await listTeam(s.deps)(s.owner);
    expect(list.map((m) => [m.email, m.status, m.isYou])).toEqual([
      ['boss@x.test', 'active', true],
      ['sam@x.test', 'active', false],
      ['new@x.test', 'invited', false],
    ]);
  });

  it('invites only as someone who manages the team; the job mails a link whose token is kept as a digest', async () => {
    const s = setup();
    expect(await inviteMember(s.deps)(s.staff, { email: 'a@x.test', role: 'staff' }, 'en')).toMatchObject({
      ok: false,
      error: { code: 'team.forbidden' },
    });
    expect(await inviteMember(s.deps)(s.owner, { email: 'nope', role: 'staff' }, 'en')).toMatchObject({
      ok: false,
      error: { field: 'email' },
    });
    expect(await inviteMember(s.deps)(s.owner, { email: 'eve@x.test', role: 'staff' }, 'en')).toMatchObject({
      ok: false,
      error: { code: 'team.email_taken' },
    });
    // One of the team (the owner inviting themselves, say) hears that, not "belongs to one business".
    for (const email of ['boss@x.test', 'sam@x.test'])
      expect(await inviteMember(s.deps)(s.owner, { email, role: 'staff' }, 'en')).toMatchObject({
        ok: false,
        error: { code: 'team.already_member', field: 'email' },
      });
    const invited = await inviteMember(s.deps)(s.owner, { email: 'kim@x.test', role: 'staff' }, 'de');
    expect(invited).toMatchObject({ ok: true, value: { status: 'invited', role: 'staff' } });
    expect(s.jobs.queued).toEqual([{ type: TEAM_INVITATION_JOB, payload: { id: expect.any(String) } }]);

    await s.worker[TEAM_INVITATION_JOB]!(s.jobs.queued[0]!.payload);
    const mail = s.sent[0]!;
    expect(mail).toMatchObject({
      to: 'kim@x.test',
      language: 'de',
      inviterName: 'Ana',
      role: 'staff',
      businessName: 'Café Sol',
    });
    // The token is the whole query: the join page reads the rest from the invitation.
    expect(mail.link).toMatch(/\/signup\?invite=[^&]+$/);
    const token = decodeURIComponent(/invite=([^&]+)/.exec(mail.link)![1]!);
    expect(s.team.invitations[0]!.tokenDigest).toBe(sha256Digest.digest(token));
    expect(JSON.stringify(s.team.invitations)).not.toContain(token);

    // Accepted (or withdrawn) meanwhile: nothing is mailed.
    await s.team.repo.accept(s.team.invitations[0]!.id, new Date());
    await s.worker[TEAM_INVITATION_JOB]!(s.jobs.queued[0]!.payload);
    await s.worker[TEAM_INVITATION_JOB]!({ id: 'gone' });
    expect(s.sent).toHaveLength(1);
  });

  it("changes roles within the rules and forgets the member's cached access", async () => {
    const s = setup();
    const forgotten: string[] = [];
    s.deps.sessions.forget = (id: string) => void forgotten.push(id);
    const change = changeMemberRole(s.deps);
    expect(await change(s.owner, 'u-staff', { role: 'chief' })).toMatchObject({
      ok: false,
      error: { field: 'role' },
    });
    expect(await change(s.owner, 'u-other', { role: 'staff' })).toMatchObject({
      error: { code: 'team.member_not_found' },
    });
    expect(await change(s.owner, 'u-owner', { role: 'staff' })).toMatchObject({
      error: { code: 'team.self' },
    });
    expect(await change(s.staff, 'u-owner', { role: 'staff' })).toMatchObject({
      error: { code: 'team.forbidden' },
    });
    expect(await change(s.owner, 'u-staff', { role: 'admin' })).toEqual({
      ok: true,
      value: { role: 'admin' },
    });
    expect(forgotten).toEqual(['u-staff']);
  });

  it('removes members or withdraws invitations, and never the last owner', async () => {
    const s = setup();
    const remove = removeMember(s.deps);
    const invited = await inviteMember(s.deps)(s.owner, { email: 'kim@x.test', role: 'staff' }, 'en');
    if (!invited.ok) throw new Error('invite');
    expect(await remove(s.staff, invited.value.id)).toMatchObject({ error: { code: 'team.forbidden' } });
    expect(await remove(s.owner, invited.value.id)).toEqual({ ok: true, value: { removed: true } });
    expect(await remove(s.owner, invited.value.id)).toMatchObject({
      error: { code: 'team.member_not_found' },
    });
    expect(await remove(s.owner, 'u-owner')).toMatchObject({ error: { code: 'team.self' } });
    s.team.members.push({ userId: 'u-co', businessId: 'b1', email: 'co@x.test', role: 'owner', name: null });
    expect(await remove({ userId: 'u-co', businessId: 'b1', role: 'owner' }, 'u-owner')).toMatchObject({
      ok: true,
    });
    expect(await remove({ userId: 'u-co', businessId: 'b1', role: 'owner' }, 'u-staff')).toMatchObject({
      ok: true,
    });
    expect(await s.team.repo.countOwners('b1')).toBe(1);
  });
});
