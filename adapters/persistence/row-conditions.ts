import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { AppDatabase } from './database.ts';
import { isUuid } from './ids.ts';

/**
 * The condition that picks row `id` of one business. Every query of a business's rows filters by
 * its business (architecture §7), so another business's id finds no row rather than its row.
 */
export const businessRow = (table: { businessId: PgColumn; id: PgColumn }, businessId: string, id: string) =>
  and(eq(table.businessId, businessId), eq(table.id, id));

/**
 * Row `id` of one business, or null: a malformed id names no row rather than reaching the uuid
 * cast (which PostgreSQL would refuse with a 500).
 */
export const findBusinessRow = async <T extends PgTable & { businessId: PgColumn; id: PgColumn }>(
  db: AppDatabase,
  table: T,
  businessId: string,
  id: string,
): Promise<T['$inferSelect'] | null> => {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(businessRow(table, businessId, id))
    .limit(1);
  return (row as T['$inferSelect'] | undefined) ?? null;
};

/**
 * Updates the rows `where` picks only while their `unset` column is still null (a code not used
 * yet, an invitation not accepted, a token not revoked, a first download not recorded) and says
 * whether it changed any. It is one conditional UPDATE: of two concurrent writers exactly one sees
 * a row unset, so a one-time thing happens once and its first moment is the one kept.
 */
export const updateWhileUnset = async <T extends PgTable>(
  db: AppDatabase,
  table: T,
  where: SQL | undefined,
  unset: PgColumn,
  values: PgUpdateSetSource<T>,
): Promise<boolean> => {
  const updated = await db
    .update(table)
    .set(values)
    .where(and(where, isNull(unset)))
    .returning({ unset });
  return updated.length > 0;
};

/**
 * Inserts a row keyed by something that must be seen once (a webhook's event id, a callback's
 * nonce) and says whether this was the first time. One INSERT … ON CONFLICT DO NOTHING: of two
 * concurrent deliveries exactly one inserts, so a replay is recognised even mid-race.
 */
export const insertFirst = async <T extends PgTable>(
  db: AppDatabase,
  table: T,
  values: T['$inferInsert'],
): Promise<boolean> => {
  const inserted = await db
    .insert(table)
    .values(values as never)
    .onConflictDoNothing()
    .returning();
  return inserted.length > 0;
};
