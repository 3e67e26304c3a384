import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { AppDatabase } from './database.ts';

/**
 * The condition that picks row `id` of one business. Every query of a business's rows filters by
 * its business (architecture §7), so another business's id finds no row rather than its row.
 */
export const businessRow = (table: { businessId: PgColumn; id: PgColumn }, businessId: string, id: string) =>
  and(eq(table.businessId, businessId), eq(table.id, id));

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
