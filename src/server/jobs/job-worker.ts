import type { Logger } from 'pino';
import type { JobStore } from '#adapters/persistence/job-queue.repository.ts';
import { PermanentJobError, type Clock } from '#domain/shared/index.ts';

/** What a job type runs; its payload is validated by the handler's own schema. */
export type JobHandlers = Readonly<Record<string, (payload: unknown) => Promise<void>>>;

export interface JobWorkerOptions {
  readonly store: JobStore;
  readonly handlers: JobHandlers;
  readonly clock: Clock;
  readonly logger: Logger;
  /** Jobs run at once by this instance. */
  readonly concurrency?: number;
  /** How often to look for due jobs when nothing kicked the worker. */
  readonly pollMs?: number;
  /** Tries before a job is dead-lettered. */
  readonly maxAttempts?: number;
  /** How long a claimed job stays locked; a crashed worker's jobs are claimed again after it. */
  readonly lockMs?: number;
}

/** Exponential backoff: 2 s, 4 s, 8 s … capped at an hour. */
export const retryDelayMs = (attempts: number) => Math.min(2 ** attempts * 1000, 3_600_000);

/**
 * Runs queued jobs (architecture §7): claims due jobs with FOR UPDATE SKIP LOCKED so several
 * instances share the queue, retries failures with backoff and dead-letters after the last
 * try or on a PermanentJobError. Enqueueing kicks it, so work starts without waiting a poll.
 */
export const createJobWorker = (options: JobWorkerOptions) => {
  const { store, handlers, clock, logger } = options;
  const concurrency = options.concurrency ?? 4;
  // The delays double from 2 s (capped at an hour), so 13 tries span about 2 h 15 min: a peer that
  // is down for an hour still gets every job once it is back (issue 22, chaos).
  const maxAttempts = options.maxAttempts ?? 13;
  const lockMs = options.lockMs ?? 120_000;
  let kicked = false;
  let stopped = true;
  let timer: NodeJS.Timeout | null = null;
  let wake: (() => void) | null = null;
  let loop: Promise<void> = Promise.resolve();

  const runOne = async (job: Awaited<ReturnType<JobStore['claim']>>[number]) => {
    const handler = handlers[job.type];
    try {
      if (!handler) throw new PermanentJobError(`no handler for job type ${job.type}`);
      await handler(job.payload);
      await store.complete(job.id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const final = error instanceof PermanentJobError || job.attempts >= maxAttempts;
      const now = clock.now();
      await store.fail(
        job.id,
        message,
        final ? null : new Date(now.getTime() + retryDelayMs(job.attempts)),
        now,
      );
      logger[final ? 'error' : 'warn'](
        { job: job.id, type: job.type, attempts: job.attempts, err: message },
        final ? 'job dead-lettered' : 'job failed, will retry',
      );
    }
  };

  /** Claims and runs one batch; the number of jobs it ran. */
  const runBatch = async (): Promise<number> => {
    const claimed = await store.claim(concurrency, clock.now(), lockMs);
    await Promise.all(claimed.map(runOne));
    return claimed.length;
  };

  const sleep = () =>
    new Promise<void>((resolve) => {
      wake = resolve;
      timer = setTimeout(resolve, options.pollMs ?? 1000);
    }).finally(() => {
      if (timer) clearTimeout(timer);
      wake = null;
    });

  return {
    runBatch,
    /** Runs batches until no job is due (tests, and a clean shutdown). */
    async drain(): Promise<void> {
      while ((await runBatch()) > 0);
    },
    start() {
      if (!stopped) return;
      stopped = false;
      loop = (async () => {
        while (!stopped) {
          kicked = false;
          const ran = await runBatch().catch((error: unknown) => {
            logger.error({ err: error }, 'job queue unavailable');
            return 0;
          });
          if (ran === 0 && !kicked && !stopped) await sleep();
        }
      })();
    },
    /** Something was enqueued: look now instead of at the next poll. */
    kick() {
      kicked = true;
      wake?.();
    },
    async stop() {
      stopped = true;
      wake?.();
      await loop;
    },
  };
};
