import { asc, eq } from 'drizzle-orm';
import type { AccrualConfigRepository, StoredAccrualConfig } from '#domain/loyalty/index.ts';
import type { AppDatabase } from './database.ts';
import { accrualConfigs } from './schema.ts';
import { isUuid } from './ids.ts';
import { businessRow, findBusinessRow } from './row-conditions.ts';

// Amounts are kept as the decimal strings the domain validated, never as floats.
const stored = (row: typeof accrualConfigs.$inferSelect): StoredAccrualConfig => ({
  ...row,
  spend: row.spend ?? null,
});

export const createAccrualConfigRepository = (db: AppDatabase): AccrualConfigRepository => ({
  async list(businessId) {
    const rows = await db
      .select()
      .from(accrualConfigs)
      .where(eq(accrualConfigs.businessId, businessId))
      .orderBy(asc(accrualConfigs.createdAt));
    return rows.map(stored);
  },
  async find(businessId, id) {
    const row = await findBusinessRow(db, accrualConfigs, businessId, id);
    return row ? stored(row) : null;
  },
  async insert(config) {
    await db.insert(accrualConfigs).values({ ...config, items: [...config.items] });
  },
  async update(businessId, id, changes) {
    if (!isUuid(id)) return null;
    const [row] = await db
      .update(accrualConfigs)
      .set({ ...changes, items: [...changes.items] })
      .where(businessRow(accrualConfigs, businessId, id))
      .returning();
    return row ? stored(row) : null;
  },
});
