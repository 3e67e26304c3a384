import { createRoute } from '@hono/zod-openapi';
import { AuthUseCases, LoggedOutSchema, RefreshRequestSchema } from '#domain/auth/index.ts';
import { errorResponses, jsonBody, jsonOk, use, type ApiApp } from '../../http/api.ts';

const route = createRoute({
  method: 'post',
  operationId: 'logout',
  path: '/api/auth/logout',
  tags: ['auth'],
  security: [],
  summary: 'Log out this device: its refresh token stops working',
  request: { body: jsonBody(RefreshRequestSchema) },
  responses: {
    200: jsonOk('Logged out', LoggedOutSchema),
    ...errorResponses(400),
  },
});

export const registerLogoutRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    await use(c.var.container, AuthUseCases.revokeSession)(c.req.valid('json').refresh_token);
    return c.json({ success: true as const, data: { loggedOut: true as const } }, 200);
  });
