import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  TEAM_ACTIONS,
  TEAM_ERRORS,
  TEAM_ROLES,
  actionsOf,
  canRole,
  teamChangeRefusal,
  type TeamRole,
} from './team-roles.ts';

const roleArb = fc.constantFrom(...TEAM_ROLES);
const actionArb = fc.constantFrom(...TEAM_ACTIONS);

describe('team roles (issue 21): canRole', () => {
  it('is what the issue names for staff and admins', () => {
    expect(actionsOf('staff')).toEqual([
      'cards.read',
      'customers.read',
      'customers.act',
      'scanner.use',
      'messages.send',
      'rules.read',
    ]);
    for (const action of ['cards.write', 'rules.write', 'device_keys.manage', 'team.manage'] as const)
      expect(canRole('staff', action), action).toBe(false);
    for (const action of ['team.manage', 'billing.manage', 'account.delete'] as const) {
      expect(canRole('admin', action), action).toBe(false);
      expect(canRole('owner', action), action).toBe(true);
    }
    expect(actionsOf('owner')).toEqual([...TEAM_ACTIONS]);
  });

  it('orders the roles: whatever staff may, an admin may; whatever an admin may, an owner may', () => {
    fc.assert(
      fc.property(actionArb, (action) => {
        if (canRole('staff', action)) expect(canRole('admin', action)).toBe(true);
        if (canRole('admin', action)) expect(canRole('owner', action)).toBe(true);
      }),
    );
  });
});

interface Member {
  readonly userId: string;
  role: TeamRole;
}

describe('team roles (issue 21): changes to the team', () => {
  it('never lets a member gain an action except from an owner, never on themselves, and always keeps an owner', () => {
    const changeArb = fc.record({
      actor: fc.nat(5),
      target: fc.nat(5),
      next: fc.option(roleArb, { nil: null }),
    });
    fc.assert(
      fc.property(
        fc.array(roleArb, { minLength: 1, maxLength: 6 }),
        fc.array(changeArb, { maxLength: 30 }),
        (roles, changes) => {
          // A business starts with one owner; the others join with any role.
          let team: Member[] = roles.map((role, i) => ({ userId: `u${i}`, role: i === 0 ? 'owner' : role }));
          for (const change of changes) {
            const actor = team[change.actor % team.length]!;
            const target = team[change.target % team.length]!;
            const owners = team.filter((m) => m.role === 'owner').length;
            const refusal = teamChangeRefusal(actor, target, change.next, owners);
            if (refusal !== null) continue;
            expect(actor.role).toBe('owner');
            expect(actor.userId).not.toBe(target.userId);
            team =
              change.next === null
                ? team.filter((m) => m.userId !== target.userId)
                : team.map((m) => (m.userId === target.userId ? { ...m, role: change.next! } : m));
            expect(team.some((m) => m.role === 'owner')).toBe(true);
          }
        },
      ),
    );
  });

  it('names why a change is refused', () => {
    const owner = { userId: 'o', role: 'owner' as const };
    const admin = { userId: 'a', role: 'admin' as const };
    expect(teamChangeRefusal(admin, { userId: 's', role: 'staff' }, 'admin', 1)).toBe(TEAM_ERRORS.forbidden);
    expect(teamChangeRefusal(owner, owner, 'staff', 2)).toBe(TEAM_ERRORS.self);
    expect(teamChangeRefusal(owner, { userId: 'o2', role: 'owner' }, null, 1)).toBe(TEAM_ERRORS.lastOwner);
    expect(teamChangeRefusal(owner, { userId: 'o2', role: 'owner' }, 'admin', 2)).toBeNull();
    expect(teamChangeRefusal(owner, admin, 'staff', 1)).toBeNull();
  });
});
