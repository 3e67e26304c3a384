import { eq, inArray, sql } from 'drizzle-orm';
import type { AccountDataStore } from '#domain/auth/index.ts';
import type { AppDatabase } from './database.ts';
import {
  accrualConfigs,
  appleRegistrations,
  businesses,
  cardMessages,
  cards,
  holderLedger,
  passHolders,
  scannerDevices,
  teamInvitations,
  uploads,
  users,
} from './schema.ts';

/** Columns that hold credentials (password hashes, token and key digests, push tokens): never exported. */
const CREDENTIAL = /hash|digest|token|secret|password/i;

const withoutCredentials = (rows: readonly Record<string, unknown>[]) =>
  rows.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => !CREDENTIAL.test(key))));

export const createAccountDataRepository = (db: AppDatabase): AccountDataStore => ({
  async records(businessId) {
    const holders = await db.select().from(passHolders).where(eq(passHolders.businessId, businessId));
    const serials = holders.map((h) => h.serialNumber);
    return {
      business: withoutCredentials(await db.select().from(businesses).where(eq(businesses.id, businessId))),
      members: withoutCredentials(await db.select().from(users).where(eq(users.businessId, businessId))),
      invitations: withoutCredentials(
        await db.select().from(teamInvitations).where(eq(teamInvitations.businessId, businessId)),
      ),
      cards: withoutCredentials(await db.select().from(cards).where(eq(cards.businessId, businessId))),
      uploads: withoutCredentials(await db.select().from(uploads).where(eq(uploads.businessId, businessId))),
      customers: withoutCredentials(holders),
      walletDevices: withoutCredentials(
        serials.length
          ? await db
              .select()
              .from(appleRegistrations)
              .where(inArray(appleRegistrations.serialNumber, serials))
          : [],
      ),
      ledger: withoutCredentials(
        await db.select().from(holderLedger).where(eq(holderLedger.businessId, businessId)),
      ),
      pointsRules: withoutCredentials(
        await db.select().from(accrualConfigs).where(eq(accrualConfigs.businessId, businessId)),
      ),
      messages: withoutCredentials(
        await db.select().from(cardMessages).where(eq(cardMessages.businessId, businessId)),
      ),
      scannerDevices: withoutCredentials(
        await db.select().from(scannerDevices).where(eq(scannerDevices.businessId, businessId)),
      ),
    };
  },
  async uploadFiles(businessId) {
    return (
      await db.select({ file: uploads.file }).from(uploads).where(eq(uploads.businessId, businessId))
    ).map((row) => row.file);
  },
  erase: (businessId) =>
    db.transaction(async (tx) => {
      const count = async (table: typeof cards | typeof passHolders | typeof users) =>
        (
          await tx
            .select({ n: sql<number>`count(*)::int` })
            .from(table)
            .where(eq(table.businessId, businessId))
        )[0]?.n ?? 0;
      const memberIds = (
        await tx.select({ id: users.id }).from(users).where(eq(users.businessId, businessId))
      ).map((row) => row.id);
      const counts = {
        cards: await count(cards),
        customers: await count(passHolders),
        members: memberIds.length,
      };
      // Every business row references the business with ON DELETE CASCADE (architecture §7).
      const deleted = await tx
        .delete(businesses)
        .where(eq(businesses.id, businessId))
        .returning({ id: businesses.id });
      return deleted.length ? { ...counts, memberIds } : null;
    }),
});
