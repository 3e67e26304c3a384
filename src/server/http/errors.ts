import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { firstIssue, issueCode, issueField, type DomainError } from '#domain/shared/index.ts';
import enErrors from '../../../locales/en/errors.json' with { type: 'json' };

type Tree = { [key: string]: string | Tree };

/** English text for an error code (API messages are English; the web app translates codes itself). */
export const describeError = (code: string, params: Record<string, string | number> = {}): string => {
  let node: string | Tree | undefined = enErrors as Tree;
  for (const part of code.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  const text = typeof node === 'string' ? node : code;
  return text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(params[key] ?? ''));
};

/**
 * "email: Enter a valid email address." — the problems of a request, each naming its field,
 * once: a value that fails two checks ("too long" and "not valid") reads as its first problem.
 */
export const describeIssues = (error: z.ZodError): string =>
  error.issues
    .filter((issue, i, all) => all.findIndex((other) => issueField(other) === issueField(issue)) === i)
    .slice(0, 3)
    .map((issue) => {
      const code = issueCode(issue);
      // A schema's own English text (a refinement without a code) is kept as written; a schema
      // that names the code itself gets the code's text.
      const text =
        code === 'validation.invalid' && issue.message !== code ? issue.message : describeError(code);
      const field = issueField(issue);
      return field ? `${field}: ${text}` : text;
    })
    .join(' ');

/**
 * The error envelope, the only shape a failure of this API has: a stable `code` (a key of
 * `locales/<lang>/errors.json`, for clients that show their own translation), the English
 * `message`, and the `field` the failure is about when there is one.
 */
export const errorEnvelope = (code: string, message: string, field?: string) => ({
  success: false as const,
  message,
  code,
  ...(field ? { field } : {}),
});

/** A failure named by its code (the message is the code's English text). */
export const failure = <S extends ContentfulStatusCode>(
  c: Context,
  status: S,
  code: string,
  params: Record<string, string | number> = {},
) => c.json(errorEnvelope(code, describeError(code, params)), status);

/** "field: text" when the error names a field, else the text. */
export const failureMessage = (error: DomainError): string =>
  error.field ? `${error.field}: ${describeError(error.code)}` : describeError(error.code);

/** A domain error as an envelope: its code and field, and "field: text" as the message. */
export const domainFailure = <S extends ContentfulStatusCode>(c: Context, status: S, error: DomainError) =>
  c.json(errorEnvelope(error.code, failureMessage(error), error.field), status);

/** A request that failed its schema: the first problem's code and field, every problem's text. */
export const validationFailure = (c: Context, error: z.ZodError) => {
  const first = firstIssue(error);
  return c.json(errorEnvelope(first.code, describeIssues(error), first.field), 400);
};

/** A refusal that says when to try again: 429 with Retry-After and the minutes in the message. */
export const throttledFailure = (c: Context, error: { code: string; retryAfterSeconds: number }) => {
  c.header('Retry-After', String(error.retryAfterSeconds));
  return failure(c, 429, error.code, {
    minutes: Math.max(1, Math.ceil(error.retryAfterSeconds / 60)),
    seconds: error.retryAfterSeconds,
  });
};
