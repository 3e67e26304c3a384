import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { PassHolderRepository } from '#domain/wallet/index.ts';
import type { AppDatabase } from './database.ts';
import { violatedConstraint } from './errors.ts';
import { isUuid } from './ids.ts';
import { updateWhileUnset } from './row-conditions.ts';
import { newPassVersion, passHolders } from './schema.ts';

const SHORT_CODE_TRIES = 5;

/** The pass a unique key finds, or null. */
const firstHolder = async (db: AppDatabase, where: SQL | undefined) => {
  const [row] = await db.select().from(passHolders).where(where).limit(1);
  return row ?? null;
};

export const createPassHolderRepository = (
  db: AppDatabase,
  /** Draws another short code when one repeats within the business (the id generator's `code`). */
  newShortCode: () => string,
): PassHolderRepository => ({
  async insert(holder) {
    // Short codes are random and only unique per business: a repeat (about one in 10^6 at
    // 100,000 passes) draws a new one instead of failing the customer's download.
    for (let attempt = 1; ; attempt++) {
      const stored = attempt === 1 ? holder : { ...holder, shortCode: newShortCode() };
      try {
        await db.insert(passHolders).values(stored);
        return stored;
      } catch (error) {
        if (attempt >= SHORT_CODE_TRIES || violatedConstraint(error) !== 'pass_holders_short_code_idx')
          throw error;
      }
    }
  },
  async findBySerial(serialNumber) {
    return firstHolder(db, eq(passHolders.serialNumber, serialNumber));
  },
  async findById(businessId, holderId) {
    if (!isUuid(holderId)) return null;
    return firstHolder(db, and(eq(passHolders.id, holderId), eq(passHolders.businessId, businessId)));
  },
  async findByCode(cardId, validationCode) {
    return firstHolder(
      db,
      and(eq(passHolders.cardId, cardId), eq(passHolders.validationCode, validationCode)),
    );
  },
  async findByEmail(cardId, email) {
    const [row] = await db
      .select()
      .from(passHolders)
      .where(and(eq(passHolders.cardId, cardId), sql`lower(${passHolders.email}) = lower(${email})`))
      .orderBy(desc(passHolders.createdAt))
      .limit(1);
    return row ?? null;
  },
  async markValidated(holderId, validationCode, at) {
    // Conditional: only the first of two concurrent entries of the code gets the row back.
    const [row] = await db
      .update(passHolders)
      .set({ validatedAt: at, updatedAt: at })
      .where(
        and(
          eq(passHolders.id, holderId),
          eq(passHolders.validationCode, validationCode),
          isNull(passHolders.validatedAt),
        ),
      )
      .returning();
    return row ?? null;
  },
  async replaceCode(businessId, holderId, validationCode, at) {
    if (!isUuid(holderId)) return null;
    const [row] = await db
      .update(passHolders)
      .set({ validationCode, codeIssuedAt: at, validatedAt: null, updatedAt: at })
      .where(and(eq(passHolders.id, holderId), eq(passHolders.businessId, businessId)))
      .returning();
    return row ?? null;
  },
  async saveData(holderId, answers, at) {
    const [row] = await db
      .update(passHolders)
      .set({
        data: { ...answers.data },
        ...(answers.name ? { name: answers.name } : {}),
        ...(answers.email ? { email: answers.email } : {}),
        ...(answers.phone ? { phone: answers.phone } : {}),
        dataCollectedAt: at,
        updatedAt: at,
        // The holder's name and answers can show on the pass.
        ...newPassVersion(),
      })
      .where(eq(passHolders.id, holderId))
      .returning();
    return row ?? null;
  },
  // Only the first download and install are kept: the write is skipped once the time is set.
  async markDownloaded(holderId, at) {
    const holder = eq(passHolders.id, holderId);
    await updateWhileUnset(db, passHolders, holder, passHolders.downloadedAt, { downloadedAt: at });
  },
  async markInstalled(serialNumber, at) {
    const holder = eq(passHolders.serialNumber, serialNumber);
    await updateWhileUnset(db, passHolders, holder, passHolders.installedAt, { installedAt: at });
  },
  async setGoogleState(serialNumber, googleState) {
    await db.update(passHolders).set({ googleState }).where(eq(passHolders.serialNumber, serialNumber));
  },
  async findByToken(cardId, authenticationToken) {
    const byToken = eq(passHolders.authenticationToken, authenticationToken);
    return firstHolder(db, cardId === null ? byToken : and(eq(passHolders.cardId, cardId), byToken));
  },
});
