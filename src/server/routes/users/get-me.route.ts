import { createRoute } from '@hono/zod-openapi';
import { AuthUseCases, UserSchema } from '#domain/auth/index.ts';
import { bearerSecurity, errorResponses, jsonOk, use, type ApiApp } from '../../http/api.ts';
import { domainFailure } from '../../http/errors.ts';
import { requireAuth } from '../../http/require-auth.ts';

const route = createRoute({
  method: 'get',
  operationId: 'getMe',
  path: '/api/users/me',
  tags: ['users'],
  summary: 'The signed-in user',
  security: bearerSecurity,
  middleware: [requireAuth] as const,
  responses: {
    200: jsonOk('The user', UserSchema),
    ...errorResponses(401, 404),
  },
});

export const registerGetMeRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const result = await use(c.var.container, AuthUseCases.getProfile)(c.var.principal.userId);
    if (result.ok) return c.json({ success: true as const, data: result.value }, 200);
    return domainFailure(c, 404, result.error);
  });
