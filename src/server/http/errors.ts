import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { DomainError } from '#domain/shared/index.ts';
import enErrors from '../../../locales/en/errors.json' with { type: 'json' };

type Tree = { [key: string]: string | Tree };

/** English text for an error code (API messages are English; the web app translates codes itself). */
export const describeError = (code: string, params: Record<string, string | number> = {}): string => {
  let node: string | Tree | undefined = enErrors as Tree;
  for (const part of code.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  const text = typeof node === 'string' ? node : code;
  return text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(params[key] ?? ''));
};

const isCode = (message: string): boolean => /^[a-z_]+\.[a-z_.]+$/.test(message);

/** "email: Enter a valid email address." — the problems of a request, each naming its field. */
export const describeIssues = (error: z.ZodError): string =>
  error.issues
    .slice(0, 3)
    .map((issue) => {
      const field = issue.path.map(String).join('.');
      const missing = issue.code === 'invalid_type' && /received undefined/.test(issue.message);
      const text = missing
        ? describeError('validation.required')
        : isCode(issue.message)
          ? describeError(issue.message)
          : issue.message;
      return field ? `${field}: ${text}` : text;
    })
    .join(' ');

export const failure = <S extends ContentfulStatusCode>(c: Context, status: S, message: string) =>
  c.json({ success: false as const, message }, status);

/** "field: text" when the error names a field, else the text. */
export const failureMessage = (error: DomainError): string =>
  error.field ? `${error.field}: ${describeError(error.code)}` : describeError(error.code);

/** A domain error as an envelope: "field: text" when the error names a field. */
export const domainFailure = <S extends ContentfulStatusCode>(c: Context, status: S, error: DomainError) =>
  failure(c, status, failureMessage(error));

/**
 * A failure with its stable `code` and `field` besides the English message, for clients that
 * show their own translation (the get-pass page, the web scanner).
 */
export const codedFailure = <S extends ContentfulStatusCode>(c: Context, status: S, error: DomainError) =>
  c.json(
    {
      success: false as const,
      message: failureMessage(error),
      code: error.code,
      ...(error.field ? { field: error.field } : {}),
    },
    status,
  );
