import type { JobQueue, JobRequest } from '#domain/shared/index.ts';

/** Jobs enqueued by use cases under test, kept in order. */
export const createMemoryJobs = (): JobQueue & { queued: JobRequest[] } => {
  const queued: JobRequest[] = [];
  return { queued, enqueue: async (jobs) => void queued.push(...jobs) };
};
