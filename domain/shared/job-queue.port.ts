/** A unit of slow or outside work (a push, an API call, an email), run later by a worker. */
export interface JobRequest {
  /** What to do, as `<slice>.<verb>` (e.g. `wallet.apple_push`). */
  readonly type: string;
  /** JSON data the worker needs; validated again by the worker's schema. */
  readonly payload: Readonly<Record<string, unknown>>;
  /** Not before this time (default: now). */
  readonly runAt?: Date;
}

/**
 * The durable job queue (architecture §7): use cases enqueue, workers claim, retry with
 * backoff and dead-letter after the last try. Enqueueing never calls the network.
 */
export interface JobQueue {
  enqueue(jobs: readonly JobRequest[]): Promise<void>;
}

/** A worker's handlers by job type; each reads its payload with `parseJobPayload`. */
export type JobHandlers = Record<string, (payload: unknown) => Promise<void>>;

/**
 * A failure another try cannot fix (a refused certificate, a malformed request): the worker
 * dead-letters the job at once instead of retrying. Any other error is retried with backoff.
 */
export class PermanentJobError extends Error {
  override readonly name = 'PermanentJobError';
}
