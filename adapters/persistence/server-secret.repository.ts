import { eq } from 'drizzle-orm';
import type { AppDatabase } from './database.ts';
import { serverSecrets } from './schema.ts';

/**
 * Returns the named secret, creating it on first use. Insert-if-absent then read, so
 * instances that start together on one database all end up with the first writer's value.
 */
export const loadOrCreateSecret = async (
  db: AppDatabase,
  name: string,
  generate: () => string,
): Promise<string> => {
  await db
    .insert(serverSecrets)
    .values({ name, value: generate() })
    .onConflictDoNothing({ target: serverSecrets.name });
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name))
    .limit(1);
  if (!row) throw new Error(`secret ${name} could not be stored`);
  return row.value;
};
