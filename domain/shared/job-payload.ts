import { z } from 'zod';
import { PermanentJobError } from './job-queue.port.ts';

/**
 * A job's payload by its schema: the one rule for every job handler. A payload that does not
 * fit will not fit on the next try either, so it is dead-lettered at once (PermanentJobError).
 */
export const parseJobPayload = <S extends z.ZodType>(
  schema: S,
  type: string,
  payload: unknown,
): z.output<S> => {
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw new PermanentJobError(`${type}: malformed payload`);
  return parsed.data;
};

/** The payload of a job about one stored row (a code request, an invitation): its id. */
export const IdJobPayloadSchema = z.object({ id: z.string().max(64) });
