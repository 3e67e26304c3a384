import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import lockfile from 'proper-lockfile';
import { inProcessExclusive, postgresExclusive, type Exclusive } from './exclusive.ts';
import { createLivenessCheck } from './liveness.ts';
import { turnTakingClient } from './turn-taking-client.ts';
import * as schema from './schema.ts';

export type AppDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database and what the server needs to manage it. */
export interface Database {
  readonly db: AppDatabase;
  readonly driver: 'pglite' | 'postgres';
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /** Whether the database answers, from a recent ping when there is one (see `createLivenessCheck`). */
  live(): Promise<boolean>;
  close(): Promise<void>;
  /**
   * Runs `work` for one key at a time, across instances where several share the database: for a
   * check and the change it allows (a plan's counted limits) that must not interleave.
   */
  readonly exclusive: Exclusive;
}

type OpenedDatabase = Omit<Database, 'live'> & {
  /** When a query last succeeded, where the driver can tell (PGlite). */
  readonly answeredAt?: () => number;
};

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any constant works; every instance uses the same one so that only one migrates at a time. */
const MIGRATION_LOCK_ID = 7_341_201;

export type DatabaseTarget =
  | { readonly url: string }
  | { readonly dataDir: string; readonly lockStaleMs?: number }
  | { readonly memory: true };

/** Opens PostgreSQL when a URL is given, else PGlite in a folder (or in memory), and migrates it. */
export const openDatabase = async (target: DatabaseTarget): Promise<Database> => {
  const opened = await ('url' in target
    ? openPostgres(target.url)
    : 'dataDir' in target
      ? openPglite(target.dataDir, target.lockStaleMs)
      : openPglite(undefined));
  const { answeredAt, ...database } = opened;
  return { ...database, live: createLivenessCheck(opened.ping, { answeredAt }) };
};

/** A second server was started on a data folder another one is using. */
export class DataDirInUseError extends Error {
  readonly dataDir: string;
  constructor(dataDir: string) {
    super(
      `The database folder ${dataDir} is in use by another Passdeck server. Stop that server, or give this one its own DATA_DIR (or a DATABASE_URL).`,
    );
    this.name = 'DataDirInUseError';
    this.dataDir = dataDir;
  }
}

/**
 * Takes the data folder for this process alone (issue 22: two servers on one PGlite folder each
 * answered 201 and one's rows were lost). proper-lockfile keeps the lock fresh every 5 s, so a
 * lock left by a killed server goes stale after 15 s; a start waits that long for it before
 * refusing. Returns the release.
 */
const lockDataDir = async (dataDir: string, staleMs: number): Promise<() => Promise<void>> => {
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: join(dataDir, 'passdeck.lock'),
      stale: staleMs,
      update: Math.max(1_000, Math.floor(staleMs / 3)),
      retries: { retries: Math.ceil(staleMs / 1_000) + 2, minTimeout: 1_000, maxTimeout: 1_000, factor: 1 },
      realpath: false,
      // An event loop stalled past the stale time loses the lock's freshness, not the data:
      // keep serving rather than crash (the default), and let the next start decide.
      onCompromised: () => undefined,
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'ELOCKED') throw new DataDirInUseError(dataDir);
    throw error;
  }
};

const openPglite = async (dataDir: string | undefined, lockStaleMs = 15_000): Promise<OpenedDatabase> => {
  // PGlite's own mkdir is not recursive: a fresh DATA_DIR would fail with ENOENT.
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const unlock = dataDir ? await lockDataDir(dataDir, lockStaleMs) : async () => undefined;
  // pg_trgm: the trigram index of the customers search (PostgreSQL ships it with its contrib modules).
  const client = await PGlite.create({ ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm } }).catch(
    async (error: unknown) => {
      await unlock();
      throw error;
    },
  );
  await migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
  // drizzle's driver types its client as PGlite, of which it calls only the turn-taking part.
  let answeredAt = Number.NEGATIVE_INFINITY;
  const queries = turnTakingClient(client, () => {
    answeredAt = Date.now();
  });
  const db = drizzlePglite({ client: queries as PGlite, schema }) as unknown as AppDatabase;
  return {
    db,
    driver: 'pglite',
    // The data folder's lock file keeps other processes out, so turns within this one suffice.
    exclusive: inProcessExclusive(),
    ping: async () => void (await db.execute(sql`select 1`)),
    answeredAt: () => answeredAt,
    close: async () => {
      await client.close();
      await unlock().catch(() => undefined);
    },
  };
};

const openPostgres = async (url: string): Promise<OpenedDatabase> => {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  // The pool emits errors from idle clients (e.g. a server restart); without a listener they crash the process.
  pool.on('error', () => undefined);
  // Instances that start together migrate one after another. The lock lives in a transaction
  // held open on a connection of its own while the migrations run on another, so it holds through
  // a pooler in transaction mode (PgBouncer) too, and ends with that transaction, whatever happens.
  const lockClient = await pool.connect();
  let broken: Error | undefined;
  try {
    await lockClient.query('begin');
    await lockClient.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg({ client: pool }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await lockClient.query('commit').catch((error: Error) => {
      broken = error;
    });
    lockClient.release(broken);
  }
  const db = drizzlePg({ client: pool, schema }) as unknown as AppDatabase;
  const lockPool = new pg.Pool({ connectionString: url, max: 4, connectionTimeoutMillis: 5_000 });
  lockPool.on('error', () => undefined);
  return {
    db,
    driver: 'postgres',
    exclusive: postgresExclusive(lockPool),
    ping: async () => void (await pool.query('select 1')),
    close: async () => {
      await Promise.all([pool.end(), lockPool.end()]);
    },
  };
};

// Connection-level failures (PostgreSQL's class 08 and the admin-shutdown codes of class 57P, and
// the socket errors of a server that is gone), as opposed to errors of a query.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i;

/**
 * Whether an error (or one of its causes: drizzle wraps the driver's) says the database cannot be
 * reached right now, so the request may be answered "unavailable, try again" rather than as a bug.
 */
export const isDatabaseUnavailable = (error: unknown): boolean => {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    current = cause;
  }
  return false;
};
