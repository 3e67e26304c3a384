import type { Result } from '../shared/result.ts';
import { sendChecked } from '../shared/send-checked.ts';
import type { TeamGateway } from './team-gateway.port.ts';
import type { TeamRole } from './team-roles.ts';
import { TeamInviteSchema, type TeamMemberView } from './team-views.ts';

/** Invites someone by email with a role; the answer is the pending entry for the list. */
export const inviteTeammate =
  ({ team }: { readonly team: TeamGateway }) =>
  (input: { email: string; role: TeamRole }): Promise<Result<TeamMemberView>> =>
    sendChecked(TeamInviteSchema, input, (invite) => team.invite(invite));
