import { IdJobPayloadSchema, parseJobPayload } from '../shared/job-payload.ts';
import type { JobHandlers } from '../shared/job-queue.port.ts';
import type { SecretLinkMailDeps } from '../shared/mailer.port.ts';
import type { TeamEmailComposer } from './team-mail.ts';
import type { TeamRepository } from './team.repository.port.ts';
import { TEAM_INVITATION_DAYS, TEAM_INVITATION_JOB } from './team-views.ts';

/**
 * The worker side of a team invitation: draws the token (it exists only in the mail and as a
 * digest), then mails the link `…/signup?invite={token}`. An invitation accepted, withdrawn or
 * replaced meanwhile sends nothing.
 */
export const teamMailJobs = (
  deps: SecretLinkMailDeps<TeamEmailComposer> & { team: TeamRepository },
): JobHandlers => ({
  [TEAM_INVITATION_JOB]: async (raw) => {
    const { id } = parseJobPayload(IdJobPayloadSchema, TEAM_INVITATION_JOB, raw);
    const invitation = await deps.team.invitationById(id);
    if (!invitation || invitation.acceptedAt) return;
    const token = deps.ids.secret();
    if (!(await deps.team.setToken(id, deps.digest.digest(token)))) return;
    const inviter = invitation.invitedBy ? await deps.team.inviterName(invitation.invitedBy) : null;
    await deps.mailer.send(
      deps.composer.teamInvitation({
        to: invitation.email,
        language: invitation.language,
        businessName: invitation.businessName ?? '',
        inviterName: inviter ?? '',
        role: invitation.role,
        // The token alone: the join page reads the business and address from the invitation itself.
        link: `${deps.publicUrl}/signup?invite=${encodeURIComponent(token)}`,
        expiresDays: TEAM_INVITATION_DAYS,
      }),
    );
  },
});
