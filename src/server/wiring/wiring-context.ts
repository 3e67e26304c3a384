import type { Container } from 'inversify';
import type { Logger } from 'pino';
import type { AppDatabase, Database } from '#adapters/persistence/database.ts';
import { ClockToken, IdGeneratorToken, type Clock } from '#domain/shared/index.ts';
import type { ServerConfig } from '../config.ts';
import type { JobHandlers } from '../jobs/job-worker.ts';
import type { ServerContainerOptions } from '../container.ts';

/**
 * What every slice's wiring gets: the container to bind into, the configuration and the
 * process's shared pieces, and the registry its job handlers go to. Slices hand each other
 * ports through container tokens, never through this context.
 */
export interface WiringContext {
  readonly container: Container;
  readonly options: ServerContainerOptions;
  readonly config: ServerConfig;
  readonly database: Database;
  readonly db: AppDatabase;
  readonly logger: Logger;
  readonly clock: Clock;
  readonly jobHandlers: JobHandlerRegistry;
}

/** The two ports of every use case that makes records: new ids and the time they are made at. */
export const idsAndClock = { ids: IdGeneratorToken, clock: ClockToken };

/** The job types this process handles, each added by the slice that owns it. */
export interface JobHandlerRegistry {
  readonly handlers: JobHandlers;
  /** Adds a slice's handlers; a job type handled twice is a wiring mistake and fails at start. */
  add(handlers: JobHandlers): void;
}

export const createJobHandlerRegistry = (): JobHandlerRegistry => {
  const handlers: Record<string, JobHandlers[string]> = {};
  return {
    handlers,
    add(more) {
      for (const [type, handle] of Object.entries(more)) {
        if (handlers[type]) throw new Error(`Job type ${type} has two handlers`);
        handlers[type] = handle;
      }
    },
  };
};
