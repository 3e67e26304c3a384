import { createHash } from 'node:crypto';
import { and, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { RefreshTokenStore } from '#domain/auth/index.ts';
import type { AppDatabase } from './database.ts';
import { updateWhileUnset } from './row-conditions.ts';
import { refreshTokens, sessions } from './schema.ts';

/** Only a SHA-256 of each token is stored: a database leak does not leak sessions. */
const hashOf = (secret: string): string => createHash('sha256').update(secret).digest('base64url');

/** Revokes the tokens `where` picks; a revoked token keeps the moment it was first revoked. */
const revokeWhere = (db: AppDatabase, where: SQL, now: Date) =>
  updateWhileUnset(db, refreshTokens, where, refreshTokens.revokedAt, { revokedAt: now });

/** The token's session has not ended (tokens from before sessions were kept have no row, and live). */
const sessionNotEnded = sql`not exists (select 1 from ${sessions} where ${sessions.id} = ${refreshTokens.familyId} and ${sessions.endedAt} is not null)`;

export const createRefreshTokenRepository = (db: AppDatabase): RefreshTokenStore => ({
  async issue({ userId, familyId, secret, expiresAt, createdAt }) {
    await db
      .insert(refreshTokens)
      .values({ tokenHash: hashOf(secret), userId, familyId, expiresAt, createdAt });
  },
  async consume(secret, now) {
    const tokenHash = hashOf(secret);
    // One conditional UPDATE: of two concurrent uses exactly one sees the row unused. A token
    // lives only with its session: a replay that ends the session while the winner is still
    // storing its new token would otherwise leave that token working for a dead session.
    const [used] = await db
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(refreshTokens.tokenHash, tokenHash),
          isNull(refreshTokens.usedAt),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, now),
          sessionNotEnded,
        ),
      )
      .returning({ userId: refreshTokens.userId, familyId: refreshTokens.familyId });
    if (used) return { kind: 'valid', ...used };
    const [row] = await db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash))
      .limit(1);
    if (!row || row.expiresAt <= now) return { kind: 'invalid' };
    // Only a token presented after its use is a replay; one whose session was ended (a log-out,
    // a reset password) is just over.
    if (!row.usedAt) return { kind: 'invalid' };
    return { kind: 'reused', userId: row.userId, familyId: row.familyId };
  },
  async revokeFamily(familyId, now) {
    await revokeWhere(db, eq(refreshTokens.familyId, familyId), now);
  },
  async revoke(secret, now) {
    await revokeWhere(db, eq(refreshTokens.tokenHash, hashOf(secret)), now);
    const [row] = await db
      .select({ userId: refreshTokens.userId, familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashOf(secret)))
      .limit(1);
    return row ?? null;
  },
});
