import { createRoute, z } from '@hono/zod-openapi';
import { RateLimiterToken } from '#domain/auth/index.ts';
import { ClockToken } from '#domain/shared/index.ts';
import { APPLE_DEVICE_LOGS } from '#domain/wallet/index.ts';
import { errorResponses, use, type ApiApp } from '../../http/api.ts';
import { throttledFailure } from '../../http/errors.ts';
import { BASE, empty } from './apple-route-parts.ts';

const route = createRoute({
  method: 'post',
  operationId: 'logMessages',
  path: `${BASE}/log`,
  tags: ['apple-wallet'],
  security: [],
  summary: 'Error messages from devices (written to the server log)',
  description:
    'One log line per request, each entry cut to 500 characters. Without credentials, so one client may send 20 requests a minute; then 429 with Retry-After.',
  request: {
    body: {
      required: true,
      content: { 'application/json': { schema: z.object({ logs: z.array(z.string().max(2000)).max(100) }) } },
    },
  },
  responses: { 200: empty('Logged'), ...errorResponses(429) },
});

export const registerLogMessagesRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const verdict = await use(c.var.container, RateLimiterToken).hit(
      `apple-log:client:${c.var.clientKey}`,
      APPLE_DEVICE_LOGS,
      use(c.var.container, ClockToken).now(),
    );
    if (!verdict.allowed)
      return throttledFailure(c, {
        code: 'http.too_many_requests',
        retryAfterSeconds: Math.ceil(verdict.retryAfterMs / 1000),
      });
    const logs = c.req.valid('json').logs.map((entry) => entry.slice(0, APPLE_DEVICE_LOGS.entryChars));
    if (logs.length > 0) c.var.logger.warn({ source: 'apple-wallet', logs }, 'Apple Wallet device log');
    return c.body(null, 200);
  });
