import type { Result } from '../shared/result.ts';
import type { TeamGateway } from './team-gateway.port.ts';

/** Removes a member or withdraws an invitation (the list's entry id either way). */
export const removeTeammate =
  ({ team }: { readonly team: TeamGateway }) =>
  (id: string): Promise<Result<void>> =>
    team.remove(id);
