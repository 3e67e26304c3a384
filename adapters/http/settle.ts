import { domainError, err, ok, type Result } from '#domain/shared/index.ts';

/** What openapi-fetch answers for one call. */
export type ApiAnswer = { data?: unknown; error?: { message?: string }; response: Response };

/**
 * One API call as a Result: the picked part of a 2xx body, else `http.<status>` with the
 * server's message, or `http.network` when the request could not be made at all.
 */
export const settle = async <D, R>(call: Promise<ApiAnswer>, pick: (body: D) => R): Promise<Result<R>> => {
  try {
    const { data, error, response } = await call;
    if (data !== undefined && response.ok) return ok(pick(data as D));
    return err(domainError(`http.${response.status}`, error?.message));
  } catch {
    return err(domainError('http.network'));
  }
};

/**
 * Like `settle`, but a failure keeps the server's stable `code` (for clients that translate
 * codes themselves); a 401 stays `http.401` so callers can tell "signed out" apart.
 */
export const settleCoded = async <D, R>(
  call: Promise<ApiAnswer>,
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
