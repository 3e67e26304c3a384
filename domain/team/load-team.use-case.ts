import { ok, type Result } from '../shared/result.ts';
import type { TeamGateway } from './team-gateway.port.ts';
import { TEAM_ROLES } from './team-roles.ts';
import type { TeamMemberView } from './team-views.ts';

/** The team: members before invitations, owners first, then by address. */
export const loadTeam =
  ({ team }: { readonly team: TeamGateway }) =>
  async (): Promise<Result<TeamMemberView[]>> => {
    const members = await team.list();
    if (!members.ok) return members;
    const rank = (m: TeamMemberView) => (m.status === 'active' ? 0 : 10) + TEAM_ROLES.indexOf(m.role);
    return ok([...members.value].sort((a, b) => rank(a) - rank(b) || a.email.localeCompare(b.email)));
  };
