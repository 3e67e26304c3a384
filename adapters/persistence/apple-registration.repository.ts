import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  PASS_VERSION_SETTLE_MS,
  type AppleRegistrationRepository,
  type PushTokenLookup,
  type RegistrationCleaner,
} from '#domain/wallet/index.ts';
import type { AppDatabase } from './database.ts';
import { appleRegistrations, cards, passHolders } from './schema.ts';

/**
 * What a pass shows changes with its holder (a stamp, a message) and with its card's live design
 * (a publish; saving a draft of a published card changes nothing on the phones): its version is
 * the newer of the two, with the time that one was taken.
 */
const holderIsNewer = sql`${passHolders.version} >= ${cards.version}`;
const passVersion = {
  version: sql<number>`greatest(${passHolders.version}, ${cards.version})`.mapWith(Number),
  changedAt:
    sql<Date>`case when ${holderIsNewer} then ${passHolders.versionAt} else ${cards.versionAt} end`.mapWith(
      passHolders.versionAt,
    ),
};
/**
 * Whether no lower version can still appear. On the embedded database statements and
 * transactions run one at a time, so a visible version is always settled. On PostgreSQL a write
 * that took a lower version may commit after a higher one: a version is trusted once it is older
 * than any write takes to commit.
 */
const settledWhen = (writesInterleave: boolean) =>
  writesInterleave
    ? sql<boolean>`(${passVersion.changedAt} <= clock_timestamp() - make_interval(secs => ${
        PASS_VERSION_SETTLE_MS / 1000
      }))`.mapWith(Boolean)
    : sql<boolean>`true`.mapWith(Boolean);
/** The database's clock: versions are stamped with it, so "settled" is judged by it too. */
const dbNow = sql<Date>`clock_timestamp()`.mapWith(passHolders.versionAt);

export const createAppleRegistrationRepository = (
  db: AppDatabase,
  { writesInterleave }: { writesInterleave: boolean },
): AppleRegistrationRepository & PushTokenLookup & RegistrationCleaner => {
  const isSettled = settledWhen(writesInterleave);
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
      // The holder's device count follows its registrations (the directory's wallet column).
      if (created)
        await db
          .update(passHolders)
          .set({ appleDevices: sql`${passHolders.appleDevices} + 1` })
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
    async changedSince(deviceLibraryId, since) {
      return db
        .select({ serialNumber: passHolders.serialNumber, ...passVersion, settled: isSettled })
        .from(appleRegistrations)
        .innerJoin(passHolders, eq(passHolders.serialNumber, appleRegistrations.serialNumber))
        .innerJoin(cards, eq(cards.id, passHolders.cardId))
        .where(
          and(
            eq(appleRegistrations.deviceLibraryId, deviceLibraryId),
            since === null ? undefined : gt(passVersion.version, since),
          ),
        );
    },
    async versionOf(serialNumber) {
      const [row] = await db
        .select({ ...passVersion, now: dbNow })
        .from(passHolders)
        .innerJoin(cards, eq(cards.id, passHolders.cardId))
        .where(eq(passHolders.serialNumber, serialNumber))
        .limit(1);
      return row ?? null;
    },
  };
};
