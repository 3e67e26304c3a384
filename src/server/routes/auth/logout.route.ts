import { createRoute } from '@hono/zod-openapi';
import { AuthUseCases, LoggedOutSchema, RefreshRequestSchema } from '#domain/auth/index.ts';
import { errorResponses, jsonBody, jsonOk, use, type ApiApp } from '../../http/api.ts';
import { clearRefreshCookie, refreshTokenOf } from '../../http/refresh-cookie.ts';

const route = createRoute({
  method: 'post',
  operationId: 'logout',
  path: '/api/auth/logout',
  tags: ['auth'],
  security: [],
  summary: 'Log out this device: its refresh token stops working',
  description:
    'The refresh token is the one in the body, or a browser’s HttpOnly `refreshToken` cookie (which is cleared). Logging out twice, or without a token, still answers 200.',
  request: { body: jsonBody(RefreshRequestSchema) },
  responses: {
    200: jsonOk('Logged out', LoggedOutSchema),
    ...errorResponses(400),
  },
});

export const registerLogoutRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const token = refreshTokenOf(c, c.req.valid('json').refresh_token);
    if (token) await use(c.var.container, AuthUseCases.revokeSession)(token);
    clearRefreshCookie(c);
    return c.json({ success: true as const, data: { loggedOut: true as const } }, 200);
  });
