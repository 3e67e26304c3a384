import type { z } from 'zod';
import { domainError, type DomainError } from '../shared/result.ts';

/** The first problem of a failed parse, as a domain error naming its field. */
export const firstIssue = (error: z.ZodError): DomainError => {
  const issue = error.issues[0];
  const field = issue?.path.map(String).join('.') || undefined;
  return domainError(
    issue?.message.includes('.') && !issue.message.includes(' ') ? issue.message : 'validation.invalid',
    undefined,
    field,
  );
};

/** Every field problem of a failed parse, keyed by field path, as message codes. */
export const fieldIssues = (error: z.ZodError): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.');
    out[field] ??=
      issue.message.includes('.') && !issue.message.includes(' ') ? issue.message : 'validation.invalid';
  }
  return out;
};
