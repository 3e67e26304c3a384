import type { Result } from '../shared/result.ts';
import type { TeamGateway } from './team-gateway.port.ts';
import type { TeamRole } from './team-roles.ts';

/** Gives a member another role; the server refuses `team.self` and `team.last_owner`. */
export const setTeammateRole =
  ({ team }: { readonly team: TeamGateway }) =>
  (userId: string, role: TeamRole): Promise<Result<{ role: string }>> =>
    team.changeRole(userId, role);
