import { createRoute, z } from '@hono/zod-openapi';
import { APPLE_DEVICE_LOGS } from '#domain/wallet/index.ts';
import { errorResponses, type ApiApp } from '../../http/api.ts';
import { overClientLimit } from '../../http/client-limit.ts';
import { BASE, empty } from './apple-route-parts.ts';

const route = createRoute({
  method: 'post',
  operationId: 'logMessages',
  path: `${BASE}/log`,
  tags: ['apple-wallet'],
  security: [],
  summary: 'Error messages from devices (written to the server log)',
  description: `One log line per request, each entry cut to ${APPLE_DEVICE_LOGS.entryChars} characters. Without credentials, so one client may send ${APPLE_DEVICE_LOGS.limit} requests a minute; then 429 with Retry-After.`,
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
    const refused = await overClientLimit(c, 'apple-log', APPLE_DEVICE_LOGS);
    if (refused) return refused;
    const logs = c.req.valid('json').logs.map((entry) => entry.slice(0, APPLE_DEVICE_LOGS.entryChars));
    if (logs.length > 0) c.var.logger.warn({ source: 'apple-wallet', logs }, 'Apple Wallet device log');
    return c.body(null, 200);
  });
