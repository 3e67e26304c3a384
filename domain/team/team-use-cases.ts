import type { SessionRepository } from '../auth/index.ts';
import type { Clock } from '../shared/clock.port.ts';
import type { IdGenerator } from '../shared/id-generator.port.ts';
import type { JobQueue } from '../shared/job-queue.port.ts';
import { domainError, err, ok, type Result } from '../shared/result.ts';
import { firstIssue } from '../shared/validation.ts';
import type { TeamRepository } from './team.repository.port.ts';
import { canRole, TEAM_ERRORS, teamChangeRefusal, type TeamMemberRef } from './team-roles.ts';
import {
  TEAM_INVITATION_DAYS,
  TEAM_INVITATION_JOB,
  TeamInviteSchema,
  TeamRoleChangeSchema,
  type TeamMemberView,
} from './team-views.ts';

type Actor = TeamMemberRef & { readonly businessId: string };

/** The business's members and pending invitations (`GET /api/team`). */
export const listTeam =
  ({ team }: { team: TeamRepository }) =>
  async (actor: Actor): Promise<TeamMemberView[]> =>
    (await team.list(actor.businessId)).map((entry) => ({
      ...entry,
      since: entry.since.toISOString(),
      expiresAt: entry.expiresAt?.toISOString() ?? null,
      isYou: entry.status === 'active' && entry.id === actor.userId,
    }));

/**
 * Invites someone by email with a role (`POST /api/team/invitations`). Only those who manage the
 * team may; the mail (its link holds the token) is written by the job, so the token is never
 * stored in clear. An address that already has an account cannot join a second business.
 */
export const inviteMember =
  (deps: { team: TeamRepository; jobs: JobQueue; ids: IdGenerator; clock: Clock }) =>
  async (actor: Actor, input: unknown, language: string): Promise<Result<TeamMemberView>> => {
    if (!canRole(actor.role, 'team.manage')) return err(domainError(TEAM_ERRORS.forbidden));
    const parsed = TeamInviteSchema.safeParse(input);
    if (!parsed.success) return err(firstIssue(parsed.error));
    const now = deps.clock.now();
    const id = deps.ids.id();
    const expiresAt = new Date(now.getTime() + TEAM_INVITATION_DAYS * 86_400_000);
    const stored = await deps.team.invite({
      id,
      businessId: actor.businessId,
      email: parsed.data.email,
      role: parsed.data.role,
      // A placeholder nobody holds: the job replaces it with the digest of the token it mails.
      tokenDigest: `pending:${id}:${deps.ids.secret()}`,
      invitedBy: actor.userId,
      language,
      createdAt: now,
      expiresAt,
    });
    if (stored === 'already_member') return err(domainError(TEAM_ERRORS.alreadyMember, undefined, 'email'));
    if (stored === 'email_taken') return err(domainError(TEAM_ERRORS.emailTaken, undefined, 'email'));
    await deps.jobs.enqueue([{ type: TEAM_INVITATION_JOB, payload: { id } }]);
    return ok({
      id,
      email: parsed.data.email,
      firstName: null,
      lastName: null,
      role: parsed.data.role,
      status: 'invited',
      since: now.toISOString(),
      expiresAt: expiresAt.toISOString(),
      isYou: false,
    });
  };

/**
 * The team rules' verdict as the team stands inside `exclusive`: the actor's role is read again
 * there, so an owner demoted a moment ago by another owner changes nothing more.
 */
const refusalNow = async (
  team: TeamRepository,
  actor: Actor,
  target: TeamMemberRef,
  next: TeamMemberRef['role'] | null,
) => {
  const self = await team.member(actor.businessId, actor.userId);
  if (!self) return TEAM_ERRORS.forbidden;
  return teamChangeRefusal(self, target, next, await team.countOwners(actor.businessId));
};

/** Gives a member another role (`PUT /api/team/members/{userId}`), within the team rules. */
export const changeMemberRole =
  (deps: { team: TeamRepository; sessions: SessionRepository }) =>
  async (actor: Actor, userId: string, input: unknown): Promise<Result<{ role: string }>> => {
    const parsed = TeamRoleChangeSchema.safeParse(input);
    if (!parsed.success) return err(firstIssue(parsed.error));
    const changed = await deps.team.exclusive(actor.businessId, async (team) => {
      const target = await team.member(actor.businessId, userId);
      if (!target) return err(domainError(TEAM_ERRORS.notFound));
      const refusal = await refusalNow(team, actor, target, parsed.data.role);
      if (refusal) return err(domainError(refusal));
      await team.setRole(actor.businessId, userId, parsed.data.role);
      return ok({ role: parsed.data.role });
    });
    // After the commit: a request read before it would cache the old role again.
    if (changed.ok) deps.sessions.forget(userId);
    return changed;
  };

/**
 * Removes a member (their account and sessions go) or withdraws a pending invitation
 * (`DELETE /api/team/members/{id}`).
 */
export const removeMember =
  (deps: { team: TeamRepository; sessions: SessionRepository }) =>
  async (actor: Actor, id: string): Promise<Result<{ removed: true }>> => {
    const removed = await deps.team.exclusive(actor.businessId, async (team) => {
      const target = await team.member(actor.businessId, id);
      if (!target) {
        if (!canRole(actor.role, 'team.manage')) return err(domainError(TEAM_ERRORS.forbidden));
        return (await team.removeInvitation(actor.businessId, id))
          ? ok({ removed: true as const })
          : err(domainError(TEAM_ERRORS.notFound));
      }
      const refusal = await refusalNow(team, actor, target, null);
      if (refusal) return err(domainError(refusal));
      await team.remove(actor.businessId, id);
      return ok({ removed: true as const });
    });
    if (removed.ok) deps.sessions.forget(id);
    return removed;
  };
