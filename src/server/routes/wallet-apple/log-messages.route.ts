import { createRoute, z } from '@hono/zod-openapi';
import type { ApiApp } from '../../http/api.ts';
import { BASE, empty } from './apple-route-parts.ts';

const route = createRoute({
  method: 'post',
  operationId: 'logMessages',
  path: `${BASE}/log`,
  tags: ['apple-wallet'],
  security: [],
  summary: 'Error messages from devices (written to the server log)',
  request: {
    body: {
      required: true,
      content: { 'application/json': { schema: z.object({ logs: z.array(z.string().max(2000)).max(100) }) } },
    },
  },
  responses: { 200: empty('Logged') },
});

export const registerLogMessagesRoute = (app: ApiApp) =>
  app.openapi(route, (c) => {
    for (const message of c.req.valid('json').logs) c.var.logger.warn({ source: 'apple-wallet' }, message);
    return c.body(null, 200);
  });
