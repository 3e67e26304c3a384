import { desc, eq } from 'drizzle-orm';
import type { ScannerDeviceRepository } from '#domain/scanner/index.ts';
import type { AppDatabase } from './database.ts';
import { scannerDevices } from './schema.ts';
import { isUuid } from './ids.ts';
import { businessRow, updateWhileUnset } from './row-conditions.ts';

export const createScannerDeviceRepository = (db: AppDatabase): ScannerDeviceRepository => ({
  async insert(device) {
    await db.insert(scannerDevices).values(device);
  },
  list: (businessId) =>
    db
      .select()
      .from(scannerDevices)
      .where(eq(scannerDevices.businessId, businessId))
      .orderBy(desc(scannerDevices.createdAt)),
  async findByDigest(keyDigest) {
    const [row] = await db
      .select()
      .from(scannerDevices)
      .where(eq(scannerDevices.keyDigest, keyDigest))
      .limit(1);
    return row ?? null;
  },
  async revoke(businessId, deviceId, at) {
    if (!isUuid(deviceId)) return false;
    const device = businessRow(scannerDevices, businessId, deviceId);
    return updateWhileUnset(db, scannerDevices, device, scannerDevices.revokedAt, { revokedAt: at });
  },
  async touch(deviceId, at) {
    await db.update(scannerDevices).set({ lastUsedAt: at }).where(eq(scannerDevices.id, deviceId));
  },
});
