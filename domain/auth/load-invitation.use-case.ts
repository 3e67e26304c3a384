import { domainError, err, type Result } from '../shared/result.ts';
import { TEAM_ERRORS, TeamInvitationTokenSchema, type TeamInvitationPreview } from '../team/index.ts';
import type { AuthClientDeps } from './auth-gateway.port.ts';

/**
 * The join page's first read: what the invitation in its link is for. A token that cannot be one
 * is refused without asking the server.
 */
export const loadInvitation =
  ({ gateway }: Pick<AuthClientDeps, 'gateway'>) =>
  async (token: string): Promise<Result<TeamInvitationPreview>> => {
    if (!TeamInvitationTokenSchema.safeParse({ token }).success)
      return err(domainError(TEAM_ERRORS.invitationInvalid, undefined, 'token'));
    return gateway.previewTeamInvitation(token);
  };
