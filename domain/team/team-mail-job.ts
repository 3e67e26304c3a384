import { z } from 'zod';
import type { IdGenerator } from '../shared/id-generator.port.ts';
import { parseJobPayload } from '../shared/job-payload.ts';
import type { Mailer } from '../shared/mailer.port.ts';
import type { SecretDigest } from '../shared/secret-digest.port.ts';
import type { TeamEmailComposer } from './team-mail.ts';
import type { TeamRepository } from './team.repository.port.ts';
import { TEAM_INVITATION_DAYS, TEAM_INVITATION_JOB } from './team-views.ts';

/**
 * The worker side of a team invitation: draws the token (it exists only in the mail and as a
 * digest), then mails the link `…/signup?invite={token}`. An invitation accepted, withdrawn or
 * replaced meanwhile sends nothing.
 */
export const teamMailJobs = (deps: {
  team: TeamRepository;
  mailer: Mailer;
  composer: TeamEmailComposer;
  ids: IdGenerator;
  digest: SecretDigest;
  publicUrl: string;
}): Record<string, (payload: unknown) => Promise<void>> => ({
  [TEAM_INVITATION_JOB]: async (raw) => {
    const { id } = parseJobPayload(z.object({ id: z.string().max(64) }), TEAM_INVITATION_JOB, raw);
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
        // The business's name only titles the join screen; the token alone decides what is joined.
        link: `${deps.publicUrl}/signup?invite=${encodeURIComponent(token)}${
          invitation.businessName ? `&business=${encodeURIComponent(invitation.businessName)}` : ''
        }`,
        expiresDays: TEAM_INVITATION_DAYS,
      }),
    );
  },
});
