import type { Context } from 'hono';
import { RateLimiterToken } from '#domain/auth/index.ts';
import { ClockToken } from '#domain/shared/index.ts';
import { use, type AppEnv } from './api.ts';
import { throttledFailure } from './errors.ts';

/**
 * Counts one hit of this client (its address, see `clientKey`) under `name` against `rule`; past
 * the limit, the 429 with Retry-After to answer, else null.
 */
export const overClientLimit = async (
  c: Context<AppEnv>,
  name: string,
  rule: { readonly limit: number; readonly windowMs: number },
) => {
  const verdict = await use(c.var.container, RateLimiterToken).hit(
    `${name}:client:${c.var.clientKey}`,
    rule,
    use(c.var.container, ClockToken).now(),
  );
  if (verdict.allowed) return null;
  return throttledFailure(c, {
    code: 'http.too_many_requests',
    retryAfterSeconds: Math.ceil(verdict.retryAfterMs / 1000),
  });
};
