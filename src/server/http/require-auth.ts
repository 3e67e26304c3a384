import { createMiddleware } from 'hono/factory';
import { AccessTokenServiceToken } from '#domain/auth/index.ts';
import { failure } from './errors.ts';
import { use, type AppEnv } from './api.ts';

/** Requires a valid bearer access token; answers 401 "Unauthorized" otherwise. */
export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  const principal = match?.[1] ? await use(c.var.container, AccessTokenServiceToken).verify(match[1]) : null;
  if (!principal) {
    c.header('WWW-Authenticate', 'Bearer');
    return failure(c, 401, 'http.unauthorized');
  }
  c.set('principal', principal);
  await next();
  return undefined;
});
