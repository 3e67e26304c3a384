import type { MiddlewareHandler } from 'hono';
import { hasUnsafeCharacters, inspectJsonText } from '#domain/shared/index.ts';
import type { AppEnv } from './api.ts';
import { describeError, errorEnvelope } from './errors.ts';

const refuse = (c: Parameters<MiddlewareHandler<AppEnv>>[0], code: string, field: string) =>
  c.json(errorEnvelope(code, `${field}: ${describeError(code)}`, field), 400);

/** The decoded path, or `undefined` when its escapes are not UTF-8 (e.g. a lone surrogate's bytes). */
const decodedPath = (url: URL): string | undefined => {
  try {
    return decodeURIComponent(url.pathname);
  } catch {
    return undefined;
  }
};

/**
 * The one input guard every API request passes before any route (issue 22): a path, query or
 * JSON body with a control character or a lone surrogate half, or a body nested deeper than
 * any of our schemas, is a 400 that names the field. Route schemas then check shapes and
 * lengths; this guard makes sure no text a person cannot type reaches a query or a pass, since
 * PostgreSQL answers an error (not a row) for NUL in text and lone surrogates in jsonb.
 */
export const inputGuard = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  const url = new URL(c.req.url);
  const path = decodedPath(url);
  if (path === undefined || hasUnsafeCharacters(path, 'token'))
    return refuse(c, 'validation.unsafe_text', 'path');
  for (const [name, value] of url.searchParams)
    if (hasUnsafeCharacters(value, 'token') || hasUnsafeCharacters(name, 'token'))
      return refuse(c, 'validation.unsafe_text', name);
  if (/^application\/([\w.-]+\+)?json\b/i.test(c.req.header('content-type') ?? '')) {
    // Read as text (Hono caches it); malformed JSON is left to the validator's own answer.
    const text = await c.req.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return next();
    }
    // The route's validator reads this parse instead of parsing the body again.
    c.req.bodyCache.json = Promise.resolve(body);
    const problem = inspectJsonText(body);
    if (problem)
      return refuse(
        c,
        problem.kind === 'too_deep' ? 'validation.too_deep' : 'validation.unsafe_text',
        problem.path,
      );
  }
  return next();
};
