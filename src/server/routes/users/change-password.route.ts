import { createRoute, z } from '@hono/zod-openapi';
import { AuthUseCases, ChangePasswordSchema } from '#domain/auth/index.ts';
import { bearerSecurity, errorResponses, jsonBody, jsonOk, use, type ApiApp } from '../../http/api.ts';
import { domainFailure, throttledFailure } from '../../http/errors.ts';
import { requireAuth } from '../../http/require-auth.ts';

const route = createRoute({
  method: 'put',
  operationId: 'changePassword',
  path: '/api/users/me/password',
  tags: ['users'],
  summary: 'Change the password (the current one is required); every other session ends',
  security: bearerSecurity,
  middleware: [requireAuth] as const,
  request: { body: jsonBody(ChangePasswordSchema) },
  responses: {
    200: jsonOk('Changed', z.object({ endedSessions: z.number().int() })),
    ...errorResponses(400, 401, 429),
  },
});

export const registerChangePasswordRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const result = await use(c.var.container, AuthUseCases.changePassword)(
      c.var.principal,
      c.req.valid('json'),
    );
    if (result.ok) return c.json({ success: true as const, data: result.value }, 200);
    if ('retryAfterSeconds' in result.error) return throttledFailure(c, result.error);
    return domainFailure(c, 400, result.error);
  });
