import { createRoute, z } from '@hono/zod-openapi';
import { DatabaseToken } from '../../tokens.ts';
import { errorResponses, jsonOk, use, type ApiApp } from '../../http/api.ts';
import { failure } from '../../http/errors.ts';

const route = createRoute({
  method: 'get',
  operationId: 'getHealth',
  path: '/api/health',
  tags: ['system'],
  security: [],
  summary: 'Liveness and database check',
  responses: {
    200: jsonOk(
      'The server and its database answer',
      z.object({ status: z.literal('ok'), database: z.literal('ok') }),
    ),
    ...errorResponses(503),
  },
});

export const registerGetHealthRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    if (await use(c.var.container, DatabaseToken).live()) {
      return c.json(
        { success: true as const, data: { status: 'ok' as const, database: 'ok' as const } },
        200,
      );
    }
    c.var.logger.error('health check: database did not answer');
    return failure(c, 503, 'http.unavailable');
  });
