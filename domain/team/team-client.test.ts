import { describe, expect, it } from 'vitest';
import { fakeTeamGateway, sampleMember } from '../../test/fakes/account-fakes.ts';
import { inviteTeammate } from './invite-teammate.use-case.ts';
import { loadTeam } from './load-team.use-case.ts';
import { removeTeammate } from './remove-teammate.use-case.ts';
import { setTeammateRole } from './set-teammate-role.use-case.ts';

describe('team use cases in the browser', () => {
  it('lists members before invitations, owners first', async () => {
    const team = fakeTeamGateway([
      sampleMember({ id: 'i1', email: 'a@b.co', role: 'staff', status: 'invited', isYou: false }),
      sampleMember({ id: 's1', email: 'z@b.co', role: 'staff', isYou: false }),
      sampleMember({ id: 'o1', email: 'o@b.co' }),
      sampleMember({ id: 'a1', email: 'b@b.co', role: 'admin', isYou: false }),
    ]);
    const list = await loadTeam({ team })();
    expect(list.ok && list.value.map((m) => m.id)).toEqual(['o1', 'a1', 's1', 'i1']);
  });

  it('invites, changes a role and removes', async () => {
    const members = [sampleMember()];
    const team = fakeTeamGateway(members);
    expect(await inviteTeammate({ team })({ email: 'nope', role: 'staff' })).toMatchObject({ ok: false });
    const invited = await inviteTeammate({ team })({ email: 'new@b.co', role: 'staff' });
    expect(invited).toMatchObject({ ok: true, value: { status: 'invited', role: 'staff' } });
    const id = invited.ok ? invited.value.id : '';
    expect(await setTeammateRole({ team })(id, 'admin')).toEqual({ ok: true, value: { role: 'admin' } });
    expect(members[1]?.role).toBe('admin');
    await removeTeammate({ team })(id);
    expect(members.map((m) => m.id)).toEqual(['m1']);
  });
});
