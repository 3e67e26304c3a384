import { z } from 'zod';
import { EmailSchema } from '../shared/email-schema.ts';
import { TeamRoleSchema } from './team-roles.ts';

/** A member or pending invitation in `GET /api/team`. */
export const TeamMemberViewSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: TeamRoleSchema,
  status: z.enum(['active', 'invited']),
  since: z.string(),
  expiresAt: z.string().nullable(),
  /** The member reading the list. */
  isYou: z.boolean(),
});
export type TeamMemberView = z.infer<typeof TeamMemberViewSchema>;

/** `POST /api/team/invitations`. */
export const TeamInviteSchema = z.object({ email: EmailSchema, role: TeamRoleSchema });

/** `PUT /api/team/members/{userId}`. */
export const TeamRoleChangeSchema = z.object({ role: TeamRoleSchema });

/** `POST /api/team/invitations/accept`. */
export const TeamAcceptSchema = z.object({
  token: z
    .string({ error: 'validation.required' })
    .min(20, { error: 'team.invitation_invalid' })
    .max(200, { error: 'team.invitation_invalid' })
    .regex(/^[\w-]+$/, { error: 'team.invitation_invalid' }),
  password: z.string({ error: 'validation.required' }),
  firstName: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(80),
  lastName: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(80),
});
export type TeamAccept = z.infer<typeof TeamAcceptSchema>;

/** `POST /api/team/invitations/preview`: the invitation mail's token alone. */
export const TeamInvitationTokenSchema = TeamAcceptSchema.pick({ token: true });

/** What the join page shows before anyone types: whose team, for which address, in which role. */
export const TeamInvitationPreviewSchema = z.object({
  businessName: z.string(),
  email: z.string(),
  role: TeamRoleSchema,
});
export type TeamInvitationPreview = z.infer<typeof TeamInvitationPreviewSchema>;

/** How long an invitation link works. */
export const TEAM_INVITATION_DAYS = 7;
/** The job that draws an invitation's token and mails it. */
export const TEAM_INVITATION_JOB = 'team.invitation_mail';
