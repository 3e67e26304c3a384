import { createRoute } from '@hono/zod-openapi';
import { AUTH_ERRORS, AuthUseCases, RefreshRequestSchema, TokenPairSchema } from '#domain/auth/index.ts';
import { errorResponses, jsonBody, jsonOk, use, type ApiApp } from '../../http/api.ts';
import { domainFailure, failure } from '../../http/errors.ts';
import {
  clearRefreshCookie,
  refreshCookieHeader,
  refreshTokenOf,
  setRefreshCookie,
} from '../../http/refresh-cookie.ts';

const route = createRoute({
  method: 'post',
  operationId: 'refresh',
  path: '/api/auth/refresh',
  tags: ['auth'],
  security: [],
  summary: 'Exchange a refresh token for a new token pair',
  description:
    'Refresh tokens are single use. Presenting one that was already used revokes every token of its family (the session), so a stolen token dies with the one the user still holds. A browser sends `{}`: its refresh token is the HttpOnly `refreshToken` cookie set with the last token pair.',
  request: { body: jsonBody(RefreshRequestSchema) },
  responses: {
    200: jsonOk('A new access token and refresh token', TokenPairSchema, refreshCookieHeader),
    ...errorResponses(400, 401),
  },
});

export const registerRefreshRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const token = refreshTokenOf(c, c.req.valid('json').refresh_token);
    if (!token) return failure(c, 401, AUTH_ERRORS.refreshTokenInvalid);
    const result = await use(c.var.container, AuthUseCases.refreshSession)(token);
    if (result.ok) {
      setRefreshCookie(c, result.value.refresh_token);
      return c.json({ success: true as const, data: result.value }, 200);
    }
    clearRefreshCookie(c);
    return domainFailure(c, 401, result.error);
  });
