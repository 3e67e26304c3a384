import { and, desc, eq, sql } from 'drizzle-orm';
import { INVITATION_JOB, type InvitationStatusLookup } from '#domain/invitations/index.ts';
import type { AppDatabase } from './database.ts';
import { jobs } from './schema.ts';

/**
 * An invitation's state read from the job queue: finished jobs are deleted, so no job left
 * means sent; a dead job means failed; a job that failed before means retrying.
 */
export const createInvitationStatusLookup = (db: AppDatabase): InvitationStatusLookup => ({
  async latest(holderId) {
    const [job] = await db
      .select({ lastError: jobs.lastError, deadAt: jobs.deadAt })
      .from(jobs)
      .where(and(eq(jobs.type, INVITATION_JOB), sql`${jobs.payload}->>'holderId' = ${holderId}`))
      .orderBy(desc(jobs.id))
      .limit(1);
    if (!job) return 'sent';
    if (job.deadAt) return 'failed';
    return job.lastError ? 'retrying' : 'queued';
  },
});
