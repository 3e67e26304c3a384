import type { z } from 'zod';
import {
  domainError,
  err,
  ok,
  TRANSPORT_ERRORS,
  type DomainError,
  type Result,
} from '#domain/shared/index.ts';

/** What openapi-fetch answers for one call. */
export type ApiAnswer = { data?: unknown; error?: unknown; response: Response };

/** A call the server refused (or that never reached it), as the error envelope describes it. */
export interface ApiRefusal {
  /** The HTTP status; 0 when the request could not be made at all. */
  readonly status: number;
  /**
   * The envelope's stable `code`; `http.401` for every 401 (so callers tell "signed out" apart
   * from a refusal), `http.network` without an answer, `http.malformed_reply` when a 2xx body
   * does not match the message's schema, `http.<status>` when the body has no code.
   */
  readonly code: string;
  readonly message?: string;
  readonly field?: string;
  /** The whole error body, for envelopes that carry more (e.g. the get-pass `nextAction`). */
  readonly body: Readonly<Record<string, unknown>>;
  /** From `Retry-After` on a 429. */
  readonly retryAfterSeconds?: number;
}

const recordOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

const textOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** A refused answer (not 2xx) as a refusal; also for downloads, whose success is not an envelope. */
export const refusalOf = (response: Response, error: unknown): ApiRefusal => {
  const body = recordOf(error);
  const retryAfter = Number(response.headers.get('retry-after'));
  const message = textOf(body['message']);
  const field = textOf(body['field']);
  return {
    status: response.status,
    code:
      response.status === 401
        ? TRANSPORT_ERRORS.unauthorized
        : (textOf(body['code']) ?? `http.${response.status}`),
    body,
    ...(message === undefined ? {} : { message }),
    ...(field === undefined ? {} : { field }),
    ...(response.status === 429 && retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}),
  };
};

/** The refusal as a plain domain error: its code, the server's message and field. */
export const refusalError = (refusal: ApiRefusal): DomainError =>
  domainError(refusal.code, refusal.message, refusal.field);

/**
 * One API call as a Result, the only way the browser adapters read an answer: a 2xx envelope's
 * `data` parsed with the message's schema from the domain (the same schema the route answers
 * with, so a reply that drifted from the contract fails here, not deep in a screen), else the
 * refusal mapped by `refused` (by default to its code, message and field).
 */
export function settle<S extends z.ZodType>(
  call: Promise<ApiAnswer>,
  schema: S,
): Promise<Result<z.output<S>>>;
export function settle<S extends z.ZodType, E>(
  call: Promise<ApiAnswer>,
  schema: S,
  refused: (refusal: ApiRefusal) => E,
): Promise<Result<z.output<S>, E>>;
export async function settle<S extends z.ZodType, E>(
  call: Promise<ApiAnswer>,
  schema: S,
  refused: (refusal: ApiRefusal) => E | DomainError = refusalError,
): Promise<Result<z.output<S>, E | DomainError>> {
  let answer: ApiAnswer;
  try {
    answer = await call;
  } catch {
    return err(refused({ status: 0, code: TRANSPORT_ERRORS.network, body: {} }));
  }
  const { data, error, response } = answer;
  if (!response.ok || data === undefined) return err(refused(refusalOf(response, error)));
  const parsed = schema.safeParse(recordOf(data)['data']);
  if (parsed.success) return ok(parsed.data);
  return err(
    refused({
      status: response.status,
      code: TRANSPORT_ERRORS.malformedReply,
      message: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
      body: {},
    }),
  );
}
