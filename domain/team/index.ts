export * from './team-roles.ts';
export type { TeamEmailComposer, TeamInvitationEmail } from './team-mail.ts';
