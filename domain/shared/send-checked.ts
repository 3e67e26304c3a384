import type { z } from 'zod';
import { err, type Result } from './result.ts';
import { firstIssue } from './validation.ts';

/**
 * Checks a form's input against the message's schema before anything is sent, so a screen gets
 * the same field codes as the server would answer, without the round trip.
 */
export const sendChecked = <S extends z.ZodType, T>(
  schema: S,
  input: unknown,
  send: (value: z.output<S>) => Promise<Result<T>>,
): Promise<Result<T>> => {
  const parsed = schema.safeParse(input);
  return parsed.success ? send(parsed.data) : Promise.resolve(err(firstIssue(parsed.error)));
};
