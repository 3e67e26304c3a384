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
