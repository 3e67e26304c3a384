import { createRoute } from '@hono/zod-openapi';
import { AuthUseCases, SessionsEndedSchema } from '#domain/auth/index.ts';
import { bearerSecurity, errorResponses, idParams, jsonOk, use, type ApiApp } from '../../http/api.ts';
import { domainFailure } from '../../http/errors.ts';
import { requireAuth } from '../../http/require-auth.ts';

const route = createRoute({
  method: 'delete',
  operationId: 'endSession',
  path: '/api/auth/sessions/{id}',
  tags: ['auth'],
  summary: 'Log out one device: its tokens stop working within seconds',
  security: bearerSecurity,
  middleware: [requireAuth] as const,
  request: { params: idParams('id') },
  responses: { 200: jsonOk('Ended', SessionsEndedSchema), ...errorResponses(400, 404) },
});

export const registerEndSessionRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const result = await use(c.var.container, AuthUseCases.endSession)(
      c.var.principal,
      c.req.valid('param').id,
    );
    if (result.ok) return c.json({ success: true as const, data: result.value }, 200);
    return domainFailure(c, 404, result.error);
  });
