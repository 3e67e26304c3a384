import { and, desc, eq, gt } from 'drizzle-orm';
import type { AppleRegistrationRepository } from '#domain/wallet/index.ts';
import type { AppDatabase } from './database.ts';
import { appleRegistrations, passHolders } from './schema.ts';

export const createAppleRegistrationRepository = (db: AppDatabase): AppleRegistrationRepository => ({
  async register({ deviceLibraryId, serialNumber, pushToken, at }) {
    const inserted = await db
      .insert(appleRegistrations)
      .values({ deviceLibraryId, serialNumber, pushToken, createdAt: at })
      .onConflictDoUpdate({
        target: [appleRegistrations.deviceLibraryId, appleRegistrations.serialNumber],
        set: { pushToken },
      })
      .returning({ createdAt: appleRegistrations.createdAt });
    return inserted[0]?.createdAt.getTime() === at.getTime();
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
    return rows.length > 0;
  },
  async updatedSince(deviceLibraryId, since) {
    const where = since
      ? and(eq(appleRegistrations.deviceLibraryId, deviceLibraryId), gt(passHolders.updatedAt, since))
      : eq(appleRegistrations.deviceLibraryId, deviceLibraryId);
    const rows = await db
      .select({ serialNumber: passHolders.serialNumber, updatedAt: passHolders.updatedAt })
      .from(appleRegistrations)
      .innerJoin(passHolders, eq(passHolders.serialNumber, appleRegistrations.serialNumber))
      .where(where)
      .orderBy(desc(passHolders.updatedAt));
    return { serialNumbers: rows.map((r) => r.serialNumber), lastUpdated: rows[0]?.updatedAt ?? null };
  },
});
