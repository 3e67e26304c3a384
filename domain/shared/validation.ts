import type { z } from 'zod';
import { domainError, type DomainError } from './result.ts';

type Issue = z.ZodError['issues'][number];

/** A schema message that is a message code (`validation.email_invalid`), not zod's English text. */
const isCode = (message: string): boolean => /^[a-z_]+\.[a-z_.]+$/.test(message);

/** zod's "received undefined": the input left the field out. */
const isMissing = (issue: Issue): boolean =>
  issue.code === 'invalid_type' && /received undefined/.test(issue.message);

/** A text over its schema's maximum length. */
const isTooLong = (issue: Issue): boolean => issue.code === 'too_big' && issue.origin === 'string';

/**
 * The message code of one schema problem: the schema's own code when it names one, else
 * `validation.required` for a missing field, `validation.too_long` for a text over its maximum
 * (so that every length limit reads the same, in every language, not in zod's English) and
 * `validation.invalid` for the rest. The one mapping from zod issues to codes that use cases,
 * routes and forms share.
 */
export const issueCode = (issue: Issue): string => {
  // zod 4 gives a schema's own `error` (`z.string({ error: 'validation.required' })`) to every
  // check of it that names none, so a 500-character name read "This field is required.": a text
  // over its maximum is too long whatever the schema says for a missing value.
  if (issue.message === 'validation.required' && isTooLong(issue)) return 'validation.too_long';
  if (isCode(issue.message)) return issue.message;
  if (isMissing(issue)) return 'validation.required';
  return isTooLong(issue) ? 'validation.too_long' : 'validation.invalid';
};

/** The dotted path of the input a problem is about (`data.email`); undefined for the whole input. */
export const issueField = (issue: Issue): string | undefined => issue.path.map(String).join('.') || undefined;

/** The first problem of a failed parse, as a domain error naming its field. */
export const firstIssue = (error: z.ZodError): DomainError => {
  const issue = error.issues[0];
  return issue
    ? domainError(issueCode(issue), undefined, issueField(issue))
    : domainError('validation.invalid');
};

/** Every field problem of a failed parse, keyed by field path, as message codes. */
export const fieldIssues = (error: z.ZodError): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const issue of error.issues) out[issueField(issue) ?? ''] ??= issueCode(issue);
  return out;
};
