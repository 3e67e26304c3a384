import { createMiddleware } from 'hono/factory';
import { AccessTokenServiceToken, SessionRepositoryToken } from '#domain/auth/index.ts';
import { failure } from './errors.ts';
import { use, type AppEnv } from './api.ts';

/**
 * Requires a valid bearer access token whose session is live and whose account still exists;
 * answers 401 "Unauthorized" otherwise. The business and the team role are read from the
 * account as it is now (cached seconds), not from the token, so an ended session, a deleted
 * account or a changed role applies before the token expires.
 */
export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  const claims = match?.[1] ? await use(c.var.container, AccessTokenServiceToken).verify(match[1]) : null;
  const access = claims
    ? await use(c.var.container, SessionRepositoryToken).access(claims.userId, claims.sessionId)
    : null;
  if (!claims || !access) {
    c.header('WWW-Authenticate', 'Bearer');
    return failure(c, 401, 'http.unauthorized');
  }
  c.set('principal', { ...claims, ...access });
  await next();
  return undefined;
});
