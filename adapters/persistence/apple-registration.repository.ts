import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type {
  AppleRegistrationRepository,
  PushTokenLookup,
  RegistrationCleaner,
} from '#domain/wallet/index.ts';
import type { AppDatabase } from './database.ts';
import { appleRegistrations, cards, passHolders } from './schema.ts';

export const createAppleRegistrationRepository = (
  db: AppDatabase,
): AppleRegistrationRepository & PushTokenLookup & RegistrationCleaner => {
  /** One device fewer on each of these passes (a serial appears once per removed registration). */
  const uncount = async (serials: readonly string[]) => {
    for (const serial of new Set(serials)) {
      const n = serials.filter((s) => s === serial).length;
      await db
        .update(passHolders)
        .set({ appleDevices: sql`greatest(${passHolders.appleDevices} - ${n}, 0)` })
        .where(eq(passHolders.serialNumber, serial));
    }
  };
  return {
    async register({ deviceLibraryId, serialNumber, pushToken, at }) {
      const inserted = await db
        .insert(appleRegistrations)
        .values({ deviceLibraryId, serialNumber, pushToken, createdAt: at })
        .onConflictDoUpdate({
          target: [appleRegistrations.deviceLibraryId, appleRegistrations.serialNumber],
          set: { pushToken },
        })
        .returning({ createdAt: appleRegistrations.createdAt });
      const created = inserted[0]?.createdAt.getTime() === at.getTime();
      // A device registering for a pass is an install (card statistics); the first one counts.
      await db
        .update(passHolders)
        .set({
          installedAt: sql`coalesce(${passHolders.installedAt}, ${at.toISOString()}::timestamptz)`,
          ...(created ? { appleDevices: sql`${passHolders.appleDevices} + 1` } : {}),
        })
        .where(eq(passHolders.serialNumber, serialNumber));
      return created;
    },
    async unregister(deviceLibraryId, serialNumber) {
      const rows = await db
        .delete(appleRegistrations)
        .where(
          and(
            eq(appleRegistrations.deviceLibraryId, deviceLibraryId),
            eq(appleRegistrations.serialNumber, serialNumber),
          ),
        )
        .returning({ serial: appleRegistrations.serialNumber });
      if (rows.length > 0) await uncount(rows.map((r) => r.serial));
      return rows.length > 0;
    },
    async pushTokens(of) {
      const serials =
        'serialNumber' in of
          ? [of.serialNumber]
          : db
              .select({ serial: passHolders.serialNumber })
              .from(passHolders)
              .where(eq(passHolders.cardId, of.cardId));
      const rows = await db
        .selectDistinct({ pushToken: appleRegistrations.pushToken })
        .from(appleRegistrations)
        .where(inArray(appleRegistrations.serialNumber, serials));
      return rows.map((r) => r.pushToken);
    },
    async forgetPushToken(pushToken) {
      const rows = await db
        .delete(appleRegistrations)
        .where(eq(appleRegistrations.pushToken, pushToken))
        .returning({ serial: appleRegistrations.serialNumber });
      if (rows.length > 0) await uncount(rows.map((r) => r.serial));
    },
    async updatedSince(deviceLibraryId, since) {
      // A pass changes with its holder (a stamp) and with its card's live design (its last
      // publish; saving a draft of a published card changes nothing on the phones).
      const updatedAt = sql<Date>`greatest(${passHolders.updatedAt}, ${cards.publishedAt})`.mapWith(
        passHolders.updatedAt,
      );
      const where = since
        ? and(eq(appleRegistrations.deviceLibraryId, deviceLibraryId), gt(updatedAt, since))
        : eq(appleRegistrations.deviceLibraryId, deviceLibraryId);
      const rows = await db
        .select({ serialNumber: passHolders.serialNumber, updatedAt })
        .from(appleRegistrations)
        .innerJoin(passHolders, eq(passHolders.serialNumber, appleRegistrations.serialNumber))
        .innerJoin(cards, eq(cards.id, passHolders.cardId))
        .where(where)
        .orderBy(desc(updatedAt));
      return { serialNumbers: rows.map((r) => r.serialNumber), lastUpdated: rows[0]?.updatedAt ?? null };
    },
  };
};
