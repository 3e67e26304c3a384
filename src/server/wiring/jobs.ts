import { createJobStore } from '#adapters/persistence/job-queue.repository.ts';
import { JobQueueToken, type JobRequest } from '#domain/shared/index.ts';
import { createJobWorker } from '../jobs/job-worker.ts';
import { JobWorkerToken } from '../tokens.ts';
import type { WiringContext } from './wiring-context.ts';

/**
 * The job queue and this instance's worker. The worker reads the registry's handlers when it
 * runs a job, so slices wired after this one still add theirs.
 */
export const wireJobs = ({ container, db, clock, logger, jobHandlers }: WiringContext) => {
  const store = createJobStore(db, () => clock.now());
  const worker = createJobWorker({ store, handlers: jobHandlers.handlers, clock, logger });
  container.bind(JobWorkerToken).toConstantValue(worker);
  container.bind(JobQueueToken).toConstantValue({
    enqueue: async (requests: readonly JobRequest[]) => {
      await store.enqueue(requests);
      if (requests.length) worker.kick();
    },
  });
};
