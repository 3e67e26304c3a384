import { and, eq, isNull } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { AppDatabase } from './database.ts';

/**
 * The condition that picks row `id` of one business. Every query of a business's rows filters by
 * its business (architecture §7), so another business's id finds no row rather than its row.
 */
export const businessRow = (table: { businessId: PgColumn; id: PgColumn }, businessId: string, id: string) =>
  and(eq(table.businessId, businessId), eq(table.id, id));

/**
 * Updates row `id` only while `unset` is still null (a code not used yet, an invitation not
 * accepted) and says whether it did. It is one conditional UPDATE: of two concurrent writers
 * exactly one sees the row unset, so a one-time thing happens once.
 */
export const updateWhileUnset = async <T extends PgTable & { id: PgColumn }>(
  db: AppDatabase,
  table: T,
  id: string,
  unset: PgColumn,
  values: PgUpdateSetSource<T>,
): Promise<boolean> => {
  const updated = await db
    .update(table)
    .set(values)
    .where(and(eq(table.id, id), isNull(unset)))
    .returning({ id: table.id });
  return updated.length > 0;
};
