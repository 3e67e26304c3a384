import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { SessionRepository } from '#domain/auth/index.ts';
import { TeamRoleSchema } from '#domain/team/index.ts';
import type { AppDatabase } from './database.ts';
import { isUuid } from './ids.ts';
import { refreshTokens, sessions, users } from './schema.ts';

export const createSessionRepository = (db: AppDatabase): SessionRepository => {
  /** Ends the matching live sessions and revokes their refresh tokens, in one transaction. */
  const endWhere = (where: ReturnType<typeof and>, at: Date) =>
    db.transaction(async (tx) => {
      const ended = await tx
        .update(sessions)
        .set({ endedAt: at })
        .where(and(where, isNull(sessions.endedAt)))
        .returning({ id: sessions.id });
      for (const { id } of ended)
        await tx
          .update(refreshTokens)
          .set({ revokedAt: at })
          .where(and(eq(refreshTokens.familyId, id), isNull(refreshTokens.revokedAt)));
      return ended.length;
    });
  return {
    async open({ id, userId, userAgent, at }) {
      await db.insert(sessions).values({ id, userId, userAgent, lastSeenAt: at, createdAt: at });
    },
    async touch(id, at) {
      await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id));
    },
    listLive: (userId, since) =>
      db
        .select({
          id: sessions.id,
          userAgent: sessions.userAgent,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt), gt(sessions.lastSeenAt, since)))
        .orderBy(desc(sessions.lastSeenAt))
        .limit(100),
    end: async (userId, id, at) =>
      isUuid(id) && (await endWhere(and(eq(sessions.userId, userId), eq(sessions.id, id)), at)) > 0,
    endAll: (userId, at, keep) =>
      endWhere(and(eq(sessions.userId, userId), keep ? ne(sessions.id, keep) : undefined), at),
    async access(userId, sessionId) {
      if (!isUuid(sessionId) || !isUuid(userId)) return null;
      const [row] = await db
        .select({ businessId: users.businessId, teamRole: users.teamRole })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.endedAt)))
        .limit(1);
      return row
        ? { businessId: row.businessId, teamRole: TeamRoleSchema.catch('staff').parse(row.teamRole) }
        : null;
    },
    forget: () => undefined,
  };
};

/**
 * Every authenticated request asks whether its session is live: the answer is kept `ttlMs` per
 * session (on the embedded database every read takes the one connection's turn). What this
 * instance ends or changes it forgets at once; another instance's change applies within `ttlMs`.
 */
export const cacheSessionAccess = (repository: SessionRepository, ttlMs: number): SessionRepository => {
  const cache = new Map<
    string,
    { at: number; userId: string; value: Awaited<ReturnType<SessionRepository['access']>> }
  >();
  const forget = (userId: string) => {
    for (const [key, entry] of cache) if (entry.userId === userId) cache.delete(key);
  };
  return {
    ...repository,
    async end(userId, id, at) {
      forget(userId);
      return repository.end(userId, id, at);
    },
    async endAll(userId, at, keep) {
      forget(userId);
      return repository.endAll(userId, at, keep);
    },
    async access(userId, sessionId) {
      if (!isUuid(sessionId) || !isUuid(userId)) return null;
      const hit = cache.get(sessionId);
      if (hit && hit.userId === userId && Date.now() - hit.at < ttlMs) return hit.value;
      const value = await repository.access(userId, sessionId);
      if (cache.size > 10_000) cache.clear();
      cache.set(sessionId, { at: Date.now(), userId, value });
      return value;
    },
    forget,
  };
};
