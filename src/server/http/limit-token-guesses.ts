import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { RateLimiterToken } from '#domain/auth/index.ts';
import { ClockToken } from '#domain/shared/index.ts';
import { HOLDER_TOKEN_GUESSES } from '#domain/wallet/index.ts';
import { use, type AppEnv } from './api.ts';
import { throttledFailure } from './errors.ts';

/** Whether a request names a holder by its token: in the query, an Apple device's header, or the data form. */
const carriesHolderToken = (c: Context<AppEnv>) =>
  c.req.query('token') !== undefined ||
  /^ApplePass /i.test(c.req.header('authorization') ?? '') ||
  c.req.path === '/api/pass/data/submit';

/**
 * Counts a client's wrong holder tokens (an answer of 401 or 404 to a request that carried one)
 * and, past `HOLDER_TOKEN_GUESSES`, answers 429 with Retry-After to every token request of that
 * client, right or wrong, until the window passes (issue 22: brute force on pass tokens). Requests
 * with a right token are not counted, so a phone refreshing its pass pays nothing.
 */
export const limitTokenGuesses = createMiddleware<AppEnv>(async (c, next) => {
  if (!carriesHolderToken(c)) return next();
  const limiter = use(c.var.container, RateLimiterToken);
  const clock = use(c.var.container, ClockToken);
  const key = `holder-token:client:${c.var.clientKey}`;
  const held = await limiter.peek(key, HOLDER_TOKEN_GUESSES, clock.now());
  if (!held.allowed)
    return throttledFailure(c, {
      code: 'http.too_many_requests',
      retryAfterSeconds: Math.ceil(held.retryAfterMs / 1000),
    });
  await next();
  if (c.res.status === 401 || c.res.status === 404) await limiter.hit(key, HOLDER_TOKEN_GUESSES, clock.now());
  return undefined;
});
