import { and, eq } from 'drizzle-orm';
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
  async findByToken(cardId, authenticationToken) {
    const [row] = await db
      .select()
      .from(passHolders)
      .where(and(eq(passHolders.cardId, cardId), eq(passHolders.authenticationToken, authenticationToken)))
      .limit(1);
    return row ?? null;
  },
});
