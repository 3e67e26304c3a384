import type { Clock } from '../shared/clock.port.ts';
import { domainError, err, ok, type Result } from '../shared/result.ts';
import type { SecretDigest } from '../shared/secret-digest.port.ts';
import {
  TEAM_ERRORS,
  TeamInvitationTokenSchema,
  type TeamInvitationPreview,
  type TeamRepository,
} from '../team/index.ts';

/**
 * `POST /api/team/invitations/preview`: what a team invitation is for, read with the mail's token
 * before anyone types, so the join page names the business from our records (not from its own
 * address bar) and says at once when a link is used, replaced or expired. The token is the
 * secret; the answer tells only what its holder's mail already said.
 */
export const previewInvitation =
  (deps: { team: TeamRepository; digest: SecretDigest; clock: Clock }) =>
  async (input: unknown): Promise<Result<TeamInvitationPreview>> => {
    const parsed = TeamInvitationTokenSchema.safeParse(input);
    if (!parsed.success) return err(domainError(TEAM_ERRORS.invitationInvalid, undefined, 'token'));
    const invitation = await deps.team.invitationByDigest(deps.digest.digest(parsed.data.token));
    if (!invitation || invitation.acceptedAt || invitation.expiresAt <= deps.clock.now())
      return err(domainError(TEAM_ERRORS.invitationInvalid, undefined, 'token'));
    return ok({
      businessName: invitation.businessName ?? '',
      email: invitation.email,
      role: invitation.role,
    });
  };
