import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { PassHolderRepository } from '#domain/wallet/index.ts';
import type { AppDatabase } from './database.ts';
import { passHolders } from './schema.ts';

export const createPassHolderRepository = (db: AppDatabase): PassHolderRepository => ({
  async insert(holder) {
    await db.insert(passHolders).values(holder);
  },
  async findBySerial(serialNumber) {
    const [row] = await db
      .select()
      .from(passHolders)
      .where(eq(passHolders.serialNumber, serialNumber))
      .limit(1);
    return row ?? null;
  },
  async adjust(businessId, holderId, change, at) {
    // One statement: the row lock of the sub-select orders concurrent scans, and RETURNING gives
    // both the old counters (from the locked snapshot) and the new row.
    const old = db
      .select({
        id: passHolders.id,
        stamps: sql<number>`${passHolders.stamps}`.as('old_stamps'),
        points: sql<number>`${passHolders.points}`.as('old_points'),
      })
      .from(passHolders)
      .where(and(eq(passHolders.id, holderId), eq(passHolders.businessId, businessId)))
      .for('update')
      .as('old');
    const [row] = await db
      .update(passHolders)
      .set({
        stamps: sql`greatest(0, ${passHolders.stamps} + ${change.stamps})`,
        points: sql`greatest(0, ${passHolders.points} + ${change.points})`,
        updatedAt: at,
      })
      .from(old)
      .where(eq(passHolders.id, old.id))
      .returning({ ...getTableColumns(passHolders), oldStamps: old.stamps, oldPoints: old.points });
    if (!row) return null;
    const { oldStamps, oldPoints, ...after } = row;
    return { before: { ...after, stamps: oldStamps, points: oldPoints }, after };
  },
  async setGoogleState(serialNumber, googleState) {
    await db.update(passHolders).set({ googleState }).where(eq(passHolders.serialNumber, serialNumber));
  },
  async findByToken(cardId, authenticationToken) {
    const [row] = await db
      .select()
      .from(passHolders)
      .where(and(eq(passHolders.cardId, cardId), eq(passHolders.authenticationToken, authenticationToken)))
      .limit(1);
    return row ?? null;
  },
});
