import type { z } from 'zod';
import { domainError, err, ok, type DomainError, type Result } from '#domain/shared/index.ts';

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
    code: response.status === 401 ? 'http.401' : (textOf(body['code']) ?? `http.${response.status}`),
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
    return err(refused({ status: 0, code: 'http.network', body: {} }));
  }
  const { data, error, response } = answer;
  if (!response.ok || data === undefined) return err(refused(refusalOf(response, error)));
  const parsed = schema.safeParse(recordOf(data)['data']);
  if (parsed.success) return ok(parsed.data);
  return err(
    refused({
      status: response.status,
      code: 'http.malformed_reply',
      message: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
      body: {},
    }),
  );
}

/** What the picked-part helpers below read; removed when every adapter parses with `settle`. */
export type PickedAnswer = { data?: unknown; error?: { message?: string }; response: Response };

/**
 * @deprecated moving to `settle` with the message's schema (issue 20 part 2).
 * One API call as a Result: the picked part of a 2xx body, else `http.<status>` with the
 * server's message, or `http.network` when the request could not be made at all.
 */
export const settlePicked = async <D, R>(
  call: Promise<PickedAnswer>,
  pick: (body: D) => R,
): Promise<Result<R>> => {
  try {
    const { data, error, response } = await call;
    if (data !== undefined && response.ok) return ok(pick(data as D));
    return err(domainError(`http.${response.status}`, error?.message));
  } catch {
    return err(domainError('http.network'));
  }
};

/**
 * @deprecated moving to `settle` with the message's schema (issue 20 part 2).
 * Like `settle`, but a failure keeps the server's stable `code` (for clients that translate
 * codes themselves); a 401 stays `http.401` so callers can tell "signed out" apart.
 */
export const settleCoded = async <D, R>(
  call: Promise<PickedAnswer>,
  pick: (body: D) => R,
): Promise<Result<R>> => {
  try {
    const { data, error, response } = await call;
    if (data !== undefined && response.ok) return ok(pick(data as D));
    const body = (error ?? {}) as { message?: string; code?: string; field?: string };
    const code = response.status === 401 ? 'http.401' : (body.code ?? `http.${response.status}`);
    return err(domainError(code, body.message, body.field));
  } catch {
    return err(domainError('http.network'));
  }
};
