import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '#adapters/persistence/database.ts';

/**
 * One database per test worker: in-memory PGlite by default, or a fresh PostgreSQL
 * database (created from TEST_DATABASE_URL) when the project sets PASSDECK_TEST_DRIVER=postgres.
 * Files reset it with `resetTestDatabase` instead of opening their own.
 */
const state = globalThis as typeof globalThis & { __passdeckTestDb?: Promise<Database> };

export const usesPostgres = (): boolean => process.env.PASSDECK_TEST_DRIVER === 'postgres';

/** A PostgreSQL URL for a database of its own, created empty. */
export const createScratchPostgresDatabase = async (name: string): Promise<string> => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * The same scratch database through PgBouncer in transaction mode (`throwaway-postgres.sh` starts
 * one when `pgbouncer` is installed; `.ci/run` installs it), or null without one outside CI.
 */
export const throughPgBouncer = (url: string): string | null => {
  const bouncer = process.env.TEST_PGBOUNCER_URL;
  if (!bouncer) {
    if (process.env.CI === 'true')
      throw new Error('TEST_PGBOUNCER_URL is not set: CI runs these tests through PgBouncer');
    return null;
  }
  const routed = new URL(bouncer);
  routed.pathname = new URL(url).pathname;
  return routed.toString();
};

export const getTestDatabase = (): Promise<Database> => {
  state.__passdeckTestDb ??= usesPostgres()
    ? createScratchPostgresDatabase(`passdeck_test_w${process.env.VITEST_POOL_ID ?? '0'}`).then((url) =>
        openDatabase({ url }),
      )
    : openDatabase({ memory: true });
  return state.__passdeckTestDb;
};

/** Empties every table but keeps the schema (and the migration journal). */
export const resetTestDatabase = async (): Promise<Database> => {
  const database = await getTestDatabase();
  const result = await database.db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  );
  const rows = (result as unknown as { rows: { tablename: string }[] }).rows;
  if (rows.length)
    await database.db.execute(
      sql.raw(`truncate ${rows.map((r) => `"${r.tablename}"`).join(', ')} restart identity cascade`),
    );
  return database;
};
