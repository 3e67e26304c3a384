import { and, desc, eq, gt } from 'drizzle-orm';
import { CODE_PURPOSES, type OneTimeCodeRecord, type OneTimeCodeRepository } from '#domain/auth/index.ts';
import { z } from 'zod';
import type { AppDatabase } from './database.ts';
import { updateWhileUnset } from './row-conditions.ts';
import { codeGrants, oneTimeCodes } from './schema.ts';

const PurposeSchema = z.enum(CODE_PURPOSES);

const toRecord = (row: typeof oneTimeCodes.$inferSelect): OneTimeCodeRecord => ({
  ...row,
  purpose: PurposeSchema.parse(row.purpose),
});

/** Changes request `id` only while it is unused: of two concurrent uses exactly one sees it unused. */
const whileUnused = (db: AppDatabase, id: string, values: Partial<typeof oneTimeCodes.$inferInsert>) =>
  updateWhileUnset(db, oneTimeCodes, eq(oneTimeCodes.id, id), oneTimeCodes.usedAt, values);

const liveGrant = (tokenDigest: string, purpose: string, now: Date) =>
  and(
    eq(codeGrants.tokenDigest, tokenDigest),
    eq(codeGrants.purpose, purpose),
    gt(codeGrants.expiresAt, now),
  );

export const createOneTimeCodeRepository = (db: AppDatabase): OneTimeCodeRepository => ({
  async insert(record) {
    await db.insert(oneTimeCodes).values(record);
  },
  async latest(email, purpose) {
    const [row] = await db
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.email, email), eq(oneTimeCodes.purpose, purpose)))
      .orderBy(desc(oneTimeCodes.createdAt), desc(oneTimeCodes.id))
      .limit(1);
    return row ? toRecord(row) : null;
  },
  async findById(id) {
    const [row] = await db.select().from(oneTimeCodes).where(eq(oneTimeCodes.id, id)).limit(1);
    return row ? toRecord(row) : null;
  },
  setSecrets: (id, codeDigest, linkDigest) => whileUnused(db, id, { codeDigest, linkDigest }),
  consume: (id, at) => whileUnused(db, id, { usedAt: at }),
  async insertGrant(grant) {
    await db.insert(codeGrants).values(grant);
  },
  async takeGrant(tokenDigest, purpose, now, email) {
    const [row] = await db
      .delete(codeGrants)
      .where(
        and(
          liveGrant(tokenDigest, purpose, now),
          email === undefined ? undefined : eq(codeGrants.email, email),
        ),
      )
      .returning();
    return row ? { ...row, purpose: PurposeSchema.parse(row.purpose) } : null;
  },
  async findGrant(tokenDigest, purpose, now) {
    const [row] = await db
      .select()
      .from(codeGrants)
      .where(liveGrant(tokenDigest, purpose, now))
      .limit(1);
    return row ? { ...row, purpose: PurposeSchema.parse(row.purpose) } : null;
  },
});
