export * from './team-roles.ts';
export type { TeamEmailComposer, TeamInvitationEmail } from './team-mail.ts';
export * from './team-views.ts';
export type { TeamEntry, TeamInvitationRecord, TeamRepository } from './team.repository.port.ts';
export { changeMemberRole, inviteMember, listTeam, removeMember } from './team-use-cases.ts';
export { teamMailJobs } from './team-mail-job.ts';
export * from './tokens.ts';
