import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { TeamRoleSchema, type TeamRepository } from '#domain/team/index.ts';
import type { AppDatabase } from './database.ts';
import { isUniqueViolation } from './errors.ts';
import { isUuid } from './ids.ts';
import { businessRow, updateWhileUnset } from './row-conditions.ts';
import { businesses, teamInvitations, users } from './schema.ts';

// A role the code no longer knows reads as the least one rather than failing the list.
const roleOf = (value: string) => TeamRoleSchema.catch('staff').parse(value);

const invitationColumns = {
  id: teamInvitations.id,
  businessId: teamInvitations.businessId,
  businessName: businesses.name,
  email: teamInvitations.email,
  role: teamInvitations.role,
  invitedBy: teamInvitations.invitedBy,
  language: teamInvitations.language,
  expiresAt: teamInvitations.expiresAt,
  acceptedAt: teamInvitations.acceptedAt,
};

export const createTeamRepository = (db: AppDatabase): TeamRepository => {
  const findInvitation = async (where: ReturnType<typeof eq>) => {
    const [row] = await db
      .select(invitationColumns)
      .from(teamInvitations)
      .innerJoin(businesses, eq(businesses.id, teamInvitations.businessId))
      .where(where)
      .limit(1);
    return row ? { ...row, role: roleOf(row.role) } : null;
  };
  /** Changes invitation `id` only while it is not accepted. */
  const pending = (id: string, values: Partial<typeof teamInvitations.$inferInsert>) =>
    updateWhileUnset(db, teamInvitations, eq(teamInvitations.id, id), teamInvitations.acceptedAt, values);
  return {
    async list(businessId) {
      const members = await db
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          role: users.teamRole,
          since: users.createdAt,
        })
        .from(users)
        .where(eq(users.businessId, businessId))
        .orderBy(asc(users.createdAt));
      const invited = await db
        .select({
          id: teamInvitations.id,
          email: teamInvitations.email,
          role: teamInvitations.role,
          since: teamInvitations.createdAt,
          expiresAt: teamInvitations.expiresAt,
        })
        .from(teamInvitations)
        .where(and(eq(teamInvitations.businessId, businessId), isNull(teamInvitations.acceptedAt)))
        .orderBy(asc(teamInvitations.createdAt));
      return [
        ...members.map((m) => ({ ...m, role: roleOf(m.role), status: 'active' as const, expiresAt: null })),
        ...invited.map((i) => ({
          ...i,
          role: roleOf(i.role),
          firstName: null,
          lastName: null,
          status: 'invited' as const,
        })),
      ];
    },
    exclusive(businessId, change) {
      return db.transaction(async (tx) => {
        // A lock of the team's own, held to the commit: two owners demoting each other at once
        // would each count two owners and leave none. An advisory lock, not the business row's:
        // a profile save locks the user and then the business, and would deadlock against it.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`team:${businessId}`}, 0))`);
        return change(createTeamRepository(tx));
      });
    },
    async member(businessId, userId) {
      if (!isUuid(userId)) return null;
      const [row] = await db
        .select({ userId: users.id, role: users.teamRole })
        .from(users)
        .where(businessRow(users, businessId, userId))
        .limit(1);
      return row ? { userId: row.userId, role: roleOf(row.role) } : null;
    },
    async countOwners(businessId) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(and(eq(users.businessId, businessId), eq(users.teamRole, 'owner')));
      return row?.n ?? 0;
    },
    async setRole(businessId, userId, role) {
      const updated = await db
        .update(users)
        .set({ teamRole: role })
        .where(businessRow(users, businessId, userId))
        .returning({ id: users.id });
      return updated.length > 0;
    },
    async remove(businessId, userId) {
      const deleted = await db
        .delete(users)
        .where(businessRow(users, businessId, userId))
        .returning({ id: users.id });
      return deleted.length > 0;
    },
    async invite(invitation) {
      const [taken] = await db
        .select({ businessId: users.businessId })
        .from(users)
        .where(eq(users.email, invitation.email))
        .limit(1);
      if (taken) return taken.businessId === invitation.businessId ? 'already_member' : 'email_taken';
      try {
        await db
          .insert(teamInvitations)
          .values({ ...invitation, acceptedAt: null })
          .onConflictDoUpdate({
            target: [teamInvitations.businessId, teamInvitations.email],
            set: {
              id: invitation.id,
              role: invitation.role,
              tokenDigest: invitation.tokenDigest,
              invitedBy: invitation.invitedBy,
              language: invitation.language,
              createdAt: invitation.createdAt,
              expiresAt: invitation.expiresAt,
              acceptedAt: null,
            },
          });
        return 'invited';
      } catch (error) {
        if (isUniqueViolation(error)) return 'email_taken';
        throw error;
      }
    },
    async removeInvitation(businessId, id) {
      if (!isUuid(id)) return false;
      const deleted = await db
        .delete(teamInvitations)
        .where(and(businessRow(teamInvitations, businessId, id), isNull(teamInvitations.acceptedAt)))
        .returning({ id: teamInvitations.id });
      return deleted.length > 0;
    },
    invitationById: (id) => findInvitation(eq(teamInvitations.id, id)),
    invitationByDigest: (tokenDigest) => findInvitation(eq(teamInvitations.tokenDigest, tokenDigest)),
    setToken: (id, tokenDigest) => pending(id, { tokenDigest }),
    accept: (id, at) => pending(id, { acceptedAt: at }),
    async inviterName(userId) {
      const [row] = await db
        .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      if (!row) return null;
      return [row.firstName, row.lastName].filter(Boolean).join(' ') || row.email;
    },
  };
};
