import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { JobQueue } from '#domain/shared/index.ts';
import type { AppDatabase } from './database.ts';
import { jobs } from './schema.ts';

/** A claimed job, locked for the worker until it completes, fails or its lock lapses. */
export interface ClaimedJob {
  readonly id: number;
  readonly type: string;
  readonly payload: Record<string, unknown>;
  /** Tries so far, this one included. */
  readonly attempts: number;
}

/** The durable job table (architecture §7), shared by every server instance on one database. */
export interface JobStore extends JobQueue {
  /**
   * Claims up to `limit` due jobs for `lockMs`. Rows another worker holds are skipped
   * (FOR UPDATE SKIP LOCKED), and a job whose worker died is claimed again once its lock lapses.
   */
  claim(limit: number, now: Date, lockMs: number): Promise<ClaimedJob[]>;
  complete(id: number): Promise<void>;
  /** Schedules another try at `retryAt`, or dead-letters the job when `retryAt` is null. */
  fail(id: number, error: string, retryAt: Date | null, now: Date): Promise<void>;
  /** Dead-lettered jobs, newest first (for operators and tests). */
  dead(limit: number): Promise<(ClaimedJob & { lastError: string | null })[]>;
}

export const createJobStore = (db: AppDatabase, now: () => Date): JobStore => ({
  async enqueue(requests) {
    if (!requests.length) return;
    const at = now();
    await db.insert(jobs).values(
      requests.map((r) => ({
        type: r.type,
        payload: { ...r.payload },
        runAt: r.runAt ?? at,
        createdAt: at,
      })),
    );
  },
  async claim(limit, at, lockMs) {
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(isNull(jobs.deadAt), lte(jobs.runAt, at), or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, at))),
      )
      .orderBy(asc(jobs.runAt), asc(jobs.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    return db
      .update(jobs)
      .set({ lockedUntil: new Date(at.getTime() + lockMs), attempts: sql`${jobs.attempts} + 1` })
      .where(inArray(jobs.id, due))
      .returning({ id: jobs.id, type: jobs.type, payload: jobs.payload, attempts: jobs.attempts });
  },
  async complete(id) {
    await db.delete(jobs).where(eq(jobs.id, id));
  },
  async fail(id, error, retryAt, at) {
    await db
      .update(jobs)
      .set(
        retryAt
          ? { lastError: error.slice(0, 2000), runAt: retryAt, lockedUntil: null }
          : { lastError: error.slice(0, 2000), deadAt: at, lockedUntil: null },
      )
      .where(eq(jobs.id, id));
  },
  async dead(limit) {
    return db
      .select({
        id: jobs.id,
        type: jobs.type,
        payload: jobs.payload,
        attempts: jobs.attempts,
        lastError: jobs.lastError,
      })
      .from(jobs)
      .where(sql`${jobs.deadAt} is not null`)
      .orderBy(sql`${jobs.deadAt} desc`)
      .limit(limit);
  },
});
